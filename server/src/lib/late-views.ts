import type { FastifyInstance, FastifyRequest } from 'fastify'
import { LRUCache } from 'lru-cache'
import { BFF_PREFIX } from '@report/contracts/constants'

declare module 'fastify' {
  interface FastifyInstance {
    /** Views documents left computing past their deadline, for the pages' own asks (views/first-view.ts). */
    lateViews: LateViews
  }
}

/** How long a late view waits for its page's own ask: the page asks as soon as its scripts run. */
const HELD_MS = 15_000
/** Late views held at once (each a view being computed or just computed): a bound on what they keep alive. */
const HELD_AT_MOST = 64

/**
 * Views a document computed but did not wait for (past FIRST_VIEW_DEADLINE_MS, views/first-view.ts). The page
 * asks for each itself as soon as it runs; it takes the computation under way instead of starting another.
 * Issue 37: a province view's page costs 0.3–0.9 s, and computed twice a full load paid most of it again after
 * the document's deadline. Held by session and view key, each taken once, for a few seconds.
 */
export class LateViews {
  private readonly held = new LRUCache<string, Promise<unknown>>({ max: HELD_AT_MOST, ttl: HELD_MS })

  hold(sessionKey: string, viewKey: string, view: Promise<unknown>): void {
    // A failure is met again by the page's own ask, which computes the view anew.
    view.catch(() => {})
    this.held.set(heldKey(sessionKey, viewKey), view)
  }

  /** The view the same session's document left computing under this key, once; else undefined. */
  take(sessionKey: string, viewKey: string): Promise<unknown> | undefined {
    const key = heldKey(sessionKey, viewKey)
    const view = this.held.get(key)
    if (view !== undefined) this.held.delete(key)
    return view
  }
}

const heldKey = (sessionKey: string, viewKey: string) => `${sessionKey}\n${viewKey}`

/**
 * A view route's answer (GET /exam-context, /report-page): the view this session's document left computing
 * under the request's own key, past its deadline, else `compute()`; a late view that failed is computed anew.
 */
export function viewOrLate<T>(app: FastifyInstance, request: FastifyRequest, view: string, compute: () => Promise<T>): Promise<T> {
  const late = app.lateViews.take(request.session.key, request.url.slice(BFF_PREFIX.length))
  if (late === undefined) return compute()
  return (late as Promise<T>).then((data) => {
    app.metrics.firstViews.inc({ view, result: 'taken' })
    return data
  }, compute)
}
