import type { TransformationExam, TransformationResult } from '@report/contracts/bff/transformation'
import type { ValueAddedExam, ValueAddedResult } from '@report/contracts/bff/level-value-added'
import type { EquivalentExam, EquivalentResult } from '@report/contracts/upstream/level-equivalent'
import type { FogangRanksData } from '@report/contracts/upstream/level-fogang'
import type { LevelExam } from '@report/contracts/upstream/level-score'
import { comparableExams, examKey, type CohortExam } from './comparable-exams.ts'
import { LEVEL_EXAM_TYPE, levelExamItems } from './level-exams.ts'
import { formatDate } from '@report/contracts/format/date-time'

// The value-added (fxtype 6) and score-transformation pages' view models.

const fixed = (x: number | null, d: number): string => (x === null ? '--' : x.toFixed(d))

export function toValueAddedResult(d: FogangRanksData): ValueAddedResult['result'] {
  const subject = d.subjects.find((s) => s.pindex === d.pindex)?.subject ?? '总分'
  return {
    title: `${d.entry.name} → ${d.exit.name}（${subject}）`,
    subjects: d.subjects,
    pindex: d.pindex,
    matched: d.matched,
    classes: d.classes.map((c) => ({ rank: c.rank, name: c.name, school: c.school, count: c.count, value: fixed(c.valueAdded, 4) })),
    students: d.students.map((s) => ({ rank: s.rank, name: s.name, className: s.className, entry: `${fixed(s.entryScore, 1)}（Z ${fixed(s.entryZ, 3)}）`, exit: `${fixed(s.exitScore, 1)}（Z ${fixed(s.exitZ, 3)}）`, value: fixed(s.valueAdded, 4) })),
    truncated: d.students.length < d.matched,
  }
}

const cohortExam = (e: EquivalentExam | LevelExam, time: number | string): CohortExam => ({
  key: examKey(e),
  cohortKey: `${e.stage}-${e.cohort}`,
  time,
  type: e.type,
  subjects: e.papers.map((p) => p.subject),
})

const valueAddedCohort = (list: readonly LevelExam[]) => list.filter((e) => e.type !== LEVEL_EXAM_TYPE).map((e) => cohortExam(e, e.event_time))
const transformationCohort = (list: readonly EquivalentExam[]) => list.filter((e) => e.type !== LEVEL_EXAM_TYPE).map((e) => cohortExam(e, e.time))

/** The value-added page's exams (level-score list rules). */
export function toValueAddedExams(list: readonly LevelExam[]): ValueAddedExam[] {
  return levelExamItems(list)
}

/** The entry exams of exit exam `key` (examid:org), the default first; null when the list has no such exam. */
export function valueAddedEntries(list: readonly LevelExam[], key: string): string[] | null {
  const cohort = valueAddedCohort(list)
  const exit = cohort.find((c) => c.key === key)
  return exit ? comparableExams(exit, cohort, { earlier: true }) : null
}

export function toTransformationExams(list: readonly EquivalentExam[]): TransformationExam[] {
  const kept = list.filter((e) => e.type !== LEVEL_EXAM_TYPE)
  return kept
    .map((e, i) => ({ e, i }))
    .sort((a, b) => (a.e.time < b.e.time ? 1 : a.e.time > b.e.time ? -1 : a.i - b.i))
    .map(({ e }) => ({
      examid: e.examid,
      org: e.org,
      name: e.name,
      date: formatDate(e.time),
      cohortKey: `${e.stage}-${e.cohort}`,
      papers: e.papers.map((p) => ({ pindex: p.pindex, subject: p.subject })),
      status: e.hasOver && e.baseLine ? `已转换（基准：${e.baseLine.name}）` : '未转换',
      hasResult: e.hasOver,
    }))
}

/** The bases exam `key` (examid:org) may be converted onto, the default first; null when the list has no such exam. */
export function transformationBases(list: readonly EquivalentExam[], key: string): string[] | null {
  const cohort = transformationCohort(list)
  const exam = cohort.find((c) => c.key === key)
  return exam ? comparableExams(exam, cohort, { earlier: false }) : null
}

export function toTransformationResult(d: EquivalentResult): TransformationResult['result'] {
  return {
    title: d.name,
    base: d.base.name,
    unmatched: d.unmatched,
    papers: d.papers.map((p) => ({
      subject: p.subject,
      summary: `参考 ${p.takers} 人，平均分 ${p.mean.toFixed(2)}（满分 ${p.manfen}）；基准 ${p.baseTakers} 人，平均分 ${p.baseMean.toFixed(2)}（满分 ${p.baseManfen}）；等值分平均 ${p.equivalentMean.toFixed(2)}`,
      rows: p.rows.map((r) => ({ raw: r.raw, count: r.count, percentile: `${r.percentile.toFixed(2)}%`, equivalent: r.equivalent.toFixed(2) })),
    })),
  }
}
