import type { SignInReason, SignInView } from '@report/contracts/bff/sign-in'
import useSWR from 'swr'
import { bffGet } from '../../../lib/bff-client.ts'

export interface SignInRequest {
  reason: SignInReason
  /** The platform's refusal text (the /error page's msg). */
  msg?: string | undefined
}

/** The sign-in page's key: the page the user wanted goes along, so a demo sign-in lands there. */
export function signInKey({ reason, msg }: SignInRequest): string {
  // On /login after an expired session, `from` is the page the user was on: signing in again leads back there.
  const from = new URLSearchParams(window.location.search).get('from')
  const query = new URLSearchParams({ reason, returnTo: from?.startsWith('/report/') ? from : `${window.location.pathname}${window.location.search}` })
  if (msg) query.set('msg', msg.slice(0, 200))
  return `/sign-in?${query.toString()}`
}

export function useSignIn(request: SignInRequest) {
  return useSWR(signInKey(request), (key: string) => bffGet<SignInView>(key), { revalidateOnFocus: false })
}
