import type { TableColumn, TableRow, TableView } from '@report/contracts/bff/table'
import type { ReportExamInfo } from '@report/contracts/upstream/reports/exam'
import { KEY_CATEGORIES, type ContinueShortData, type KeyStudentsData, type KeyStudentsRow, type WeakRow, type WeakSubjectsData } from '@report/contracts/upstream/reports/focus-students'
import { wholeInView } from '../../../../domain/reports/units.ts'
import { leafColumns } from '../../../../domain/tables/columns.ts'
import { KEY_FIGURES, KEY_TITLES, keyCells, keyColumns, keyFigure, weakCellKey, weakCellOf, weakCells, weakColumns, weakFigure, weakFigureKeys } from '../../../../domain/reports/score-report/focus-rows.ts'
import { defineTable, type ReportPageDef, type ReportTableRequest } from '../../define.ts'
import type { ReportContext } from '../../report-context.ts'
import { unitLabel, unitLevel } from '../filters.ts'
import { pagingOf } from '../student-table.ts'

/** The upstream sort of a unit table when the column is one the call sorts by (the column key is the sort key). */
function unitSort(request: ReportTableRequest, keys: readonly string[]): { sort?: { key: string; rule: 'asc' | 'desc' } } {
  return request.sort && keys.includes(request.sort.key) ? { sort: { key: request.sort.key, rule: request.sort.rule } } : {}
}

function pageOf(request: ReportTableRequest, total: number, sortable: readonly string[]): Pick<TableView, 'paging' | 'sort'> {
  return { paging: { page: request.page, pageSize: request.pageSize, total }, sort: request.sort && sortable.includes(request.sort.key) ? request.sort : null }
}

const KEY_SORTS = ['total', ...KEY_CATEGORIES] as const

/** 重点学生's page of the keyStudents answer in the table's order. */
async function keyAnswer(ctx: ReportContext, request: ReportTableRequest) {
  const [level, exam] = await Promise.all([unitLevel(ctx), ctx.exam()])
  const data = await ctx.call('keyStudents', { level, ...pagingOf(request), ...unitSort(request, KEY_SORTS) })
  return { level, exam, data }
}

/** The students of a category of a unit wholly in view (the key drill). */
function keyDrill(ctx: ReportContext, r: KeyStudentsRow, key: string, data: KeyStudentsData, exam: ReportExamInfo): Record<string, string> | null {
  const category = KEY_CATEGORIES.find((c) => c === key)
  if (!category || !(r[category] > 0) || !wholeInView(r.group, exam)) return null
  return ctx.drill('key', { tgkey: r.group.key, pindex: data.paper.pindex, category, caption: `${r.group.name} · ${KEY_TITLES[category]}` })
}

export const keyTable = defineTable({
  id: 'key',
  title: '重点学生',
  remote: true,
  async load(ctx, request) {
    const { level, exam, data } = await keyAnswer(ctx, request)
    const row = (r: KeyStudentsData['items'][number], pinned: boolean): TableRow => {
      const drills: Record<string, Record<string, string>> = {}
      for (const category of KEY_CATEGORIES) {
        const drill = keyDrill(ctx, r, category, data, exam)
        if (drill) drills[category] = drill
      }
      return { key: r.group.key, cells: keyCells(r), ...(pinned ? { pinned: true } : {}), ...(Object.keys(drills).length ? { drills } : {}) }
    }
    return { columns: keyColumns(unitLabel(level)), rows: [...data.totals.map((r) => row(r, true)), ...data.items.map((r) => row(r, false))], ...pageOf(request, data.total, KEY_SORTS), explain: [...KEY_FIGURES] }
  },
})

const WEAK_SORTS = ['total', 'anyWeak'] as const

/** A weak-subject table's call and kind (短板, 连续短板). */
interface WeakSpec {
  path: 'weakSubjects' | 'continueShort'
  kind: 'weak' | 'continue-short'
}

const weakLabel = (spec: WeakSpec) => (spec.kind === 'weak' ? '短板' : '连续短板')

/** A weak-subject table's page of its answer in the table's order. */
async function weakAnswer(ctx: ReportContext, spec: WeakSpec, request: ReportTableRequest) {
  const [level, exam] = await Promise.all([unitLevel(ctx), ctx.exam()])
  const data: WeakSubjectsData | ContinueShortData = await ctx.call(spec.path, { level, ...pagingOf(request), ...unitSort(request, WEAK_SORTS) })
  return { level, exam, data }
}

/**
 * The students behind a weak-subject count or share of a unit wholly in view (pindex 0: weak in any paper);
 * a continuous drill carries the answer's number of exams.
 */
