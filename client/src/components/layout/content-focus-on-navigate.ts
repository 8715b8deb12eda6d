import { useEffect, useRef } from 'react'
import { useLocation } from 'wouter'
import { focusContent, MAIN_CONTENT_ID } from './skip-link.tsx'

/**
 * A new page puts the focus on its content (issue 35, WCAG 2.4.3): the link that led there is gone
 * with the old page, and the next Tab would go on from where it stood, deep in a page no longer
 * shown. The content takes the focus instead, as the skip link gives it. A control the new page
 * focused itself keeps it; a change of the query alone (a filter, a scope) moves nothing.
 */
export function useContentFocusOnNavigate(enabled: boolean): void {
  const [location] = useLocation()
  const shown = useRef(location)
  useEffect(() => {
    if (shown.current === location) return
    shown.current = location
    if (!enabled) return
    const active = document.activeElement
    const content = document.getElementById(MAIN_CONTENT_ID)
    if (content && active && active !== content && content.contains(active)) return
    // Where the page scrolls on a new route is the router's business, not the focus's.
    focusContent({ scroll: false })
  }, [location, enabled])
}
