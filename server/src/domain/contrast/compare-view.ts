import { CONTRAST_EXPORT_SOURCE, COMPARE_DIMENSIONS, type CompareDimension, type CompareQuery, type CompareTable, type CompareView, type ContrastStatusView } from '@report/contracts/bff/contrast'
import type { ChartView } from '@report/contracts/bff/chart'
import type { ContrastInfoData, ContrastScopeData, ContrastStudentData, ContrastStudentRow, ContrastSummaryData, ContrastUnitRow } from '@report/contracts/upstream/contrast'
import { compareHref, type CompareTarget } from './compare-links.ts'
import { scopeLabel } from './history.ts'
import { showsMeanTrends, unitColumns } from './content-metrics.ts'
import { COMPARE_NOTES, examLabel, fixed, integer, score, signed, UNKNOWN } from './format.ts'
import type { NumberFormat } from '@report/contracts/bff/table'
import { FIXED, INTEGER, SCORE, SIGNED } from '../tables/format-number.ts'

export const TOTAL = '总分'
const DIMENSION_LABELS: Record<CompareDimension, string> = { multi: '多校对比', school: '学校对比', class: '班级对比', student: '学生对比' }
/** Lines in one trend chart beyond the reference (more would be unreadable). */
export const CHART_UNITS = 12

export interface ResolvedTarget extends CompareTarget {
  subject: string
}

/**
 * resolveTarget(d, info, q) = the subject (q's if the comparison has it, else 总分), the school (q's
 * if the user sees it, else the first), the class (q's if it is the school's, else the school's
 * first) and the student as asked; ids the user does not see fall back, never through.
 */
export function resolveTarget(info: Pick<ContrastInfoData, 'id' | 'subjects' | 'schools' | 'classes'>, q: Omit<CompareQuery, 'id'>): ResolvedTarget {
  const subject = q.subject && (q.subject === TOTAL || info.subjects.includes(q.subject)) ? q.subject : TOTAL
  const school = info.schools.find((s) => s.id === q.school)?.id ?? info.schools[0]?.id
  const classes = info.classes.filter((c) => c.schoolid === school)
  const cls = classes.find((c) => c.id === q.class)?.id ?? classes[0]?.id
  return { id: info.id, subject, school, class: cls, student: q.student }
}

/**
 * shownDimension(d, info, schools) = the dimension the page shows when d is asked. 各校对比 of one school
 * measures that school against a reference that is the school itself (scope 本校, or 全体 over exams no
 * other school sat: `schools`, the school-level summary, says so), its one line lying under the
 * reference line: such a comparison opens on the school's classes (issue 33 item 5).
 */
export function shownDimension(dimension: CompareDimension, info: Pick<ContrastInfoData, 'schools' | 'scope'>, schools?: ContrastSummaryData | null): CompareDimension {
  if (dimension !== 'multi' || info.schools.length !== 1) return dimension
  if (info.scope !== 0) return 'school'
  const own = schools?.units.length === 1 ? schools.units[0]! : null
  const same = own !== null && own.cells.every((c, i) => {
    const r = schools!.reference.cells[i] ?? null
    return (c === null && r === null) || (c !== null && r !== null && c.count === r.count && c.absent === r.absent)
  })
  return same ? 'school' : dimension
}

/** The rank columns' title: the ranks count the comparison's scope (全体排名, 本校排名 …), never a wider one. */
export const rankTitle = (scope: number): string => `${scopeLabel(scope)}排名`

/** What a dimension's view needs from the upstream (the route asks only these). */
export function plannedCalls(dimension: CompareDimension): { summary: 'school' | 'class' | null; scope: 'all' | 'school' | 'class' | null; student: boolean } {
  if (dimension === 'multi') return { summary: 'school', scope: 'all', student: false }
  if (dimension === 'school') return { summary: 'class', scope: 'school', student: false }
  if (dimension === 'class') return { summary: 'class', scope: 'class', student: false }
  return { summary: null, scope: null, student: true }
}

export interface CompareFacts {
  dimension: CompareDimension
  info: ContrastInfoData
  status: ContrastStatusView
  target: ResolvedTarget
  summary: ContrastSummaryData | null
  scope: ContrastScopeData | null
  /** The unit's students 未考 for 总分 in some exam they sat (scope with missedOnly); null: not asked. */
  missed: ContrastScopeData | null
  student: ContrastStudentData | null
  canDownload: boolean
}

const lineChart = (title: string, labels: string[], series: ChartView['series'], yTitle: string, unit?: string): ChartView => ({
  kind: 'line',
  title,
  labels,
  series,
  yTitle,
  ...(unit ? { unit } : {}),
})

