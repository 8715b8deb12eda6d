import type { ExamContext } from '@report/contracts/bff/exam-context'
import type { ExamLimit } from '@report/contracts/upstream/shell'

/** spec 1 §2 query parameters / §5: "Exam id containing a dash is cut at the dash before limit checks." */
export function limitExamId(examid: string): string {
  const cut = examid.split('-', 1)[0]
  return cut || examid
}

/** spec 1 §4 guard step 7: "When a route has examid and org greater than -1, check whether the exam is disabled for download". */
export function shouldCheckBanned(org: number | null): boolean {
  return org !== null && Number.isInteger(org) && org > -1
}

/** spec 1 §8 "Banned-download exam": the alert text with its reason. */
export function bannedText(reason: string): string {
  const why = reason.trim() || '未说明'
  return `当前考试涉嫌违反使用规则，已被禁止下载任何数据，请联系区域平台工作人员。原因：${why}`
}

/** spec 1 §8: alert with button OK; the user stays on the route. */
export function bannedAlert(disabled: { disabled: boolean; reason: string } | null): ExamContext['bannedAlert'] {
  if (!disabled?.disabled) return null
  return { title: '提示', text: bannedText(disabled.reason), button: '确定' }
}

export const LARGE_EXAM_TEXT = '本次联考参考人数超过12万人，部分报表和导出需分批加载，请耐心等待'

/** spec 1 §7 new-limit: "check for joint exam over 120 thousand examinees". */
export function largeExamNotice(limit: ExamLimit | null): string | null {
  return limit?.isLimit ? LARGE_EXAM_TEXT : null
}

/** Only joint and unified exams can be large joint exams: the limit is asked for them alone. */
export function needsLimitCheck(scale: number): boolean {
  return scale === 2 || scale === 3
}
