import type { TokenClaims } from './token-claims.ts'

/**
 * What an export session may do (DESIGN.md "Kinds of session"; issue 30 item 3): it prints. It is
 * read-only, names one exam (or a task of one exam), and ends at its token's expiry. The facts come
 * from the unify token's claims, read without trusting them: a forged claim can only take a
 * permission away (the platform checks the signature of what it is sent), never add one.
 */
export interface ExportScope {
  /** The exam the session prints; undefined when its token does not say. */
  exam: string | undefined
  /** Its token's `exp` in ms; undefined when its token does not say. */
  expiresAtMs: number | undefined
}

/** Claims of an export session's unify token (as the reference upstream writes them: `kind: 'pdf'`). */
export function isExportClaims(claims: TokenClaims | null): boolean {
  return claims?.kind === 'pdf'
}

export function exportScopeOf(claims: TokenClaims | null): ExportScope {
  const exam = claims?.exam
  const exp = claims?.exp
  return {
    exam: typeof exam === 'string' && exam !== '' ? exam : typeof exam === 'number' && Number.isFinite(exam) ? String(exam) : undefined,
    expiresAtMs: typeof exp === 'number' && Number.isFinite(exp) ? exp * 1000 : undefined,
  }
}

/** spec 1 §2 "examid may look like 'id-schoolid'": the same exam whatever school part follows. */
function examOf(examid: string): string {
  const dash = examid.indexOf('-')
  return dash === -1 ? examid : examid.slice(0, dash)
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

export type ExportVerdict = 'ok' | 'read-only' | 'expired' | 'other-exam'

/**
 * One request of an export session: a state-changing method is refused whatever it names; past its
 * expiry the session is no session; a request naming another exam (`examid`, where the BFF can tell)
 * is refused.
 */
export function judgeExportRequest(scope: ExportScope, request: { method: string; examids: readonly string[]; nowMs: number }): ExportVerdict {
  if (!SAFE_METHODS.has(request.method)) return 'read-only'
  if (scope.expiresAtMs !== undefined && scope.expiresAtMs <= request.nowMs) return 'expired'
  if (scope.exam !== undefined && request.examids.some((id) => examOf(id) !== examOf(scope.exam!))) return 'other-exam'
  return 'ok'
}

/**
 * The Max-Age of an export session's cookies: until its token's expiry, at most `capMs`, and `capMs`
 * when the token names no expiry. At least a second, so the cookie is set at all (the BFF refuses
 * the session once its expiry passes, whatever the browser keeps).
 */
export function exportCookieMaxAge(scope: ExportScope, nowMs: number, capMs: number): number {
  const leftMs = scope.expiresAtMs === undefined ? capMs : Math.min(capMs, scope.expiresAtMs - nowMs)
  return Math.max(1, Math.floor(leftMs / 1000))
}
