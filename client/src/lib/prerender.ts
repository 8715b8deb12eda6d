import type { PrerenderLayout } from '@report/contracts/bff/first-view'
import { useSyncExternalStore } from 'react'

/**
 * A report page drawn by the BFF into its document (issue 34: first content with the document, not after
 * the scripts) and hydrated here. What the server cannot measure — the viewport — it guesses from the
 * request and writes on the root; a render that hydrates takes the same guess, so both draw the same
 * markup, and corrects it after (a phone guessed as a desktop gets its layout one frame later).
 */
export interface Prerender {
  layout: PrerenderLayout
  /** Whether the page is in another site's frame, as the BFF read it (the session view's key). */
  embedded: boolean
}

/** The server's render in progress, or on the client the document's markup. */
let current: Prerender | null = null

export const isServer = typeof window === 'undefined'

/** What the markup was drawn for: during the server's render, and on a client that hydrates it. */
export const prerendering = (): Prerender | null => current

/** Runs `render` as drawn for `prerender` (the server's renders are synchronous, one at a time). */
export function withPrerender<T>(prerender: Prerender, render: () => T): T {
  current = prerender
  try {
    return render()
  } finally {
    current = null
  }
}

/** The document's markup was drawn for `layout`. (Whether the page is framed the client reads from its own window.) */
export function hydrating(layout: PrerenderLayout): void {
  current = { layout, embedded: false }
}

const never = () => () => {}

/**
 * The layout to draw for while this render must match the BFF's markup — the server's own render, and a
 * render that hydrates (React reads the server snapshot then, and only then: a Suspense boundary
 * hydrates after the root, so no flag set and cleared around hydrateRoot could tell) — else null: the
 * browser's own screen decides.
 */
export function usePrerenderLayout(): PrerenderLayout | null {
  const matching = useSyncExternalStore(never, () => false, () => true)
  return matching ? (current?.layout ?? null) : null
}

/** The widest viewport a layout stands for: the columns drawn for it cover any narrower screen. */
export const PRERENDER_WIDTH_PX: Record<PrerenderLayout, number> = { phone: 768, desktop: 2560 }
