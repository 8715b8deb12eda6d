import { FIRST_VIEW_ELEMENT_ID, type FirstView } from '@report/contracts/bff/first-view'
import { mutate } from 'swr'
import { holdView } from './views-ahead.ts'

/**
 * Starts the page from the views its document carries (issue 34; contracts/bff/first-view.ts): each goes
 * into SWR's cache under its key, so the first render has it, and is held for the hook's first fetch
 * (views-ahead.ts), so the page does not ask for it again. A document without them (a route the BFF
 * does not prefill, a prefill past its deadline) leaves the page to ask, as always.
 */
export function startFromFirstView(doc: Document = document): FirstView {
  const element = doc.getElementById(FIRST_VIEW_ELEMENT_ID)
  const text = element?.textContent
  if (!element || !text) return {}
  // Read once; the page holds the views from here, not the document.
  element.remove()
  let views: FirstView
  try {
    views = JSON.parse(text) as FirstView
  } catch {
    return {}
  }
  for (const [key, data] of Object.entries(views)) {
    void mutate(key, data, { revalidate: false })
    holdView(key, Promise.resolve(data))
  }
  return views
}

/** Whether a report page the document carries draws a chart: its first render then needs the chart's chunk. */
export function firstViewDrawsChart(views: FirstView): boolean {
  return Object.values(views).some((view) => {
    const blocks = (view as { blocks?: unknown } | null)?.blocks
    return Array.isArray(blocks) && blocks.some((block) => (block as { kind?: unknown } | null)?.kind === 'chart')
  })
}
