import type { ExamContext } from '@report/contracts/bff/exam-context'
import { answerCardsExportable } from '../answer-cards/access.ts'
import { examHref, EXAM_ROUTES, type BaseQuery } from './exam-routes.ts'

export interface ExportMenuFacts {
  base: BaseQuery
  org: number
  /** The exam was sat on printed answer cards the marking platform scanned (exam info hasPaperCard). */
  hasPaperCard: boolean
  isTrialExam: boolean
  /** The settings rule of spec 1 §4 decides who may set the exam up; the save applies the same rule. */
  canConfigureExam: boolean
  isStudent: boolean
  schoolTypeNum: number
  paid: boolean
}

/**
 * spec 1 §2 "Export menu (config-view)": download reports; export answer cards (only if the exam has
 * paper cards and is not an experience exam); exam settings (only for permitted roles); export reports;
 * export transcripts (only when the school type number is 0). Exam-config and report-export need a
 * purchased version, otherwise a version tip. Students export nothing.
 */
export function exportMenu(facts: ExportMenuFacts): ExamContext['exportMenu'] {
  if (facts.isStudent) return []
  const entry = (name: string, needsVersionTip = false) => {
    const route = EXAM_ROUTES.get(name)!
    return { key: name, label: route.title, href: examHref(route.path, facts.base), needsVersionTip }
  }
  const menu = [entry('export-excel')]
  if (answerCardsExportable({ hasPaperCard: facts.hasPaperCard, isTrial: facts.isTrialExam, isStudent: facts.isStudent })) menu.push(entry('answer-card'))
  if (facts.canConfigureExam) menu.push(entry('exam-config', !facts.paid))
  menu.push(entry('report-export', !facts.paid))
  if (facts.schoolTypeNum === 0) menu.push(entry('transcript-export'))
  return menu
}

/** spec 1 §2: "An advertisement shows on export-excel if the school has not paid." */
export function exportAd(paid: boolean, isStudent: boolean): boolean {
  return !paid && !isStudent
}
