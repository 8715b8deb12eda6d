import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { PrerenderLayout, RenderPage } from '@report/contracts/bff/first-view'

/** A document whose page can be drawn from its first view, as read from its request (views/first-view.ts). */
export interface PageToDraw {
  embedded: boolean
  layout: PrerenderLayout
}

/**
 * The client build's page renderer (client/src/entry-server.tsx, built into `<dist>/.ssr`, which the
 * static files never serve), imported once; null when the build has none.
 */
export async function loadPageRenderer(dist: string): Promise<RenderPage | null> {
  const entry = join(dist, '.ssr', 'entry-server.js')
  if (!existsSync(entry)) return null
  const module = (await import(pathToFileURL(entry).href)) as { renderPage?: unknown }
  return typeof module.renderPage === 'function' ? (module.renderPage as RenderPage) : null
}
