/**
 * A custom table over several exams (issue 18: the wizard's first step takes "exam(s)"): the exams must
 * be one cohort — the same grade of the same school (unit) — so a class or a student of one exam is the
 * same class or student in the others. Each exam becomes one column group titled with its name; rows are
 * matched by the unit's name (scope 1, 2) or the student's 学号 (scope 3), and a row one exam lacks is
 * empty there. Pure: the client checks as the user picks, the BFF and the reference upstream decide.
 */

import { customTableColumns, namedConfig, type CustomTableBandIndicator, type CustomTableColumn, type CustomTableConfig } from '../upstream/custom-table.ts'

/** Exams one table may hold (the first step's picks). */
export const TABLE_EXAMS_MAX = 4

export const TABLE_EXAM_MESSAGES = {
  tooMany: `一张表格最多选择 ${TABLE_EXAMS_MAX} 场考试`,
  repeated: '同一场考试不能重复选择',
  mixed: '所选考试须为同一学校（单位）同一年级的考试，请重新选择',
  unknown: '所选考试不在可用的考试列表中，请重新选择',
} as const

export interface TableExamRef {
  examid: string
  org: number
}

/** An exam as the list of exams a table may be made of gives it: grade and school ('' when the upstream does not say). */
export interface TableExamInfo extends TableExamRef {
  name: string
  grade: string
  schoolid: string
}

const keyOf = (e: TableExamRef): string => `${e.examid}:${e.org}`

/**
 * tableExamsProblem(picked, known) = why the picked exams cannot make one table, or null: at most
 * TABLE_EXAMS_MAX, none twice, each one of `known` (the upstream's list), all of one grade and one
 * school. One exam is always one cohort.
 */
export function tableExamsProblem(picked: readonly TableExamRef[], known: readonly TableExamInfo[]): string | null {
  if (picked.length > TABLE_EXAMS_MAX) return TABLE_EXAM_MESSAGES.tooMany
  if (new Set(picked.map(keyOf)).size !== picked.length) return TABLE_EXAM_MESSAGES.repeated
  const byKey = new Map(known.map((e) => [keyOf(e), e]))
  const infos = picked.map((p) => byKey.get(keyOf(p)))
  if (infos.some((e) => e === undefined)) return TABLE_EXAM_MESSAGES.unknown
  const [first, ...rest] = infos as TableExamInfo[]
  if (first && rest.some((e) => e.grade !== first.grade || e.schoolid !== first.schoolid)) return TABLE_EXAM_MESSAGES.mixed
  return null
}

/** One exam's part of a table: its name, the lead column titles (班级, or 学号 …), its value column titles and rows (lead cells then values). */
export interface ExamTablePart<C> {
  exam: string
  lead: readonly string[]
  columns: readonly string[]
  rows: ReadonlyArray<readonly C[]>
}

/** Several exams' parts as one table: lead columns, then one group of columns per exam. */
export interface MergedExamTable<C> {
  lead: string[]
  groups: Array<{ title: string; span: number }>
  columns: string[]
  rows: Array<Array<C | null>>
}

/**
 * mergeExamTables(parts, titles) = one table of the exams' parts: the first part's lead columns, then
 * one group per exam titled with its name, each with the table's value columns `titles` (computed once
 * from the configuration and the union of the exams' papers, tableExamsColumns): a part's cell is found
 * by its column's title, so a subject (or band) an exam lacks is empty there, and a subject only a later
 * exam has still gets its columns. Rows are matched by the first lead cell (the unit's name, or the
 * student's 学号): the first part's rows in its order, then rows only later parts have, in theirs; a part
 * without the row gives empty cells.
 */
export function mergeExamTables<C>(parts: ReadonlyArray<ExamTablePart<C>>, titles: readonly string[]): MergedExamTable<C> {
  const first = parts[0]
  if (!first) return { lead: [], groups: [], columns: [], rows: [] }
  const width = first.lead.length
  const keyed = parts.map((p) => new Map(p.rows.map((r) => [String(r[0]), r])))
  const at = parts.map((p) => titles.map((t) => p.columns.indexOf(t)))
  const leads: Array<readonly C[]> = []
  const seen = new Set<string>()
  for (const p of parts) {
    for (const r of p.rows) {
      const key = String(r[0])
      if (seen.has(key)) continue
      seen.add(key)
      leads.push(r.slice(0, width))
    }
  }
  return {
    lead: [...first.lead],
    groups: parts.map((p) => ({ title: p.exam, span: titles.length })),
    columns: parts.flatMap(() => [...titles]),
    rows: leads.map((lead) => [
      ...lead,
      ...parts.flatMap((p, i) => {
        const row = keyed[i]!.get(String(lead[0]))
        return at[i]!.map((c) => (row && c >= 0 ? (row[p.lead.length + c] ?? null) : null))
      }),
    ]),
  }
}

type Paper = { pindex: number; subject: string }

/**
 * unionPapers(exams) = the subjects of all the exams' papers, by name (what matches across exams):
 * 总分 first, then the first exam's in its order, then subjects only later exams have, in theirs. Each
 * is numbered by its place in the union (its pindex here names no exam's paper).
 */
export function unionPapers(exams: ReadonlyArray<readonly Paper[]>): Paper[] {
  const names: string[] = []
  for (const papers of exams) for (const p of papers) if (!names.includes(p.subject)) names.push(p.subject)
  const total = exams.flatMap((papers) => papers.filter((p) => p.pindex === 0).map((p) => p.subject))[0]
  const ordered = total === undefined ? names : [total, ...names.filter((n) => n !== total)]
  return ordered.map((subject, pindex) => ({ pindex, subject }))
}

/**
 * tableExamsColumns(c, exams) = the value columns of each exam's group, computed once: c's indicators
 * over the union of the exams' papers (customTableColumns; a configuration that names papers by pindex is
 * read in the first exam's), a band indicator (前N名人数, 分数段人数) with the bands of every exam that has
 * the subject, the first's order first. The reference upstream's .xlsx and the BFF's preview both use it.
 */
export function tableExamsColumns(
  config: CustomTableConfig,
  exams: ReadonlyArray<{ papers: readonly Paper[]; bands?: (pindex: number, k: CustomTableBandIndicator) => readonly string[] }>,
): Array<{ title: string; kind: CustomTableColumn['kind'] }> {
  const named = namedConfig(config, exams[0]?.papers ?? [])
  const union = unionPapers(exams.map((e) => e.papers))
  const bands = (pindex: number, k: CustomTableBandIndicator): string[] => {
    const subject = union[pindex]?.subject
    const titles = exams.flatMap((e) => {
      const paper = e.papers.find((p) => p.subject === subject)
      return paper && e.bands ? e.bands(paper.pindex, k) : []
    })
    return titles.filter((t, i) => titles.indexOf(t) === i)
  }
  return customTableColumns(named.subjects ? named : { ...named, pindexes: [] }, union, bands).map(({ title, kind }) => ({ title, kind }))
}
