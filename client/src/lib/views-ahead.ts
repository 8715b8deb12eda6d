import { useRef } from 'react'
import { isServer } from './prerender.ts'

/**
 * Answers to view requests (GET /report/bff/…), held for the component that is about to ask: the views
 * the document carried (its first view, lib/first-view.ts), and the views a route asks for on entry,
 * all at once, before its components mount one inside another and would each ask after the previous
 * one's answer. bffGet takes a held answer instead of asking, once and while it is fresh; after that
 * the usual request (SWR's revalidation) goes out.
 */

/**
 * Longer than a route's components take to mount after its entry, or after the page starts: on a busy
 * machine a report page mounted more than 10 s after its script started. One not taken by then is
 * dropped (its hook never asked), so no later visit to that address is shown an old answer as new.
 */
const FRESH_MS = 30_000

const held = new Map<string, { at: number; answer: Promise<unknown> }>()

const isFresh = (entry: { at: number }) => performance.now() - entry.at < FRESH_MS

/** Holds `answer` for the next bffGet of `path`. */
export function holdView(path: string, answer: Promise<unknown>): void {
  for (const [key, entry] of held) if (!isFresh(entry)) held.delete(key)
  // Whoever takes it reports a failure; an answer nobody takes is no unhandled rejection.
  answer.catch(() => {})
  held.set(path, { at: performance.now(), answer })
}

export function isViewHeld(path: string): boolean {
  const entry = held.get(path)
  return entry !== undefined && isFresh(entry)
}

/** The held answer for `path`, once; undefined when there is none or it is stale. */
export function takeHeldView(path: string): Promise<unknown> | undefined {
  const entry = held.get(path)
  if (!entry) return undefined
  held.delete(path)
  return isFresh(entry) ? entry.answer : undefined
}

/**
 * Calls `ask(path)` when `path` changes (route entry, another filter), not on every render: a render
 * after the component below took the answer must not ask again.
 */
export function useAskAhead(path: string | null, ask: (path: string) => void): void {
  const asked = useRef<string | null>(null)
  // The BFF drawing the page has every view it draws; it asks nothing on the page's behalf.
  if (path !== null && path !== asked.current && !isServer) ask(path)
  asked.current = path
}
