const AUTH_TOKEN_KEYS = ['token', 'hfsToken', 'ygToken', 'hfsfd-token'] as const
const ALL_TOKEN_KEYS = ['fxPdfToken', 'unifyToken', 'fxtoken', ...AUTH_TOKEN_KEYS] as const
const MAX_TOKEN_LENGTH = 4096

/** What a document request's token parameter asks for (DESIGN.md token chain, spec 1 §4 steps 2–5). */
export type ExchangePlan =
  | { step: 'pdf'; token: string }
  | { step: 'unify'; unifyToken: string; platform: string }
  | { step: 'login'; token: string }
  | { step: 'auth'; token: string; platform: string }

export interface DocumentRequestFacts {
  query: URLSearchParams
  /** `Sec-Fetch-Dest` header, if any. */
  fetchDest: string | undefined
}

function platformOf(facts: DocumentRequestFacts): string {
  const fromQuery = facts.query.get('platform')
  if (fromQuery && /^[A-Za-z0-9_-]{1,32}$/.test(fromQuery)) return fromQuery
  if (facts.fetchDest === 'iframe' || facts.query.get('iframe') === '1') return 'yj'
  return 'fx'
}

function usable(value: string | null): value is string {
  return value !== null && value.length > 0 && value.length <= MAX_TOKEN_LENGTH && !/[\s;,\u0000-\u001f\u007f]/.test(value)
}

/** Picks the first step of the chain that the query triggers, in the guard's order. */
export function planExchange(facts: DocumentRequestFacts): ExchangePlan | null {
  const q = facts.query
  const pdf = q.get('fxPdfToken')
  if (usable(pdf)) return { step: 'pdf', token: pdf }
  const unify = q.get('unifyToken')
  if (usable(unify)) return { step: 'unify', unifyToken: unify, platform: platformOf(facts) }
  const login = q.get('fxtoken')
  if (usable(login)) return { step: 'login', token: login }
  for (const key of AUTH_TOKEN_KEYS) {
    const token = q.get(key)
    if (usable(token)) return { step: 'auth', token, platform: platformOf(facts) }
  }
  return null
}

/** True when the query carries any token parameter, usable or not (it must never stay in the URL). */
export function hasTokenParam(query: URLSearchParams): boolean {
  return ALL_TOKEN_KEYS.some((key) => query.has(key))
}

/** The same page without token parameters (and without `platform` after an auth step). */
export function pathWithoutTokens(pathname: string, query: URLSearchParams, dropPlatform: boolean): string {
  const kept = new URLSearchParams()
  for (const [key, value] of query) {
    if ((ALL_TOKEN_KEYS as readonly string[]).includes(key)) continue
    if (dropPlatform && key === 'platform') continue
    kept.append(key, value)
  }
  const search = kept.toString()
  return search ? `${pathname}?${search}` : pathname
}
