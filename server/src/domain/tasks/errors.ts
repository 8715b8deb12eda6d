import type { ErrorKind } from '@report/contracts/bff/error'
import type { MappedError } from '../errors/map-upstream-error.ts'
import { VERSION_TIP } from '../shell/contact-card.ts'

/**
 * The download tasks' part of the error catalogue (spec 3 §8), codes BFF_ERR_TASKS_*. They are
 * MappedErrors, so the BFF's one error handler answers them in the one error shape. (Candidates for
 * server/src/errors.ts; kept here while that file is someone else's.)
 */
export const TASK_ERRORS = {
  BFF_ERR_TASKS_CREATE: { status: 502, kind: 'upstream', message: '创建任务失败' },
  BFF_ERR_TASKS_DELETE: { status: 502, kind: 'upstream', message: '删除失败' },
  BFF_ERR_TASKS_DETAIL: { status: 502, kind: 'upstream', message: '获取任务详情失败' },
  BFF_ERR_TASKS_VERSION_LIMIT: { status: 403, kind: 'version-limit', message: VERSION_TIP },
  BFF_ERR_TASKS_BANNED: { status: 403, kind: 'banned', message: '当前考试已被禁止下载' },
  BFF_ERR_TASKS_IP_RESTRICTED: { status: 403, kind: 'ip-restricted', message: '当前IP访问受限，请联系客服' },
  BFF_ERR_TASKS_DOWNLOAD_DISABLED: { status: 403, kind: 'forbidden', message: '当前考试暂不支持下载，请联系客服' },
  BFF_ERR_TASKS_RELOAD_BUSY: { status: 409, kind: 'invalid-input', message: '任务正在重新生成，请稍候' },
  BFF_ERR_TASKS_NOT_FOUND: { status: 404, kind: 'not-found', message: '该任务不存在或已被删除' },
  BFF_ERR_TASKS_FILE_SOURCE: { status: 400, kind: 'invalid-input', message: '下载地址无效' },
  BFF_ERR_TASKS_BAD_ACTION: { status: 400, kind: 'invalid-input', message: '该任务不支持此操作' },
} as const satisfies Record<string, { status: number; kind: ErrorKind; message: string }>

export type TaskErrorCode = keyof typeof TASK_ERRORS

export function taskError(code: TaskErrorCode, message?: string): MappedError {
  const entry = TASK_ERRORS[code]
  return { status: entry.status, kind: entry.kind, code, message: message ?? entry.message }
}

/** spec 3 §8 "Delete failure: the error text followed by 删除失败". */
export function deleteFailedMessage(cause: string | undefined): string {
  const text = (cause ?? '').trim().replace(/[。.！!]+$/, '')
  return text ? `${text}，删除失败` : '删除失败'
}
