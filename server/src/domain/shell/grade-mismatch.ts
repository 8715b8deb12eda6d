import type { ShellView } from '@report/contracts/bff/shell'
import { QR_WIDTH } from './qr-images.ts'

export const GRADE_MISMATCH_TEXT = '当前角色所在年级与购买版本的年级不一致，请联系客服处理'

export interface GradeMismatchFacts {
  isSimple: boolean
  /** The grades of the user's role (getGradeList). */
  roleGrades: readonly string[]
  /** The grade the simple edition was bought for; null when the edition has none. */
  versionGrade: string | null
  /** Customer-service QR image, '' when unknown. */
  customerQrUrl: string
}

/**
 * spec 1 §5: "A user whose grade differs from the purchased grade (simple version) gets a
 * non-closable notice: the current role's grade differs from the purchased version's grade, contact
 * customer service (with QR image)." A role without grades cannot be said to differ.
 */
export function gradeMismatchNotice(facts: GradeMismatchFacts): ShellView['blockingNotice'] {
  if (!facts.isSimple || !facts.versionGrade || facts.roleGrades.length === 0) return null
  if (facts.roleGrades.includes(facts.versionGrade)) return null
  return {
    text: GRADE_MISMATCH_TEXT,
    qr: facts.customerQrUrl ? { imageUrl: facts.customerQrUrl, text: '扫码联系客服', width: QR_WIDTH } : null,
  }
}
