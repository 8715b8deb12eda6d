import { BffRequestError } from './bff-client.ts'
import { toaster } from './toaster.ts'

const NO_PERMISSION_TEXT = '该考试不存在或您没有权限，请核查或联系客服'
const TRY_LATER_TEXT = '请稍后再试'
const ERROR_DURATION_MS = 6000

/**
 * The error toast of spec 1 §8. The BFF already chose the catalogue text; this only decides how it
 * shows. Kinds that render a whole view (no-session) are not toasted.
 */
export function notifyError(error: unknown): void {
  if (error instanceof BffRequestError && error.kind === 'no-session') return
  if (error instanceof DOMException && error.name === 'AbortError') return

  const message = error instanceof Error && error.message ? error.message : TRY_LATER_TEXT
  const mentions401 = message.includes('401')
  const text = mentions401 ? NO_PERMISSION_TEXT : message
  const id = `error:${text}`
  // The same failure from several requests at once shows once.
  if (toaster.isVisible(id)) return

  toaster.create({
    id,
    type: 'error',
    description: text,
    closable: true,
    duration: mentions401 ? Infinity : ERROR_DURATION_MS,
  })
}

/**
 * A success toast stays long enough to read a sentence (已发布，家长可以查看本次考试的成绩报告): the
 * toaster's own 2 s for success was gone before a slow reader, or a busy machine, got to it.
 */
const SUCCESS_DURATION_MS = 5000

export function notifySuccess(text: string): void {
  toaster.create({ type: 'success', description: text, closable: true, duration: SUCCESS_DURATION_MS })
}
