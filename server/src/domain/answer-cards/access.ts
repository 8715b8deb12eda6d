import type { CatalogueCode } from '../errors/catalogue.ts'

/**
 * Whether the exam was sat on scanned paper cards: what the platform says (exam info hasPaperCard),
 * or, where it says nothing, whether the exam came from the marking platform (org 0), which scans them.
 */
export function hasPaperCardOf(exam: { hasPaperCard?: boolean | undefined; org: number }): boolean {
  return exam.hasPaperCard ?? exam.org === 0
}

/**
 * spec 1 §2 / spec 3 §2 "Export answer cards: shown only if the exam has paper cards and is not an
 * experience exam". Students export nothing (spec 1 §6).
 */
export function answerCardsExportable(f: { hasPaperCard: boolean; isTrial: boolean; isStudent: boolean }): boolean {
  return f.hasPaperCard && !f.isTrial && !f.isStudent
}

/**
 * Who may open a sheet (answer-pics, paper-pics): only an exam with scanned cards has any; a school
 * that hides answer pictures (isHide) hides them from students and parents, not from its staff, and
 * so does a school's window (exam/interval) outside its dates.
 * Which student a user may open is the upstream's scope (their own, their classes, their schools).
 */
export function sheetRefusal(f: { hasPaperCard: boolean; isHide: boolean; isStudent: boolean; window?: SheetWindow | null; now?: number }): CatalogueCode | null {
  if (!f.hasPaperCard) return 'BFF_ERR_ANSWER_CARDS_NONE'
  if (f.isHide && f.isStudent) return 'BFF_ERR_ANSWER_CARDS_HIDDEN'
  if (f.isStudent && f.window && f.now !== undefined && !windowOpen(f.window, f.now)) return 'BFF_ERR_ANSWER_CARDS_CLOSED'
  return null
}

/** The school's window for students and parents (exam/interval): epoch ms, null open on that side. */
export interface SheetWindow {
  start: number | null
  end: number | null
}

/** Open at `now` when it is not before the start and not after the end (both ends included). */
export function windowOpen(window: SheetWindow, now: number): boolean {
  return (window.start === null || now >= window.start) && (window.end === null || now <= window.end)
}

/**
 * Whether an answer sheet kept in the cache may be handed again to who asks (DESIGN.md caches, spec 3
 * §9 3600 s), issue 20: the school's window must win over the cache. Staff are never refused, so their
 * copy stands. A student's or parent's copy stands only while the school has set no window for the
 * exam: with one, the platform judges every request on its own clock, so a sheet cached inside the
 * window is not readable after it closes, nor after the school closes it. Not knowing who asks, or
 * what the window is, is not a yes.
 */
export function cachedSheetReusable(f: { isStudent: boolean | null; window: SheetWindow | null }): boolean {
  if (f.isStudent === null) return false
  if (!f.isStudent) return true
  return f.window !== null && f.window.start === null && f.window.end === null
}

/**
 * Whether the 小分表's cells open answer pictures (spec 3 §7 matrix/answer-pic): only an exam sat on
 * scanned cards has them, and spec 2 §6 "trial or experience plans block drilling and navigation in
 * ranking and matrix reports".
 */
export function answerPicturesOpen(exam: { hasPaperCard?: boolean | undefined; org: number; isTrial: boolean }): boolean {
  return hasPaperCardOf(exam) && !exam.isTrial
}
