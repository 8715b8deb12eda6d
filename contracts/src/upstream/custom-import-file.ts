import { CUSTOM_IMPORT_LIMITS } from '../validators/custom-import.ts'
import type { CustomTaskPaper } from './custom-task.ts'

// The file a custom-analysis task imports (/mod/v1/custom/upload-file; our layout, the spec shows none):
// UTF-8 CSV (RFC 4180, CRLF), one header row and one row per student —
//   学号, 姓名, 班级ID, one column per paper (its subject, in init-task's order), then for each paper
//   scored by question one column per question (`数学#1`, `数学#2` …, in its questions' order).
// A score is a decimal number; an empty cell is 未考 (a paper's question cells are empty with it).
// The BFF writes it from the rows it checked; the platform reads it back with readImportFile.

export const IMPORT_FILE_CONTENT_TYPE = 'text/csv; charset=utf-8'

export interface ImportFileRow {
  xuehao: string
  name: string
  classId: string
  /** One per paper; null is 未考. */
  scores: readonly (number | null)[]
  /** Per paper scored by question, its question scores; null for 未考 or a whole paper. */
  items?: readonly (readonly number[] | null)[] | undefined
}

/** importFileHeader(papers) = the header row the papers make. */
export function importFileHeader(papers: readonly CustomTaskPaper[]): string[] {
  return ['学号', '姓名', '班级ID', ...papers.map((p) => p.subject), ...papers.flatMap((p) => (p.questions ?? []).map((_, j) => `${p.subject}#${j + 1}`))]
}

const quoted = (cell: string) => (/[",\r\n]/.test(cell) || cell.trim() !== cell ? `"${cell.replaceAll('"', '""')}"` : cell)
const num = (x: number | null | undefined) => (x === null || x === undefined ? '' : String(x))

/** writeImportFile(papers, rows) = the file's text. */
export function writeImportFile(papers: readonly CustomTaskPaper[], rows: readonly ImportFileRow[]): string {
  const lines = [importFileHeader(papers).map(quoted).join(',')]
  for (const r of rows) {
    const items = papers.flatMap((p, k) => (p.questions ?? []).map((_, j) => num(r.items?.[k]?.[j])))
    lines.push([quoted(r.xuehao), quoted(r.name), quoted(r.classId), ...r.scores.map(num), ...items].join(','))
  }
  return `${lines.join('\r\n')}\r\n`
}

/** The records of an RFC 4180 text, at most `maxRecords` of at most `maxFields`; null when it holds more or a quote is left open. */
export function csvRecords(text: string, maxRecords: number, maxFields: number): string[][] | null {
  const records: string[][] = []
  let record: string[] = []
  let field = ''
  let inQuotes = false
  let i = 0
  const endField = () => {
    record.push(field)
    field = ''
    return record.length <= maxFields
  }
  while (i < text.length) {
    const ch = text[i]!
    if (inQuotes) {
      if (ch === '"' && text[i + 1] === '"') (field += '"'), (i += 2)
      else if (ch === '"') (inQuotes = false), i++
      else (field += ch), i++
      continue
    }
    if (ch === '"' && field === '') (inQuotes = true), i++
    else if (ch === ',') {
      if (!endField()) return null
      i++
    } else if (ch === '\r' || ch === '\n') {
      if (!endField()) return null
      records.push(record)
      if (records.length > maxRecords) return null
      record = []
      i += ch === '\r' && text[i + 1] === '\n' ? 2 : 1
    } else (field += ch), i++
  }
  if (inQuotes) return null
  if (field !== '' || record.length > 0) {
    if (!endField()) return null
    records.push(record)
  }
  return records.length > maxRecords ? null : records
}

function score(cell: string): number | null | undefined {
  if (cell === '') return null
  const x = Number(cell)
  return Number.isFinite(x) && x >= 0 ? x : undefined
}

/**
 * readImportFile(text, papers) = the file's rows, or what is wrong with it: the header must be the one
 * the papers make, every row as wide, every score a number ≥ 0 or empty.
 */
export function readImportFile(text: string, papers: readonly CustomTaskPaper[]): { rows: ImportFileRow[] } | { error: string } {
  const header = importFileHeader(papers)
  const records = csvRecords(text, CUSTOM_IMPORT_LIMITS.maxRows + 1, header.length)
  if (!records) return { error: '文件无法读取：行数或列数超出限制，或引号未闭合' }
  const [head, ...body] = records
  if (!head || head.join(',') !== header.join(',')) return { error: '文件表头与任务的科目不一致' }
  if (body.length === 0) return { error: '文件中没有学生成绩行' }
  const rows: ImportFileRow[] = []
  for (const [n, r] of body.entries()) {
    if (r.length !== header.length) return { error: `第${n + 2}行的列数与表头不一致` }
    const cells = r.slice(3).map(score)
    if (cells.some((x) => x === undefined)) return { error: `第${n + 2}行有不是数字的成绩` }
    const scores = cells.slice(0, papers.length) as (number | null)[]
    let at = papers.length
    const items = papers.map((p) => {
      const part = cells.slice(at, (at += (p.questions ?? []).length)) as (number | null)[]
      return part.every((x) => x === null) ? null : part
    })
    if (items.some((x) => x?.includes(null))) return { error: `第${n + 2}行的小题成绩不完整` }
    const row: ImportFileRow = { xuehao: r[0]!, name: r[1]!, classId: r[2]!, scores }
    rows.push(items.some((x) => x !== null) ? { ...row, items: items as (number[] | null)[] } : row)
  }
  return { rows }
}
