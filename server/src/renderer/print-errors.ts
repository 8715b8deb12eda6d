import { ERROR_CATALOGUE, type CatalogueCode } from '../domain/errors/catalogue.ts'

/**
 * Why printing a report failed, and what follows: a page that never says ready or shows no report
 * fails its task at once (printing it again would only wait as long again); anything else (Chromium
 * crashed or was restarted under it, a closed target) is retried on a fresh browser.
 */
export class PrintFailure extends Error {
  constructor(
    readonly code: CatalogueCode,
    detail: string,
  ) {
    super(detail)
    this.name = 'PrintFailure'
  }

  /** The catalogued words the task shows (spec 3 §4 status 3). */
  get userMessage(): string {
    return ERROR_CATALOGUE[this.code].message
  }
}

export function pageTimeout(url: string, ms: number): PrintFailure {
  return new PrintFailure('BFF_ERR_RENDERER_PAGE_TIMEOUT', `no __REPORT_READY__ after ${ms} ms: ${url}`)
}

export function pageFailed(url: string, why: string): PrintFailure {
  return new PrintFailure('BFF_ERR_RENDERER_PAGE_FAILED', `${why}: ${url}`)
}

/** Worth another attempt on a fresh page (and browser, when it was the browser that went). */
export function isRetryable(error: unknown): boolean {
  if (error instanceof PrintFailure) return false
  if (error instanceof Error && error.name === 'AbortError') return false
  return true
}
