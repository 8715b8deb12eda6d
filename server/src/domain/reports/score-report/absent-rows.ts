import type { CellValue, TableColumn } from '@report/contracts/bff/table'
import type { PaperRef } from '@report/contracts/upstream/reports/common'
import type { AbsentRow } from '@report/contracts/upstream/reports/absent'
import { orderPapers } from '../papers.ts'
import { studentCells, studentIdentityColumns } from '../student-cells.ts'

const NO_RANKS = { all: false, county: false, school: false, class: false }

/** 缺考名单: the student, how many papers they missed and which. */
export function absentColumns(view: { school: boolean; county: boolean }): TableColumn[] {
  return [
    ...studentIdentityColumns(view),
    { key: 'missedCount', title: '缺考科数', format: { kind: 'integer' }, align: 'right', width: 88 },
    { key: 'missed', title: '缺考科目', width: 280 },
  ]
}

/** One absent student's cells: the missed papers by name in subject order (全部科目 when every paper was missed). */
export function absentCells(row: AbsentRow, papers: readonly PaperRef[]): Record<string, CellValue> {
  const subjects = orderPapers(papers.filter((p) => p.pindex !== 0))
  const missed = subjects.filter((p) => row.absentPapers.includes(p.pindex))
  const all = subjects.length > 0 && missed.length === subjects.length
  return {
    ...studentCells(row, [], NO_RANKS),
    missedCount: missed.length,
    missed: all ? '全部科目' : missed.map((p) => p.subject).join('、') || '--',
  }
}
