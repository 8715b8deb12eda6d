import type { ChartView } from '@report/contracts/bff/chart'
import type { CellValue, TableColumn, TableRow } from '@report/contracts/bff/table'
import type { RateKind } from '@report/contracts/upstream/reports/rates'
import type { TeacherFactorRow, TeacherFactorsData, TeacherInfo } from '@report/contracts/upstream/reports/teachers'
import { formatNumber } from '../../tables/format-number.ts'
import { figureCells } from '../../metrics/figure-cells.ts'
import { countFigure, differenceFigure, headcountFigure, platformFigure, rankFigure, shareFigure, shown, statedMeanFigure, type Figure } from '../../metrics/figures.ts'

/**
 * 教师教学质量 (teacher-report, spec 2 §2): the rows of the teacher group-factors call as a table, per
 * class (按班级) or per teacher over their classes (按教师), with each school's figures pinned on top.
 */
export type TeacherTab = 'class' | 'teacher'
export const TEACHER_TABS: ReadonlyArray<{ value: TeacherTab; label: string }> = [
  { value: 'class', label: '按班级' },
  { value: 'teacher', label: '按教师' },
]

export function teacherTabOf(raw: string | undefined): TeacherTab {
  return raw === 'teacher' ? 'teacher' : 'class'
}

const RATES: ReadonlyArray<[RateKind, string]> = [
  ['excellent', '优秀'],
  ['good', '良好'],
  ['pass', '及格'],
  ['low', '低分'],
]

/** Table sort keys the upstream can sort (TEACHER_SORT_KEYS); 均分差 follows 超均率 (the same order within a school). */
const SORT_KEYS: Readonly<Record<string, string>> = {
  count: 'count',
  mean: 'mean',
  overMeanRate: 'overMeanRate',
  rank: 'rank',
  'excellent.rate': 'excellent',
  'good.rate': 'good',
  'pass.rate': 'pass',
  'low.rate': 'low',
}

export function teacherSortOf(key: string): string | null {
  return SORT_KEYS[key] ?? null
}

export function teacherColumns(tab: TeacherTab, multiSchool: boolean): TableColumn[] {
  const score = { kind: 'score' as const }
  const percent = { kind: 'percent' as const }
  const integer = { kind: 'integer' as const }
  return [
    tab === 'class' ? { key: 'unit', title: '班级', pinned: true, width: 100 } : { key: 'teacher', title: '任课教师', pinned: true, width: 88 },
    ...(multiSchool ? [{ key: 'school', title: '学校', width: 140 }] : []),
    tab === 'class' ? { key: 'teacher', title: '任课教师', width: 88 } : { key: 'unit', title: '任教班级', width: 160 },
    { key: 'head', title: tab === 'class' ? '兼班主任' : '班主任班级', width: 96 },
    { key: 'count', title: '实考', format: integer, align: 'right', sortable: true },
    { key: 'mean', title: '平均分', format: score, align: 'right', sortable: true },
    { key: 'meanGap', title: '均分差', format: score, align: 'right' },
    { key: 'overMeanRate', title: '超均率', format: percent, align: 'right', sortable: true },
    { key: 'rank', title: '平均分排名', format: integer, align: 'right', sortable: true },
    ...RATES.map(([kind, title]) => ({
      key: kind,
      title: `${title}率`,
      children: [
        { key: `${kind}.count`, title: '人数', format: integer, align: 'right' as const },
        { key: `${kind}.rate`, title: '比率', format: percent, align: 'right' as const, sortable: true },
        { key: `${kind}.gap`, title: '与全校差', format: percent, align: 'right' as const },
      ],
    })),
  ]
}

type School = TeacherFactorsData['schools'][number]

/** A class's, teacher's or school's figures on the paper (a school's have no 超均率 or rank). */
type QualityRow = Pick<TeacherFactorRow, 'count' | 'mean' | RateKind> & Partial<Pick<TeacherFactorRow, 'overMeanRate' | 'rank'>>

/** The explainable columns of the quality table: 均分差 and 与全校差 are the differences of the cells beside them and the school's. */
export const TEACHER_FIGURE_KEYS: readonly string[] = ['count', 'mean', 'meanGap', 'overMeanRate', 'rank', ...RATES.flatMap(([kind]) => [`${kind}.count`, `${kind}.rate`, `${kind}.gap`])]

const RATE_METRICS = { excellent: 'excellentRate', good: 'goodRate', pass: 'passRate', low: 'lowRate' } as const
const GAP_METRICS = { excellent: 'excellentRateDiff', good: 'goodRateDiff', pass: 'passRateDiff', low: 'lowRateDiff' } as const

/**
 * teacherFigure(key, row, school) = a figure of the quality table: 实考 N, 平均分 Σx / N, 超均率 and 平均分排名
 * as the platform states them, each rate's students and the rate = 人数 / N; 均分差 and each rate's 与全校差
 * = the row's figure − its school's (the same figure of the school row), none on the school row itself
 * (school null).
 */
