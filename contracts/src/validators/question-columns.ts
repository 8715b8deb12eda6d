// Per-question columns of a score file (issue 18: "per-subject — optionally per-question — scores"):
// the header convention the guess reads, and the papers (subjects with their questions) a mapping makes.
//
// Header convention. A question column is headed by the subject's name and the question's number:
//   数学1  数学 1  数学-1  数学_1  数学.1  数学第1题  数学-第1题  数学1题  数学T1  数学Q1  (and 数学1得分)
// all read as subject 数学, question 1. The subject part is a known subject (语文, 数学 …) or, when not,
// a name of two or more characters that at least two question-shaped headers share (信息1, 信息2), so a
// lone 编号2 or 考场1 is not taken for a question. A question's full score is set per column; the
// subject's full score is then the sum of its questions' (a file may also keep the subject column,
// which the import checks against the questions' sum).

import type { ColumnAssignment } from './custom-import.ts'
import { namesKnownSubject, subjectOfHeader } from './subject-names.ts'

export const MAX_QUESTION_NUMBER = 200

export interface QuestionHeader {
  subject: string
  question: number
}

const QUESTION_HEADER = /^(.*?[^\d\s._\-—－第])[\s._\-—－]*(?:第(\d{1,3})题|[TtQq](\d{1,3})|(\d{1,3})题?)(?:得分|分)?$/u

/** parseQuestionHeader(h) = the subject and question number a header names under the convention, or null. */
export function parseQuestionHeader(header: string): (QuestionHeader & { known: boolean; prefix: string }) | null {
  const h = header.replace(/\s+/gu, ' ').trim()
  const m = QUESTION_HEADER.exec(h)
  if (!m) return null
  const prefix = m[1]!.trim()
  const question = Number(m[2] ?? m[3] ?? m[4])
  if (!(question >= 1 && question <= MAX_QUESTION_NUMBER)) return null
  const known = namesKnownSubject(prefix)
  if (!known && [...prefix].length < 2) return null
  return { subject: subjectOfHeader(prefix.replace(/\s+/gu, '')), question, known, prefix }
}

/**
 * questionHeaders(H) = per header, the question it names when it is one: known-subject headers always,
 * other prefixes only when two or more headers share them.
 */
export function questionHeaders(headers: readonly string[]): (QuestionHeader | null)[] {
  const parsed = headers.map(parseQuestionHeader)
  const shared = new Map<string, number>()
  for (const p of parsed) if (p && !p.known) shared.set(p.prefix, (shared.get(p.prefix) ?? 0) + 1)
  return parsed.map((p) => (p && (p.known || (shared.get(p.prefix) ?? 0) >= 2) ? { subject: p.subject, question: p.question } : null))
}

/**
 * guessQuestionFull(cells) = the full score a question column gets before the user sets it: the highest
 * score in the column rounded up (someone usually gets a question right), at least 1; null without a number.
 */
export function guessQuestionFull(cells: Iterable<string>): number | null {
  let max = -Infinity
  for (const c of cells) {
    const x = Number(c.trim())
    if (c.trim() !== '' && Number.isFinite(x) && x > max) max = x
  }
  return max === -Infinity ? null : Math.max(1, Math.ceil(max))
}

export interface PaperQuestionPlan {
  question: number
  fullScore: number
  /** The column index in the file. */
  column: number
}

/** One subject of the import: its own column (if mapped), its questions by number, and its full score. */
export interface PaperPlan {
  subject: string
  column: number | null
  questions: PaperQuestionPlan[]
  /** The sum of the questions' full scores when it has questions, else the subject's full score as set. */
  fullScore: number
}

const numberOf = (raw: number | string | undefined): number => (typeof raw === 'number' ? raw : raw === undefined || String(raw).trim() === '' ? NaN : Number(String(raw).trim()))

/** Sums kept to six decimals: half points added up must compare equal to what a file writes. */
export const roundScore = (x: number): number => Math.round(x * 1e6) / 1e6

/**
 * paperPlans(A, F) = the subjects the mapping A imports, in order of their first column, each with its
 * subject column, its question columns sorted by number, and its full score (F's for a subject without
 * questions, the sum of its questions' otherwise). Names are trimmed; checking them is checkMapping's.
 */
export function paperPlans(columns: readonly ColumnAssignment[], fullScores: Readonly<Record<string, number | string>>): PaperPlan[] {
  const plans = new Map<string, PaperPlan>()
  const planOf = (subject: string) => {
    let p = plans.get(subject)
    if (!p) plans.set(subject, (p = { subject, column: null, questions: [], fullScore: NaN }))
    return p
  }
  columns.forEach((c, i) => {
    if (c.role !== 'subject' && c.role !== 'question') return
    const p = planOf((c.subject ?? '').trim())
    if (c.role === 'subject') p.column ??= i
    else p.questions.push({ question: c.question ?? NaN, fullScore: numberOf(c.fullScore), column: i })
  })
  return [...plans.values()].map((p) => {
    const questions = [...p.questions].sort((a, b) => a.question - b.question)
    const fullScore = questions.length > 0 ? roundScore(questions.reduce((s, q) => s + q.fullScore, 0)) : numberOf(fullScores[p.subject])
    return { ...p, questions, fullScore }
  })
}