function weakDrill(ctx: ReportContext, spec: WeakSpec, r: WeakRow, key: string, data: WeakSubjectsData | ContinueShortData, exam: ReportExamInfo): Record<string, string> | null {
  const cell = weakCellOf(key)
  const count = cell ? (cell.pindex === 0 ? r.anyWeak : r.papers.find((p) => p.pindex === cell.pindex)?.count) : undefined
  const paper = cell && cell.pindex !== 0 ? data.papers.find((x) => x.pindex === cell.pindex) : undefined
  if (!cell || !count || (cell.pindex !== 0 && !paper) || !wholeInView(r.group, exam)) return null
  const what = paper ? `${paper.subject} · ` : '任一学科'
  return ctx.drill(spec.kind, { tgkey: r.group.key, pindex: cell.pindex, exams: 'exams' in data ? data.exams : undefined, caption: `${r.group.name} · ${what}${weakLabel(spec)}`.slice(0, 80) })
}

/**
 * A weak-subject table by unit (短板, 连续短板): every nonzero count opens its students (pindex 0: weak in any
 * paper); each figure is weakFigure's.
 */
function weakTableOf(id: string, title: string, spec: WeakSpec) {
  return defineTable({
    id,
    title,
    remote: true,
    async load(ctx, request) {
      const { level, exam, data } = await weakAnswer(ctx, spec, request)
      const keys = weakFigureKeys(data.papers)
      const row = (r: WeakRow, pinned: boolean): TableRow => {
        const drills: Record<string, Record<string, string>> = {}
        for (const key of keys) {
          const drill = weakCellOf(key)?.what === 'count' ? weakDrill(ctx, spec, r, key, data, exam) : null
          if (drill) drills[key] = drill
        }
        return { key: r.group.key, cells: weakCells(r, data.papers, spec.kind === 'continue-short'), ...(pinned ? { pinned: true } : {}), ...(Object.keys(drills).length ? { drills } : {}) }
      }
      return {
        columns: weakColumns(unitLabel(level), data.papers),
        rows: [...data.totals.map((r) => row(r, true)), ...data.items.map((r) => row(r, false))],
        ...pageOf(request, data.total, WEAK_SORTS),
        explain: keys,
      }
    },
  })
}

const WEAK: WeakSpec = { path: 'weakSubjects', kind: 'weak' }
const CONTINUE: WeakSpec = { path: 'continueShort', kind: 'continue-short' }
export const weakTable = weakTableOf('weak', '短板学生', WEAK)
export const continueTable = weakTableOf('continue', '连续短板学生', CONTINUE)

/** A cell's title as its explanation names it: the column's title under its group. */
function columnTitle(columns: readonly TableColumn[], key: string): string {
  return leafColumns(columns).find(({ column }) => column.key === key)?.path.join(' · ') ?? key
}

/**
 * A figure of 学生动态 (key|group|column, weak|…, continue|…): the table's same page, keyFigure or
 * weakFigure, and the students its count opens (a share opens its count's).
 */
export const explainFocus: NonNullable<ReportPageDef['explain']> = async (ctx, cell, request) => {
  if (cell.block === 'key') {
    const { level, exam, data } = await keyAnswer(ctx, request)
    const r = [...data.totals, ...data.items].find((x) => x.group.key === cell.row)
    const figure = r ? keyFigure(cell.column, r) : null
    if (!r || !figure) return null
    return { figure, context: { caption: `${r.group.name} · ${data.paper.subject} · ${columnTitle(keyColumns(unitLabel(level)), cell.column)}`, group: r.group.name, drill: keyDrill(ctx, r, cell.column, data, exam) } }
  }
  const spec = cell.block === 'weak' ? WEAK : cell.block === 'continue' ? CONTINUE : null
  if (!spec) return null
  const { level, exam, data } = await weakAnswer(ctx, spec, request)
  const r = [...data.totals, ...data.items].find((x) => x.group.key === cell.row)
  const figure = r ? weakFigure(cell.column, r, spec.kind === 'continue-short') : null
  if (!r || !figure || !weakFigureKeys(data.papers).includes(cell.column)) return null
  const cellOf = weakCellOf(cell.column)
  const countKey = cellOf ? (cellOf.pindex === 0 ? 'anyWeak' : weakCellKey(cellOf.pindex, 'count')) : cell.column
  return {
    figure,
    context: {
      caption: `${r.group.name} · ${weakLabel(spec)} · ${columnTitle(weakColumns(unitLabel(level), data.papers), cell.column)}`,
      group: r.group.name,
      drill: weakDrill(ctx, spec, r, countKey, data, exam),
    },
  }
}
