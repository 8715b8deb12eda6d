import type { ShellView } from '@report/contracts/bff/shell'
import { sessionViewKey } from '@report/contracts/bff/view-keys'
import useSWR from 'swr'
import { bffGet } from '../../../lib/bff-client.ts'
import { isServer, prerendering } from '../../../lib/prerender.ts'

/**
 * Whether the page runs inside another site's iframe. Only the page knows this (its own fetches
 * carry no Sec-Fetch-Dest: iframe), so it tells the BFF, which decides what embedded mode means.
 */
function isEmbedded(): boolean {
  try {
    return window.self !== window.top || new URLSearchParams(window.location.search).get('iframe') === '1'
  } catch {
    // A cross-origin parent makes window.top unreadable in some browsers: that is an iframe too.
    return true
  }
}

let embeddedAtStart: boolean | undefined

/** Decided once per page load: in-app navigation drops `iframe=1` from the address. */
export function sessionKey(): string {
  // The BFF drawing the page knows from the request, and must not keep one request's answer for the next.
  if (isServer) return sessionViewKey(prerendering()?.embedded ?? false)
  embeddedAtStart ??= isEmbedded()
  return sessionViewKey(embeddedAtStart)
}

export const getSession = (key = sessionKey()): Promise<ShellView> => bffGet<ShellView>(key)

export function useSession() {
  return useSWR(sessionKey(), getSession, {
    // Every session failure renders a whole view (sign-in or load error); a toast would repeat it.
    onError: () => {},
    revalidateOnFocus: false,
  })
}
