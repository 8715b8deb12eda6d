import { sessionName } from '@report/fixtures/cassettes/cassette'

/** The browser's session as the BFF sees it: the cookies, never shown to page script. */
export interface Session {
  fxtoken: string | undefined
  unifyToken: string | undefined
  exportMode: boolean
  /** Short hash of the tokens: cache keys and logs use it, never the tokens themselves. */
  key: string
}

export function makeSession(fxtoken: string | undefined, unifyToken: string | undefined, exportMode: boolean): Session {
  return { fxtoken, unifyToken, exportMode, key: sessionName(fxtoken, unifyToken) }
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
