import type { DrillAnswer, TableExportRef } from '@report/contracts/bff/drill'
import type { TableSort } from '@report/contracts/bff/table'
import type { DrillData } from '@report/contracts/upstream/reports/common'
import { formatNumber } from '../tables/format-number.ts'
import { paperScoreColumns, rankColumnsFor, studentCellsOf, studentIdentityColumns } from './student-cells.ts'

export interface DrillAnswerOptions {
  page: number
  pageSize: number
  sort: TableSort | null
  caption?: string | undefined
  export?: TableExportRef | undefined
}

/**
 * The upstream's drill page as the dialog shows it (spec 2 §2): 姓名, 学号, 学校 (several schools), 班级,
 * then the drilled paper's score and ranks or 等级 (总分 besides when a subject is drilled); the summary line
 * from the upstream's factors (未考 excluded, '--' when nobody sat).
 */
export function toDrillAnswer(data: DrillData, drilledPindex: number, options: DrillAnswerOptions): DrillAnswer {
  const schools = new Set(data.students.map((s) => s.schoolId))
  const multiSchool = data.group.type === 'lkall' || data.group.type === 'qxall' || data.group.type === 'county' || schools.size > 1
  const drilled = data.papers.filter((p) => p.pindex === drilledPindex)
  const shown = drilledPindex === 0 ? drilled : [...data.papers.filter((p) => p.pindex === 0), ...drilled]
  // The ranks as the exam's published ranking settings let them out for this reader (issue 19).
  const { ranks, level } = rankColumnsFor({ counties: 1, schools: multiSchool ? 2 : 1 }, data.display)
  const columns = [...studentIdentityColumns({ school: multiSchool }), ...paperScoreColumns(shown, ranks, level)]
  const cellsOf = studentCellsOf(shown, ranks, level)
  // The upstream's factors.total counts every listed student; 人数 is those with a score (未考 apart).
  const sat = Math.max(0, data.factors.total - data.factors.absent)
  return {
    ...(options.caption ? { caption: options.caption } : {}),
    summary: {
      headcount: sat,
      absent: data.factors.absent,
      mean: formatNumber(sat > 0 ? data.factors.mean : null),
      max: formatNumber(sat > 0 ? data.factors.max : null),
      min: formatNumber(sat > 0 ? data.factors.min : null),
    },
    columns,
    rows: data.students.map((student) => ({ key: student.key, cells: cellsOf(student) })),
    paging: { page: options.page, pageSize: options.pageSize, total: data.total },
    sort: options.sort,
    ...(options.export ? { export: options.export } : {}),
  }
}
