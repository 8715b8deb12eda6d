import type { FastifyInstance } from 'fastify'

/**
 * A user at the BFF, as the view cassettes see one: each request goes through `app.inject` with that
 * user's cookies (kept from the Set-Cookie answers, the sign-in's first), and its answer is what the
 * user would notice: the status, a redirect's target and the body. Recording keeps the answers beside
 * the upstream exchanges; replay sends the same requests in the same order and compares.
 */

export interface ViewRequest {
  /** The login token the user signed in with (`demo-…`), naming whose cookies go with the request. */
  user: string
  method: 'GET' | 'POST'
  url: string
  body?: unknown
}

export interface ViewAnswer {
  status: number
  location?: string
  /** Parsed JSON, else the text. */
  body: unknown
}

export interface RecordedView {
  request: ViewRequest
  answer: ViewAnswer
}

export class ViewClient {
  readonly views: RecordedView[] = []
  private readonly jars = new Map<string, Map<string, string>>()

  constructor(private readonly app: FastifyInstance) {}

  async send(request: ViewRequest): Promise<ViewAnswer> {
    const jar = this.jars.get(request.user) ?? new Map<string, string>()
    this.jars.set(request.user, jar)
    const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ')
    const res = await this.app.inject({
      method: request.method,
      url: request.url,
      headers: cookie ? { cookie } : {},
      ...(request.body === undefined ? {} : { payload: request.body as object }),
    })
    const setCookie = res.headers['set-cookie']
    for (const line of Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : []) {
      const pair = line.split(';', 1)[0]!
      const at = pair.indexOf('=')
      const [name, value] = [pair.slice(0, at), pair.slice(at + 1)]
      if (value === '') jar.delete(name)
      else jar.set(name, value)
    }
    const isJson = String(res.headers['content-type'] ?? '').includes('json')
    const answer: ViewAnswer = {
      status: res.statusCode,
      ...(res.headers.location ? { location: String(res.headers.location) } : {}),
      body: isJson ? res.json() : res.body,
    }
    this.views.push({ request, answer })
    return answer
  }

  get(user: string, path: string, params: Record<string, string> = {}): Promise<ViewAnswer> {
    const query = new URLSearchParams(params).toString()
    return this.send({ user, method: 'GET', url: query ? `${path}?${query}` : path })
  }

  post(user: string, path: string, body: unknown): Promise<ViewAnswer> {
    return this.send({ user, method: 'POST', url: path, body })
  }
}

/**
 * An answer as compared between recording and replay. Two things in it are not the upstream's and
 * not the view's logic: the request id of an error (new per request) and the footer's copyright year
 * (the BFF's own clock, while every other date comes from the recorded upstream).
 */
export function comparable(answer: ViewAnswer): ViewAnswer {
  return JSON.parse(JSON.stringify(answer), (key, value: unknown) => {
    if (key === 'requestId' && typeof value === 'string') return '<request id>'
    if (key === 'copyright' && typeof value === 'string') return value.replace(/^© \d{4}/, '© <year>')
    return value
  }) as ViewAnswer
}
