import type { TableRow, TableView } from '@report/contracts/bff/table'
import { KEY_CATEGORIES, type KeyStudentsData, type WeakRow } from '@report/contracts/upstream/reports/focus-students'
import { wholeInView } from '../../../../domain/reports/units.ts'
import { KEY_TITLES, keyCells, keyColumns, weakCellKey, weakCells, weakColumns } from '../../../../domain/reports/score-report/focus-rows.ts'
import { defineTable, type ReportTableRequest } from '../../define.ts'
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

export const keyTable = defineTable({
  id: 'key',
  title: '重点学生',
  remote: true,
  async load(ctx, request) {
    const [level, exam] = await Promise.all([unitLevel(ctx), ctx.exam()])
    const data = await ctx.call('keyStudents', { level, ...pagingOf(request), ...unitSort(request, KEY_SORTS) })
    const row = (r: KeyStudentsData['items'][number], pinned: boolean): TableRow => {
      const drills: Record<string, Record<string, string>> = {}
      for (const category of KEY_CATEGORIES) {
        if (r[category] > 0 && wholeInView(r.group, exam)) drills[category] = ctx.drill('key', { tgkey: r.group.key, pindex: data.paper.pindex, category, caption: `${r.group.name} · ${KEY_TITLES[category]}` })
      }
      return { key: r.group.key, cells: keyCells(r), ...(pinned ? { pinned: true } : {}), ...(Object.keys(drills).length ? { drills } : {}) }
    }
    return { columns: keyColumns(unitLabel(level)), rows: [...data.totals.map((r) => row(r, true)), ...data.items.map((r) => row(r, false))], ...pageOf(request, data.total, KEY_SORTS) }
  },
})

const WEAK_SORTS = ['total', 'anyWeak'] as const

/**
 * A weak-subject table by unit (短板, 连续短板): every nonzero count opens its students (pindex 0: weak in any
 * paper); a continuous drill carries the answer's number of exams.
 */
function weakTableOf(id: string, title: string, path: 'weakSubjects' | 'continueShort', kind: 'weak' | 'continue-short') {
  const label = kind === 'weak' ? '短板' : '连续短板'
  return defineTable({
    id,
    title,
    remote: true,
    async load(ctx, request) {
      const [level, exam] = await Promise.all([unitLevel(ctx), ctx.exam()])
      const data = await ctx.call(path, { level, ...pagingOf(request), ...unitSort(request, WEAK_SORTS) })
      const row = (r: WeakRow, pinned: boolean): TableRow => {
        const drills: Record<string, Record<string, string>> = {}
        const open = (key: string, pindex: number, what: string) => {
          drills[key] = ctx.drill(kind, { tgkey: r.group.key, pindex, exams: 'exams' in data ? data.exams : undefined, caption: `${r.group.name} · ${what}${label}`.slice(0, 80) })
        }
        if (wholeInView(r.group, exam)) {
          if (r.anyWeak > 0) open('anyWeak', 0, '任一学科')
          for (const p of r.papers) {
            const paper = data.papers.find((x) => x.pindex === p.pindex)
            if (paper && p.count > 0) open(weakCellKey(p.pindex, 'count'), p.pindex, `${paper.subject} · `)
          }
        }
        return { key: r.group.key, cells: weakCells(r, data.papers), ...(pinned ? { pinned: true } : {}), ...(Object.keys(drills).length ? { drills } : {}) }
      }
      return {
        columns: weakColumns(unitLabel(level), data.papers),
        rows: [...data.totals.map((r) => row(r, true)), ...data.items.map((r) => row(r, false))],
        ...pageOf(request, data.total, WEAK_SORTS),
      }
    },
  })
}

export const weakTable = weakTableOf('weak', '短板学生', 'weakSubjects', 'weak')
export const continueTable = weakTableOf('continue', '连续短板学生', 'continueShort', 'continue-short')
