import type { CellValue, TableColumn } from '@report/contracts/bff/table'
import type { PaperRef } from '@report/contracts/upstream/reports/common'
import type { AbsentRow } from '@report/contracts/upstream/reports/absent'
import { orderPapers } from '../papers.ts'
import { studentCells, studentIdentityColumns } from '../student-cells.ts'
import { shown, tallyFigure, type Figure } from '../../metrics/figures.ts'

const NO_RANKS = { all: false, county: false, school: false, class: false }

/** 缺考名单: the student, how many papers they missed and which. */
export function absentColumns(view: { school: boolean; county: boolean }): TableColumn[] {
  return [
    ...studentIdentityColumns(view),
    { key: 'missedCount', title: '缺考科数', format: { kind: 'integer' }, align: 'right', width: 88 },
    { key: 'missed', title: '缺考科目', width: 280 },
  ]
}

/** The exam's papers (总分 is none) the student missed, in subject order. */
function missedPapers(row: Pick<AbsentRow, 'absentPapers'>, papers: readonly PaperRef[]) {
  const subjects = orderPapers(papers.filter((p) => p.pindex !== 0))
  return { subjects, missed: subjects.filter((p) => row.absentPapers.includes(p.pindex)) }
}

/** 缺考科数 = the exam's papers (总分 is none) the student has no score on: the cell and its explanation. */
export const missedCountFigure = (row: Pick<AbsentRow, 'absentPapers'>, papers: readonly PaperRef[]): Figure => tallyFigure('missedPapers', missedPapers(row, papers).missed.length)

/** One absent student's cells: the missed papers by name in subject order (全部科目 when every paper was missed). */
export function absentCells(row: AbsentRow, papers: readonly PaperRef[]): Record<string, CellValue> {
  const { subjects, missed } = missedPapers(row, papers)
  const all = subjects.length > 0 && missed.length === subjects.length
  return {
    ...studentCells(row, [], NO_RANKS),
    missedCount: shown(missedCountFigure(row, papers)),
    missed: all ? '全部科目' : missed.map((p) => p.subject).join('、') || '--',
  }
}
