// Rules of the custom-analysis import (issue 18; spec 1 §2 new/custom, spec 2 §2 custom analysis):
// what a column holds, what a score cell means, and every problem a row can have. Pure functions
// over plain data, run by the page as the user edits the mapping and by the BFF, whose verdict counts.
// Per-question columns and their header convention: question-columns.ts.

import { guessQuestionFull, MAX_QUESTION_NUMBER, paperPlans, questionHeaders, roundScore, type PaperPlan } from './question-columns.ts'
import { namesKnownSubject, subjectOfHeader } from './subject-names.ts'
import { ProblemTally } from './problem-tally.ts'

/** What one column of the file holds. */
export type ColumnRole = 'xuehao' | 'name' | 'class' | 'school' | 'subject' | 'question' | 'ignore'

export interface ColumnAssignment {
  role: ColumnRole
  /** The subject's name, for a subject or question column. */
  subject?: string
  /** A question column: the question's number on the paper (1 … 200). */
  question?: number
  /** A question column: the question's full score. */
  fullScore?: number
}

export type ProblemKind =
  | 'duplicate'
  | 'above-full'
  | 'negative'
  | 'not-number'
  | 'sum-mismatch'
  | 'unknown-class'
  | 'unknown-school'
  | 'missing-xuehao'
  | 'missing-name'
  // Warnings of the roster check (server domain/custom/roster-match.ts): the row is imported all the same.
  | 'roster-zeros'
  | 'roster-name'
  | 'roster-unknown'

export interface ImportProblem {
  /** The row as the spreadsheet numbers it: the header is row 1. */
  row: number
  /** The column's header text (its letter when the header is empty). */
  column: string
  kind: ProblemKind
  value: string
  message: string
}

/**
 * Limits of one import (issue 18), and of what a file may hold once read (issue 30: a table kept for
 * preview is bounded by its cells, header width × data rows, and its characters, a repeated text
 * counted each time; no cell needs more than a name or a score does).
 */
export const CUSTOM_IMPORT_LIMITS = {
  maxBytes: 10 * 1024 * 1024,
  maxRows: 60_000,
  maxColumns: 200,
  maxSubjects: 30,
  maxFullScore: 1000,
  maxCells: 2_000_000,
  maxCellChars: 1_000,
  maxTextChars: 16_000_000,
} as const

/** Cells that mean the student sat no paper of the subject. */
export const ABSENT_MARKS: ReadonlySet<string> = new Set(['', '缺考', '未考', '缺', '-', '--', '/'])

export const PROBLEM_LABELS: Record<ProblemKind, string> = {
  duplicate: '学号重复',
  'above-full': '超过满分',
  negative: '分数为负',
  'not-number': '不是数字',
  'sum-mismatch': '小题分之和与科目成绩不符',
  'unknown-class': '班级不存在',
  'unknown-school': '学校不存在',
  'missing-xuehao': '缺少学号',
  'missing-name': '缺少姓名',
  'roster-zeros': '学号已补全前导零',
  'roster-name': '姓名与学籍不符',
  'roster-unknown': '学号不在学籍中',
}

const FULL_150 = new Set(['语文', '数学', '英语'])

/** The column letter of a 0-based index: 0 → A, 26 → AA. */
export function columnLetter(index: number): string {
  let s = ''
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) s = String.fromCharCode(65 + ((n - 1) % 26)) + s
  return s
}

/** A column's name for messages: its header, or its letter when the header is blank. */
export function columnLabel(headers: readonly string[], index: number): string {
  const h = headers[index]?.trim()
  return h ? h : `${columnLetter(index)}列`
}

/**
 * guessColumns(H, S) = one assignment per header of H: 学号/考号 → xuehao, 姓名 → name, 班级 → class,
 * 学校 → school, 总分/排名/名次 and text columns → ignore, a header naming a question under the convention
 * of question-columns.ts (数学1, 数学-第1题, 数学T1 …) with score cells → that subject's question, full score
 * guessed from S, a header naming a subject, or one whose sample cells in S are scores, → that subject.
 * The user edits the result.
 */
