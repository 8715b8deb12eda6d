import { COOKIE } from '@report/contracts/constants'

/** A cookie as Playwright's context.addCookies takes it. */
export interface SessionCookie {
  name: string
  value: string
  url: string
  /** As the BFF sets them (DESIGN.md session cookies): page script never reads a token. */
  httpOnly: true
  sameSite: 'Lax'
  /** Seconds since the epoch: the export session's end, from the cookie's Max-Age (the BFF enforces it too). */
  expires?: number
}

export class SessionError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'SessionError'
  }
}

/**
 * The task owner's PDF-export session, made once per task through the BFF's token exchange (spec 1
 * §4 guard step 2; DESIGN.md token chain step 1): a document request with `fxPdfToken` is answered
 * with a 302 that sets fxExport=pdf, fxtoken and unifyToken. The token is single-use, so this is the
 * only way to print with it: every context that prints one of the task's reports gets these cookies,
 * so the token crosses the wire once, never reaches page script, and the BFF's limit on new tokens
 * per address counts a task once, however many reports it holds.
 */
export async function pdfSessionCookies(bffUrl: string, pdfToken: string, signal?: AbortSignal): Promise<SessionCookie[]> {
  const res = await fetch(`${bffUrl}/report/export/pdf?${new URLSearchParams({ fxPdfToken: pdfToken }).toString()}`, {
    redirect: 'manual',
    headers: { accept: 'text/html' },
    ...(signal ? { signal } : {}),
  })
  await res.body?.cancel()
  const cookies: SessionCookie[] = []
  for (const line of res.headers.getSetCookie()) {
    const [pair = ''] = line.split(';', 1)
    const at = pair.indexOf('=')
    if (at <= 0) continue
    const value = pair.slice(at + 1)
    // A cleared cookie (empty, expired) is not part of the session.
    if (!value || /max-age=0/i.test(line)) continue
    const maxAge = /;\s*max-age=(\d+)/i.exec(line)?.[1]
    cookies.push({ name: pair.slice(0, at).trim(), value, url: bffUrl, httpOnly: true, sameSite: 'Lax', ...(maxAge ? { expires: Math.floor(Date.now() / 1000) + Number(maxAge) } : {}) })
  }
  if (res.status !== 302 || !cookies.some((c) => c.name === COOKIE.unified) || !cookies.some((c) => c.name === COOKIE.exportMode)) {
    throw new SessionError(`the BFF gave no PDF-export session (HTTP ${res.status})`)
  }
  return cookies
}