function unitTable(title: string, s: ContrastSummaryData, hrefOf: (row: ContrastUnitRow) => string | null): Omit<CompareTable, 'export'> {
  const exams = s.exams.map(examLabel)
  const per = unitColumns(s.metrics)
  const columns = [{ title: '单位' }, ...exams.flatMap((group) => per.map((p) => ({ title: p.title, group, format: p.format })))]
  const row = (u: ContrastUnitRow, reference: boolean) => ({
    key: u.id,
    href: reference ? null : hrefOf(u),
    cells: [
      u.name,
      ...u.cells.flatMap((c, e) => {
        const prev = e > 0 ? (u.cells[e - 1] ?? null) : null
        return c ? per.map((p) => p.cell(c, prev, reference)) : per.map(() => '--')
      }),
    ],
  })
  return { title, columns, rows: [row(s.reference, true), ...s.units.map((u) => row(u, false))] }
}

function unitCharts(s: ContrastSummaryData, focus?: string): ChartView[] {
  if (!showsMeanTrends(s.metrics)) return []
  const labels = s.exams.map((e) => e.name)
  const units = focus ? s.units.filter((u) => u.id === focus) : s.units.slice(0, CHART_UNITS)
  const more = !focus && s.units.length > CHART_UNITS ? `（前 ${CHART_UNITS} 个单位）` : ''
  const series = (pick: (c: NonNullable<ContrastUnitRow['cells'][number]>) => number | null, withReference: boolean) => [
    ...(withReference ? [{ name: s.reference.name, values: s.reference.cells.map((c) => (c ? pick(c) : null)) }] : []),
    ...units.map((u) => ({ name: u.name, values: u.cells.map((c) => (c ? pick(c) : null)) })),
  ]
  return [
    lineChart(`${s.subject}平均分趋势${more}`, labels, series((c) => c.mean, true), '平均分', '分'),
    lineChart(`${s.subject}超均率趋势${more}`, labels, series((c) => (c.overMean === null ? null : Number((c.overMean * 100).toFixed(2))), false), '超均率（%）', '%'),
  ]
}

interface StudentColumns {
  /** The comparison's scope: the rank columns say whose ranks they are. */
  scope: number
  /** Several schools: the rows say whose student each is (高一(8)班 is a class of every school). */
  withSchool: boolean
}

function studentTable(title: string, d: Pick<ContrastScopeData, 'exams'>, rows: ContrastStudentRow[], hrefOf: (r: ContrastStudentRow) => string | null, cols: StudentColumns): Omit<CompareTable, 'export'> {
  const exams = d.exams.map(examLabel)
  const per: ReadonlyArray<[string, NumberFormat]> = [['分数', SCORE], [rankTitle(cols.scope), INTEGER], ['班级排名', INTEGER], ['名次变化', SIGNED], ['Z分', { kind: 'fixed', digits: 4 }], ['T分', FIXED]]
  return {
    title,
    columns: [{ title: '姓名' }, { title: '学号' }, ...(cols.withSchool ? [{ title: '学校' }] : []), { title: '班级' }, ...exams.flatMap((group) => per.map(([t, format]) => ({ title: t, group, format }))), { title: '总进退', format: SIGNED }],
    rows: rows.map((r) => ({
      key: r.id,
      href: hrefOf(r),
      cells: [
        r.name,
        r.xuehao,
        ...(cols.withSchool ? [r.school || UNKNOWN] : []),
        r.class,
        ...r.cells.flatMap((c) => (c.score === null ? [score(null), '--', '--', '--', '--', '--'] : [score(c.score), integer(c.rank), integer(c.classRank), signed(c.rankChange), fixed(c.z, 4), fixed(c.t)])),
        signed(r.overallChange),
      ],
    })),
  }
}

/** One exam's cell of the 总分缺考名单: the chosen subjects missed, 未参加 when not in the exam, blank when 总分 counted. */
function missedCell(c: ContrastStudentRow['cells'][number], subjects: number): string {
  if (c.score !== null) return ''
  if (c.missed.length === 0) return '未参加'
  return c.missed.length === subjects ? '全部科目未考' : `缺考 ${c.missed.join('、')}`
}

/**
 * 总分缺考名单 (issue 31 item 3): the students the unit's 总分 figures leave out of some exam, because they
 * missed a chosen subject there (rules/total-score.ts), with what they missed; and the finding that says
 * how many. Rows without a missed subject (a platform that ignores missedOnly) are not listed.
 */