export function guessColumns(headers: readonly string[], sample: readonly (readonly string[])[] = []): ColumnAssignment[] {
  const taken = new Set<ColumnRole>()
  const subjects = new Set<string>()
  const questions = new Set<string>()
  const asQuestion = questionHeaders(headers)
  return headers.map((raw, i) => {
    const h = raw.replace(/\s+/gu, '')
    const once = (role: ColumnRole): ColumnAssignment => {
      if (taken.has(role)) return { role: 'ignore' }
      taken.add(role)
      return { role }
    }
    if (/学号|考号|准考证|学籍号/u.test(h)) return once('xuehao')
    if (/姓名|名字/u.test(h)) return once('name')
    if (/学校|校名/u.test(h)) return once('school')
    if (/班级|^班$|班别|行政班/u.test(h)) return once('class')
    if (!h || /总分|排名|名次|序号|性别|备注|等级|校排|班排/u.test(h)) return { role: 'ignore' }
    const cells = sample.map((r) => (r[i] ?? '').trim()).filter((c) => !ABSENT_MARKS.has(c))
    const numeric = cells.length === 0 || cells.filter((c) => Number.isFinite(Number(c))).length >= cells.length / 2
    // Identifiers (编号, 考场号 …) are numbers too, but long, zero-led or far above any full score.
    const identifiers = cells.length > 0 && cells.filter((c) => /^0\d/u.test(c) || c.replace(/\.\d*$/u, '').length >= 5).length >= cells.length / 2
    if (identifiers) return { role: 'ignore' }
    const q = asQuestion[i]
    if (q) {
      const key = `${q.subject}#${q.question}`
      if (!numeric || questions.has(key)) return { role: 'ignore' }
      questions.add(key)
      return { role: 'question', subject: q.subject, question: q.question, fullScore: guessQuestionFull(cells) ?? 10 }
    }
    const named = namesKnownSubject(h)
    if (!named && !numeric) return { role: 'ignore' }
    const subject = subjectOfHeader(h)
    if (subjects.has(subject)) return { role: 'ignore' }
    subjects.add(subject)
    return { role: 'subject', subject }
  })
}

/** The full score a subject gets before the user sets it: 150 for 语数英, else 100. */
export function defaultFullScore(subject: string): number {
  return FULL_150.has(subject) ? 150 : 100
}

export type CellReading = { kind: 'score'; value: number } | { kind: 'absent' } | { kind: 'invalid' }

/** readScoreCell(c) = absent for blank, 缺考, 未考 …; a finite number (full-width digits allowed); else invalid. */
export function readScoreCell(cell: string): CellReading {
  const t = cell.trim().replace(/[０-９．－]/gu, (ch) => String.fromCharCode(ch.charCodeAt(0) - 0xfee0))
  if (ABSENT_MARKS.has(t)) return { kind: 'absent' }
  if (!/^[-+]?(\d+(\.\d*)?|\.\d+)$/u.test(t)) return { kind: 'invalid' }
  return { kind: 'score', value: Number(t) }
}

export interface MappingVerdict {
  ok: boolean
  /** The first problem, as the page shows it. */
  message: string | null
  /** Every subject the mapping imports (from subject and question columns), in order of first column. */
  subjects: string[]
  /** The subjects with their questions and full scores (a subject with questions: the sum of theirs). */
  papers: PaperPlan[]
}

const fullText = (x: number) => String(roundScore(x))

/**
 * checkMapping(A, F, needSchool) = ok when A has exactly one 学号, 姓名 and 班级 column, a 学校 column
 * when needSchool (an account over several schools), at least one subject (a subject or question
 * column), no subject column twice, each question column a subject and a number 1 … 200 that no other
 * column has, each question's full score in (0, 1000], and each subject without questions its full score
 * in F in (0, 1000]; a subject with questions has the sum of theirs, which may not pass 1000 either.
 */
