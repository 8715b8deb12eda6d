import type { PrerenderLayout } from '@report/contracts/bff/first-view'

/**
 * The layout a document's page is drawn in before the browser can say (issue 34): a phone when the
 * browser says it is one (Sec-CH-UA-Mobile) or its user agent names one ("Mobile" in Android's and
 * WeChat's, iPhone, iPod), else a desktop. A tablet is drawn as a desktop, as its width (≥ 768 px, the
 * md breakpoint) draws it. A wrong guess costs one redraw after the page has hydrated.
 */
export function layoutOfRequest(mobileHint: string | undefined, userAgent: string | undefined): PrerenderLayout {
  if (mobileHint === '?1') return 'phone'
  if (mobileHint === '?0') return 'desktop'
  return userAgent !== undefined && /Mobi|iPhone|iPod/.test(userAgent) ? 'phone' : 'desktop'
}