export function missedParts(d: ContrastScopeData, subjects: number, hrefOf: (r: ContrastStudentRow) => string | null): { table: Omit<CompareTable, 'export'>; finding: string } | null {
  const rows = d.rows.filter((r) => r.cells.some((c) => c.missed.length > 0))
  if (rows.length === 0) return null
  const count = rows.length === d.rows.length ? Math.max(d.total, rows.length) : rows.length
  const title = `总分缺考名单（${count} 人${count > rows.length ? `，列出前 ${rows.length} 人` : ''}）`
  return {
    table: {
      title,
      columns: [{ title: '姓名' }, { title: '学号' }, { title: '班级' }, ...d.exams.map((e) => ({ title: '缺考科目', group: examLabel(e) }))],
      rows: rows.map((r) => ({ key: r.id, href: hrefOf(r), cells: [r.name, r.xuehao, r.class, ...r.cells.map((c) => missedCell(c, subjects))] })),
    },
    finding: `${count} 名学生在至少一次考试中缺考所选科目中的一科或多科：该次考试不计其总分（记为未考），也不参与总分的平均分、三率与排名；名单见“总分缺考名单”。`,
  }
}

function studentParts(d: ContrastStudentData, scope: number): { tables: Omit<CompareTable, 'export'>[]; charts: ChartView[]; findings: string[] } {
  const labels = d.exams.map((e) => e.name)
  const rank = rankTitle(scope)
  const per: ReadonlyArray<[string, NumberFormat | null]> = [['分数', SCORE], [rank, INTEGER], ['班级排名', INTEGER], ['名次变化', SIGNED], ['T分', FIXED], ['短板', null]]
  const table = {
    title: `${d.student.name}各次考试成绩`,
    columns: [{ title: '考试' }, ...d.subjects.flatMap((group) => per.map(([t, format]) => ({ title: t, group, ...(format ? { format } : {}) })))],
    rows: d.exams.map((e, i) => ({
      key: `${e.examid}:${e.org}`,
      href: null,
      cells: [examLabel(e), ...d.cells[i]!.flatMap((c) => (c.score === null ? [score(null), '--', '--', '--', '--', '--'] : [score(c.score), integer(c.rank), integer(c.classRank), signed(c.rankChange), fixed(c.t), c.weak ? '短板' : '']))],
    })),
  }
  const column = (k: number) => d.cells.map((exam) => exam[k]!)
  const charts = [
    lineChart(`${d.student.name} 标准分（T分）趋势`, labels, d.subjects.map((subject, k) => ({ name: subject, values: column(k).map((c) => c.t) })), 'T分'),
    lineChart(`${d.student.name} 总分${rank}趋势（数值越小越靠前）`, labels, [{ name: rank, values: column(0).map((c) => c.rank) }], '名次', '名'),
  ]
  const findings = d.continuousWeak.map((w) => `${w.subject}：第 ${w.from + 1}–${w.to + 1} 次考试（${d.exams[w.from]?.name ?? ''} 至 ${d.exams[w.to]?.name ?? ''}）连续为短板`)
  const totals = column(0)
  const sat = totals.map((c, i) => ({ c, i })).filter((x) => x.c.rank !== null)
  const first = sat[0]
  const last = sat[sat.length - 1]
  if (first && last && first.i !== last.i) {
    const change = first.c.rank! - last.c.rank!
    findings.unshift(`总分${rank}由第 ${first.c.rank} 名到第 ${last.c.rank} 名，${change > 0 ? `进步 ${change} 名` : change < 0 ? `退步 ${-change} 名` : '名次不变'}`)
  }
  const absent = totals.filter((c) => c.score === null).length
  if (absent > 0) findings.push(`有 ${absent} 次考试未考（不计 0 分，不参与排名）`)
  if (d.continuousWeak.length === 0) findings.push('没有连续短板科目')
  return { tables: [table], charts, findings }
}

/** 指标说明's first line: whose students the comparison counts (spec 2 §4 scope). */
export function scopeNote(scope: number): string {
  const label = scopeLabel(scope)
  return scope === 0
    ? `对比范围：${label}。名次、标准分、三率与“全体”参照按参加各次考试的全部学生计算（联考、统考含其他学校）。`
    : `对比范围：${label}。名次、标准分、三率与参照行只按${label}的学生计算，范围外的学生不参与。`
}