export function checkMapping(columns: readonly ColumnAssignment[], fullScores: Readonly<Record<string, number | string>>, needSchool = false): MappingVerdict {
  const count = (role: ColumnRole) => columns.filter((c) => c.role === role).length
  const named = columns.filter((c) => c.role === 'subject' || c.role === 'question').map((c) => (c.subject ?? '').trim())
  const papers = paperPlans(columns, fullScores)
  const subjects = papers.map((p) => p.subject)
  const fail = (message: string): MappingVerdict => ({ ok: false, message, subjects, papers })
  const max = CUSTOM_IMPORT_LIMITS.maxFullScore
  for (const [role, label] of [['xuehao', '学号'], ['name', '姓名'], ['class', '班级']] as const) {
    if (count(role) === 0) return fail(`请指定“${label}”所在的列`)
    if (count(role) > 1) return fail(`“${label}”只能对应一列`)
  }
  if (count('school') > 1) return fail('“学校”只能对应一列')
  if (needSchool && count('school') === 0) return fail('您的账号管理多所学校，请指定“学校”所在的列')
  if (subjects.length === 0) return fail('请至少指定一个科目列')
  if (subjects.length > CUSTOM_IMPORT_LIMITS.maxSubjects) return fail(`科目不能超过${CUSTOM_IMPORT_LIMITS.maxSubjects}个`)
  if (named.some((s) => s === '')) return fail('科目名称不能为空')
  if (named.some((s) => s.length > 20)) return fail('科目名称不能超过20个字')
  if (named.some((s) => s === '总分')) return fail('总分由各科相加得出，请勿作为科目导入')
  const own = columns.filter((c) => c.role === 'subject').map((c) => (c.subject ?? '').trim())
  const dup = own.find((s, i) => own.indexOf(s) !== i)
  if (dup) return fail(`科目“${dup}”对应了多列`)
  for (const p of papers) {
    for (const [k, q] of p.questions.entries()) {
      if (!(Number.isInteger(q.question) && q.question >= 1 && q.question <= MAX_QUESTION_NUMBER)) return fail(`请填写“${p.subject}”小题列的题号（1至${MAX_QUESTION_NUMBER}的整数）`)
      if (k > 0 && p.questions[k - 1]!.question === q.question) return fail(`“${p.subject}”第${q.question}题对应了多列`)
    }
    for (const q of p.questions) if (!(q.fullScore > 0 && q.fullScore <= max)) return fail(`请为“${p.subject}”第${q.question}题填写满分（大于0且不超过${max}）`)
    if (p.questions.length > 0) {
      if (p.fullScore > max) return fail(`“${p.subject}”各小题满分之和为${fullText(p.fullScore)}，不能超过${max}`)
      continue
    }
    const raw = fullScores[p.subject]
    const full = typeof raw === 'number' ? raw : readScoreCell(String(raw ?? ''))
    const value = typeof full === 'number' ? full : full.kind === 'score' ? full.value : NaN
    if (!(value > 0 && value <= max)) return fail(`请为“${p.subject}”填写满分（大于0且不超过${max}）`)
    p.fullScore = value
  }
  return { ok: true, message: null, subjects, papers }
}

/** A class the import may put students in. */
export interface ImportClass {
  id: string
  /** 高二(3)班 */
  name: string
  no: number
  schoolId: string
}

export interface ImportSchool {
  id: string
  name: string
}

/** classNumberOf(t) = the class number a cell names: 高二(3)班, （3）班, 3班, 03, 高二3班 → 3; null otherwise. */
export function classNumberOf(text: string): number | null {
  const t = text.trim().replace(/[０-９]/gu, (ch) => String.fromCharCode(ch.charCodeAt(0) - 0xfee0))
  const m = /[(（](\d{1,3})[)）]/u.exec(t) ?? /(\d{1,3})\s*班?$/u.exec(t)
  return m ? Number(m[1]) : null
}

/** A student row ready to import: the class it goes to and one score (null = 未考) per subject. */
export interface ImportRow {
  row: number
  xuehao: string
  name: string
  classId: string
  /** One per subject (papers' order); null is 未考. A subject with questions: the sum of its questions. */
  scores: (number | null)[]
  /** Only when some subject has questions: per subject, its question scores by question number, or null (no questions, or 未考). */
  items?: (number[] | null)[]
}

export interface RowCheck {
  /** The first LISTED_PROBLEMS problems in row order (problem-tally.ts). */
  problems: ImportProblem[]
  /** Every problem, listed or not, and by kind. */
  problemCount: number
  kindCounts: Partial<Record<ProblemKind, number>>
  /** Rows without a problem, in file order. */
  rows: ImportRow[]
  /** Rows left out because of a problem. */
  badRows: number
}

/**
 * checkRows(H, R, A, F, classes, schools) = every problem of the data rows R (row 2 onward) under the
 * mapping A: a blank 学号 or 姓名, a 学号 seen on an earlier row (duplicate; the first row keeps it), a
 * class (or school) not among the grade's, a score cell that is not a number, negative, or above the
 * subject's full score in F (a question cell: above the question's full score). Blank, 缺考 and 未考 are
 * absent, not problems. A subject with question columns was sat when any of its question cells holds a
 * score; then its blank question cells count 0 and its score is their sum; a subject column beside the
 * questions must hold that sum (sum-mismatch at the subject column otherwise, also when only one of the
 * two is absent). Rows with a problem are left out.
 */
