import { FIRST_VIEW_ELEMENT_ID, PRERENDERED_ATTRIBUTE, type FirstView, type PrerenderLayout } from '@report/contracts/bff/first-view'

/** What a route's document carries beyond the client build's index.html. */
export interface DocumentExtras {
  /** Script URLs for `<link rel="modulepreload">`. */
  preloads: readonly string[]
  /** Views for the page to start from, by key; null or empty: none. */
  firstView: FirstView | null
  /** The page as the client's first render draws it from `firstView` (page-prerender.ts), or null. */
  page?: { html: string; layout: PrerenderLayout } | null
}

const EMPTY_ROOT = '<div id="root"></div>'

const UNSAFE_IN_SCRIPT = /[<>&\u2028\u2029]/g

/**
 * JSON that stays data inside `<script type="application/json">`: `<` `>` `&` escaped so no text in it
 * can close the element or open a comment, U+2028 and U+2029 for scripts that still treat them as line
 * ends. Each escape is a JSON string escape, so JSON.parse reads the same value back.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(UNSAFE_IN_SCRIPT, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)
}

const escapeAttribute = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')

/**
 * index.html with a route's extras: the preloads at the end of <head>, beside the entry's own; the page's
 * markup in the empty root, marked with the layout it was drawn for and inert until the client has
 * hydrated it; the first view at the end of <body>, where the entry script (a module, run after
 * parsing) reads it.
 */
export function indexDocument(html: string): (extras: DocumentExtras) => string {
  const headEnd = html.indexOf('</head>')
  const bodyEnd = html.lastIndexOf('</body>')
  if (headEnd === -1 || bodyEnd === -1 || bodyEnd < headEnd) return () => html
  const [head, body, tail] = [html.slice(0, headEnd), html.slice(headEnd, bodyEnd), html.slice(bodyEnd)]
  const rootAt = body.indexOf(EMPTY_ROOT)
  return ({ preloads, firstView, page }) => {
    const links = preloads.map((url) => `<link rel="modulepreload" crossorigin href="${escapeAttribute(url)}">`).join('')
    const views = firstView && Object.keys(firstView).length > 0 ? `<script type="application/json" id="${FIRST_VIEW_ELEMENT_ID}">${scriptJson(firstView)}</script>` : ''
    const drawn =
      page && views && rootAt !== -1
        ? `${body.slice(0, rootAt)}<div id="root" ${PRERENDERED_ATTRIBUTE}="${page.layout}" inert>${page.html}</div>${body.slice(rootAt + EMPTY_ROOT.length)}`
        : body
    return `${head}${links}${drawn}${views}${tail}`
  }
}