export function teacherFigure(key: string, row: QualityRow, school: QualityRow | null = null): Figure | null {
  switch (key) {
    case 'count':
      return headcountFigure(row.count, null)
    case 'mean':
      return statedMeanFigure(row.mean, row.count, null)
    case 'meanGap':
      return differenceFigure('meanDiff', teacherFigure('mean', row)!, school && teacherFigure('mean', school))
    // A school (the reference) has neither: --.
    case 'overMeanRate':
      return platformFigure('overMeanRate', row.overMeanRate, { kind: 'percent' }, row.count, null)
    case 'rank':
      return rankFigure('meanRank', row.rank, row.count, null)
  }
  const m = /^(excellent|good|pass|low)\.(count|rate|gap)$/.exec(key)
  if (!m) return null
  const kind = m[1] as RateKind
  const rate = `${kind}.rate`
  if (m[2] === 'gap') return differenceFigure(GAP_METRICS[kind], teacherFigure(rate, row)!, school && teacherFigure(rate, school))
  return m[2] === 'count' ? countFigure('rateCount', row[kind].count, row.count, null) : shareFigure(RATE_METRICS[kind], row[kind].count, row.count, null)
}

/** The figure cells of a row against its school (null: the school row itself). */
function figureRowCells(row: QualityRow, school: QualityRow | null): Record<string, CellValue> {
  return figureCells(TEACHER_FIGURE_KEYS, (key) => teacherFigure(key, row, school)).cells
}

/** The school a class or teacher row is compared with (its schoolId among the answer's schools). */
export const schoolOf = (row: Pick<TeacherFactorRow, 'schoolId'>, schools: readonly School[]): School | undefined => schools.find((s) => s.group.id === row.schoolId)

/**
 * The schools pinned above a page of rows: those of the page's rows, in the answer's order, or the one school of a
 * one-school answer even with no row. A city's page of 50 classes came with its 1,400 schools pinned on top (issue 37):
 * the reader scrolled past them to the classes, and the page weighed 917 KB.
 */
export function pageSchools(schools: readonly School[], items: readonly Pick<TeacherFactorRow, 'schoolId'>[]): School[] {
  if (schools.length <= 1) return [...schools]
  const onPage = new Set(items.map((r) => r.schoolId))
  return schools.filter((s) => onPage.has(s.group.id))
}

/** Schools as pinned reference rows: 全校 in a one-school view, the school's name when the view has several. */
export function schoolRows(schools: readonly School[], several = schools.length > 1): TableRow[] {
  return schools.map((s) => ({
    key: s.group.key,
    pinned: true,
    cells: {
      unit: several ? s.group.name : '全校',
      teacher: several ? s.group.name : '全校',
      school: s.group.name,
      head: '--',
      ...figureRowCells(s, null),
    },
  }))
}

/** Names of the classes a teacher heads, from the teacher-infos call (by teacher id). */
export function headOfByTeacher(infos: readonly TeacherInfo[]): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>()
  for (const info of infos) {
    const known = out.get(info.id) ?? new Set<string>()
    for (const id of info.headOf) known.add(id)
    out.set(info.id, known)
  }
  return out
}

/** One class or teacher row; `drills` are added by the caller (they need the request's frame). */
export function teacherRow(row: TeacherFactorRow, tab: TeacherTab, schools: readonly School[], heads: ReadonlyMap<string, ReadonlySet<string>> | null): TableRow {
  const school = schoolOf(row, schools)
  const headed = heads?.get(row.teacher.id)
  const classes = row.classes.map((c) => c.name).join('、')
  const head =
    headed === undefined
      ? '--'
      : tab === 'class'
        ? row.classes.some((c) => headed.has(c.id))
          ? '是'
          : '否'
        : row.classes
            .filter((c) => headed.has(c.id))
            .map((c) => c.name)
            .join('、') || '无'
  return {
    key: tab === 'class' && row.group ? row.group.key : `teacher:${row.teacher.id}`,
    cells: {
      unit: tab === 'class' ? (row.group?.name ?? classes) : classes,
      teacher: row.teacher.name,
      school: school?.group.name ?? row.schoolId,
      head,
      ...figureRowCells(row, school ?? null),
    },
  }
}

/** Bar chart of 均分差 per teacher (the rows given, at most `limit`). */
export function meanGapChart(data: Pick<TeacherFactorsData, 'items' | 'schools'>, limit = 40): ChartView {
  const several = data.schools.length > 1
  const rows = data.items.slice(0, limit)
  return {
    kind: 'bar',
    labels: rows.map((r) => (several ? `${r.teacher.name}（${data.schools.find((s) => s.group.id === r.schoolId)?.group.name ?? r.schoolId}）` : r.teacher.name)),
    series: [
      {
        name: '均分差',
        values: rows.map((r) => {
          const gap = shown(teacherFigure('meanGap', r, schoolOf(r, data.schools) ?? null)!)
          return typeof gap === 'number' ? gap : null
        }),
      },
    ],
    yTitle: '均分差（分）',
    unit: '分',
  }
}

/** The lines of the rates as a sentence (the numbers a teacher checks the rates by); null when the platform does not state them. */
export function linesText(lines: TeacherFactorsData['lines']): string | null {
  if (lines === null) return null
  const n = (x: number) => formatNumber(x, { kind: 'score' })
  return `优秀 ≥ ${n(lines.excellent)} 分，良好 ≥ ${n(lines.good)} 分，及格 ≥ ${n(lines.pass)} 分，低分 < ${n(lines.low)} 分`
}