export function checkRows(
  headers: readonly string[],
  data: readonly (readonly string[])[],
  columns: readonly ColumnAssignment[],
  fullScores: Readonly<Record<string, number>>,
  classes: readonly ImportClass[],
  schools: readonly ImportSchool[],
): RowCheck {
  const at = (role: ColumnRole) => columns.findIndex((c) => c.role === role)
  const cx = at('xuehao')
  const cn = at('name')
  const cc = at('class')
  const cs = at('school')
  const papers = paperPlans(columns, fullScores)
  const withItems = papers.some((p) => p.questions.length > 0)
  const schoolByName = new Map<string, string>()
  for (const s of schools) schoolByName.set(s.name.replace(/\s+/gu, ''), s.id)
  const classByKey = new Map<string, string>()
  for (const c of classes) classByKey.set(`${c.schoolId}/${c.no}`, c.id)
  const onlySchool = schools.length === 1 ? schools[0]!.id : null

  const problems = new ProblemTally()
  const rows: ImportRow[] = []
  const seen = new Map<string, number>()
  let badRows = 0
  for (let r = 0; r < data.length; r++) {
    const cells = data[r]!
    const rowNo = r + 2
    let bad = false
    const cell = (i: number) => (i >= 0 ? (cells[i] ?? '').trim() : '')
    const add = (col: number, kind: ProblemKind, value: string, detail?: string) => {
      bad = true
      problems.add(kind, () => ({ row: rowNo, column: columnLabel(headers, col), kind, value, message: detail ?? PROBLEM_LABELS[kind] }))
    }
    /** A score cell read against its full score: the score, null for absent, undefined after adding its problem. */
    const score = (index: number, full: number, overMessage: string): number | null | undefined => {
      const raw = cell(index)
      const read = readScoreCell(raw)
      if (read.kind === 'absent') return null
      if (read.kind === 'invalid') add(index, 'not-number', raw)
      else if (read.value < 0) add(index, 'negative', raw)
      else if (read.value > full) add(index, 'above-full', raw, overMessage)
      else return read.value
      return undefined
    }

    const xuehao = cell(cx)
    const name = cell(cn)
    if (!xuehao) add(cx, 'missing-xuehao', '')
    else {
      const first = seen.get(xuehao)
      if (first !== undefined) add(cx, 'duplicate', xuehao, `学号重复（与第${first}行相同）`)
      else seen.set(xuehao, rowNo)
    }
    if (!name) add(cn, 'missing-name', '')

    let schoolId = onlySchool
    if (cs >= 0) {
      const raw = cell(cs)
      schoolId = schoolByName.get(raw.replace(/\s+/gu, '')) ?? (raw === '' ? onlySchool : null)
      if (!schoolId) add(cs, 'unknown-school', raw)
    }
    const rawClass = cell(cc)
    const no = classNumberOf(rawClass)
    const classId = schoolId && no !== null ? classByKey.get(`${schoolId}/${no}`) : undefined
    if (schoolId && !classId) add(cc, 'unknown-class', rawClass)

    const scores: (number | null)[] = []
    const items: (number[] | null)[] = []
    for (const p of papers) {
      const own = p.column === null ? null : score(p.column, p.fullScore, `超过满分${fullText(p.fullScore)}`)
      if (p.questions.length === 0) {
        scores.push(own ?? null)
        items.push(null)
        continue
      }
      const marks = p.questions.map((q) => score(q.column, q.fullScore, `超过该题满分${fullText(q.fullScore)}`))
      if (own === undefined || marks.includes(undefined)) continue
      const sat = marks.some((x) => x !== null)
      const values = marks.map((x) => x ?? 0)
      const sum = roundScore(values.reduce((s, x) => s + x, 0))
      if (p.column !== null) {
        const raw = cell(p.column)
        if (own === null && sat) add(p.column, 'sum-mismatch', raw, `科目成绩为空或缺考，但各小题合计${fullText(sum)}`)
        else if (own !== null && !sat) add(p.column, 'sum-mismatch', raw, `有科目成绩${raw}，但各小题都为空`)
        else if (own !== null && Math.abs(own - sum) > 1e-6) add(p.column, 'sum-mismatch', raw, `各小题之和为${fullText(sum)}，与科目成绩${raw}不一致`)
      }
      scores.push(sat ? sum : null)
      items.push(sat ? values : null)
    }
    if (bad || !classId) badRows++
    else rows.push(withItems ? { row: rowNo, xuehao, name, classId, scores, items } : { row: rowNo, xuehao, name, classId, scores })
  }
  return { problems: problems.listed, problemCount: problems.total, kindCounts: problems.kindCounts, rows, badRows }
}
