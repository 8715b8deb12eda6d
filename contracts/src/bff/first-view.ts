/**
 * The first view of a report route's document (issue 34): the views the page would ask for first
 * (the shell's session view, the exam frame's context, the report page), computed by the BFF while it
 * serves the document and carried in it as JSON in `<script type="application/json" id="first-view">`,
 * each under the key the page asks for it by (view-keys.ts). A view missing from it is asked as usual.
 */
export const FIRST_VIEW_ELEMENT_ID = 'first-view'

export type FirstView = Record<string, unknown>

/**
 * The root element's attribute on a document whose page the BFF drew (issue 34): the layout it drew it
 * for, which the client's hydrating render takes too. Absent: the page is drawn by the client alone.
 */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered'

/** What the BFF guesses of the screen from the request (it cannot measure it). */
export type PrerenderLayout = 'phone' | 'desktop'

/**
 * What the client build's page renderer (client/src/entry-server.tsx, built into dist/.ssr) takes from
 * the BFF to draw a report route's page as the client's first render would.
 */
export interface PrerenderInput {
  /** The document's address: its path (under /report/) and query. */
  url: string
  /** Every view the page asks for first, by key: the document carries the same. */
  views: FirstView
  layout: PrerenderLayout
  /** Whether the page is in another site's frame, as the BFF read the request (the session view's key). */
  embedded: boolean
}

/** The renderer's export: the page's markup, for the document's root element. */
export type RenderPage = (input: PrerenderInput) => Promise<string>