/** The view of one comparison in one dimension (spec 2 §2 compare; issue 16 "Read" and "Compare"). */
export function toCompareView(f: CompareFacts): CompareView {
  const { info, target, dimension } = f
  const cols: StudentColumns = { scope: info.scope, withSchool: info.schools.length > 1 }
  const t = target
  const school = info.schools.find((s) => s.id === t.school)
  const cls = info.classes.find((c) => c.id === t.class)
  const studentHref = (r: ContrastStudentRow) => compareHref('student', { ...t, school: r.schoolid, class: r.classid, student: r.id })
  let title = info.name
  let tables: Omit<CompareTable, 'export'>[] = []
  let charts: ChartView[] = []
  let findings: string[] = []
  if (dimension === 'multi' && f.summary) {
    title = `${info.name} · 各校对比（${t.subject}）`
    tables = [unitTable(`各校${t.subject}对比`, f.summary, (u) => compareHref('school', { ...t, school: u.id, class: undefined }))]
    charts = unitCharts(f.summary)
  } else if (dimension === 'school' && f.summary) {
    title = `${info.name} · ${school?.name ?? ''}各班对比（${t.subject}）`
    tables = [unitTable(`各班${t.subject}对比`, f.summary, (u) => compareHref('class', { ...t, class: u.id }))]
    charts = unitCharts(f.summary)
  } else if (dimension === 'class' && f.summary) {
    title = `${info.name} · ${school?.name ?? ''}${cls?.name ?? ''}（${t.subject}）`
    const own = f.summary.units.find((u) => u.id === t.class)
    const labels = f.summary.exams.map((e) => e.name)
    charts = own && showsMeanTrends(f.summary.metrics)
      ? [
          lineChart(`${cls?.name ?? '本班'}${t.subject}平均分趋势`, labels, [{ name: cls?.name ?? '本班', values: own.cells.map((c) => c?.mean ?? null) }, { name: `${f.summary.reference.name}（全校）`, values: f.summary.reference.cells.map((c) => c?.mean ?? null) }], '平均分', '分'),
          lineChart(`${cls?.name ?? '本班'}${t.subject}超均率趋势`, labels, [{ name: cls?.name ?? '本班', values: own.cells.map((c) => (c?.overMean == null ? null : Number((c.overMean * 100).toFixed(2)))) }], '超均率（%）', '%'),
        ]
      : []
    tables = own ? [unitTable(`${cls?.name ?? '本班'}${t.subject}各次考试`, { ...f.summary, units: [own] }, () => null)] : []
  }
  if (f.scope && dimension !== 'student') {
    if (dimension === 'class') tables.push(studentTable(`${cls?.name ?? ''}学生${t.subject}成绩变化`, f.scope, f.scope.rows, studentHref, cols))
    tables.push(studentTable(`进步最多的学生（${t.subject}）`, f.scope, f.scope.risers, studentHref, cols))
    tables.push(studentTable(`退步最多的学生（${t.subject}）`, f.scope, f.scope.fallers, studentHref, cols))
  }
  const missed = f.missed && dimension !== 'student' ? missedParts(f.missed, info.subjects.length, studentHref) : null
  if (missed) {
    tables.push(missed.table)
    findings.push(missed.finding)
  }
  if (dimension === 'student' && f.student) {
    title = `${info.name} · ${f.student.student.name}（${f.student.student.class}）`
    ;({ tables, charts, findings } = studentParts(f.student, info.scope))
  }
  const exportOf = (index: number, table: Omit<CompareTable, 'export'>): CompareTable['export'] => {
    if (!f.canDownload || !f.status.done) return null
    const params: Record<string, string> = { id: info.id, dimension, subject: t.subject, table: String(index) }
    if (t.school) params.school = t.school
    if (t.class) params.class = t.class
    if (t.student) params.student = t.student
    return { source: CONTRAST_EXPORT_SOURCE, params, filename: `${info.name}-${table.title}`.slice(0, 80) }
  }
  const studentId = t.student
  return {
    id: info.id,
    name: info.name,
    dimension,
    title,
    status: f.status,
    // 多校对比 of one school is offered only where it can differ from the school's own figures.
    dimensions: COMPARE_DIMENSIONS.filter((d) => d !== 'multi' || shownDimension(d, info) === d).map((d) => ({
      key: d,
      label: DIMENSION_LABELS[d],
      active: d === dimension,
      href: d === 'student' && !studentId ? null : compareHref(d, t),
    })),
    subjects: [TOTAL, ...info.subjects].map((s) => ({ key: s, label: s, active: s === t.subject, href: compareHref(dimension, { ...t, subject: s }) })),
    units:
      dimension === 'multi'
        ? info.schools.map((s) => ({ key: s.id, label: s.name, active: false, href: compareHref('school', { ...t, school: s.id, class: undefined }) }))
        : info.classes.filter((c) => c.schoolid === t.school).map((c) => ({ key: c.id, label: c.name, active: c.id === t.class && dimension !== 'school', href: compareHref('class', { ...t, class: c.id }) })),
    exams: info.exams.map(examLabel),
    charts,
    tables: tables.map((table, i) => ({ ...table, export: exportOf(i, table) })),
    findings,
    notes: [scopeNote(info.scope), ...COMPARE_NOTES],
  }
}
