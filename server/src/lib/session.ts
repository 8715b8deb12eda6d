import { sessionName } from '@report/fixtures/cassettes/cassette'
import { exportScopeOf, isExportClaims, type ExportScope } from '../domain/session/export-session.ts'
import { decodeTokenClaims } from '../domain/session/token-claims.ts'

/** The browser's session as the BFF sees it: the cookies, never shown to page script. */
export interface Session {
  fxtoken: string | undefined
  unifyToken: string | undefined
  /** A PDF-export session: by its `fxExport=pdf` cookie or by its unify token's claims (a dropped cookie lifts nothing). */
  exportMode: boolean
  /** An export session's exam and end, as far as its token says (plugins/export-session.ts enforces them). */
  exportScope: ExportScope | undefined
  /** Short hash of the tokens: cache keys and logs use it, never the tokens themselves. */
  key: string
}

/** RFC 6265 cookie-octets: a token with anything else cannot go upstream in a Cookie header, so it is no token. */
const COOKIE_OCTETS = /^[\x21\x23-\x2b\x2d-\x3a\x3c-\x5b\x5d-\x7e]+$/
const sendable = (value: string | undefined) => (value !== undefined && COOKIE_OCTETS.test(value) ? value : undefined)

const ignoreUndecodable = () => {}

export function makeSession(fxtoken: string | undefined, unifyToken: string | undefined, exportMode: boolean): Session {
  const fx = sendable(fxtoken)
  const unify = sendable(unifyToken)
  // Decoded once per session (plugins/session.ts keeps sessions); shell.ts logs an undecodable token.
  const claims = unify === undefined ? null : decodeTokenClaims(unify, ignoreUndecodable)
  const isExport = exportMode || isExportClaims(claims)
  return { fxtoken: fx, unifyToken: unify, exportMode: isExport, exportScope: isExport ? exportScopeOf(claims) : undefined, key: sessionName(fx, unify) }
}

export function hasSession(session: Session): boolean {
  return Boolean(session.unifyToken || session.fxtoken)
}

/** DESIGN.md: the BFF sends the session cookies on as `Cookie: fxtoken=…; unifyToken=…`. */
export function upstreamCookieHeader(session: Session): string | undefined {
  const parts: string[] = []
  if (session.fxtoken) parts.push(`fxtoken=${session.fxtoken}`)
  if (session.unifyToken) parts.push(`unifyToken=${session.unifyToken}`)
  return parts.length ? parts.join('; ') : undefined
}
