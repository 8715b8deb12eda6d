import type { MappedError } from '../errors/map-upstream-error.ts'
import { catalogued, type CatalogueCode } from '../errors/catalogue.ts'

/** The download tasks' codes in the one catalogue (domain/errors/catalogue.ts). */
export type TaskErrorCode = Extract<CatalogueCode, `BFF_ERR_TASKS_${string}`>

export function taskError(code: TaskErrorCode, message?: string): MappedError {
  return catalogued(code, message)
}

/** spec 3 §8 "Delete failure: the error text followed by 删除失败". */
export function deleteFailedMessage(cause: string | undefined): string {
  const text = (cause ?? '').trim().replace(/[。.！!]+$/, '')
  return text ? `${text}，删除失败` : '删除失败'
}
