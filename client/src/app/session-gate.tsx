import { Center, Spinner } from '@chakra-ui/react'
import type { ErrorKind } from '@report/contracts/bff/error'
import { useState, type ReactNode } from 'react'
import { Redirect, useLocation } from 'wouter'
import { LoadErrorView } from '../components/feedback/load-error-view.tsx'
import { StatusView } from '../components/feedback/status-view.tsx'
import { Shell } from '../components/layout/shell.tsx'
import { useSession } from '../features/session/api/get-session.ts'
import { logout } from '../features/session/api/logout.ts'
import { SignInView } from '../features/session/components/sign-in-view.tsx'
import { BffRequestError } from '../lib/bff-client.ts'
import { notifyError } from '../lib/notify.ts'
import { ShellContext } from '../lib/shell-context.ts'
import { paths } from '../config/paths.ts'

const RETRYABLE_KINDS: ReadonlySet<ErrorKind> = new Set(['upstream', 'timeout'])

/** Loads the shell view model and puts the shell around the routed content. */
export function SessionGate({ children }: { children: ReactNode }) {
  const { data: session, error, isLoading } = useSession()
  const [location] = useLocation()
  const [loggingOut, setLoggingOut] = useState(false)

  // A session already in SWR's cache (the document's, lib/first-view.ts) renders at once: isLoading
  // stays true until the hook's first fetch settles, which takes that same view.
  if (isLoading && !session) {
    return (
      <Center minHeight="100vh" aria-busy="true">
        <Spinner size="lg" color="brand.solid" />
      </Center>
    )
  }
  if (!session) {
    if (error instanceof BffRequestError && error.kind === 'no-session') return <SignInView reason={isSignInPage(location) ? signInReasonOf(window.location.search) : 'no-session'} />
    // An expired session (its token's expiry passed, or the platform answers 401) lands on /login, which remembers the page.
    if (error instanceof BffRequestError && error.status === 401) {
      if (!isSignInPage(location)) return <Redirect to={`${paths.login.path}?${new URLSearchParams({ reason: 'expired', from: `${window.location.pathname}${window.location.search}` }).toString()}`} replace />
      return <SignInView reason="expired" />
    }
    // A verdict on this user (当前角色无法查看, IP restriction …) is the page; a reload cannot change it.
    if (error instanceof BffRequestError && !RETRYABLE_KINDS.has(error.kind)) return <StatusView fullPage title={error.message} />
    return <LoadErrorView fullPage detail={error instanceof BffRequestError && error.code === 'BFF_ERR_SCHOOL_INFO' ? error.message : undefined} />
  }

  const onLogout = async () => {
    setLoggingOut(true)
    try {
      const { redirectUrl } = await logout()
      // A full page load: the provider's home page, or our sign-in page without the session's cached views.
      window.location.assign(redirectUrl)
    } catch (cause) {
      setLoggingOut(false)
      notifyError(cause)
    }
  }

  return (
    <ShellContext value={session}>
      <Shell shell={session} loggingOut={loggingOut} onLogout={() => void onLogout()}>
        {children}
      </Shell>
    </ShellContext>
  )
}

/** 退出 lands on /login (the BFF's logout target when no provider page is known). */
const isSignInPage = (location: string) => location === paths.login.path
const signInReasonOf = (search: string) => (new URLSearchParams(search).get('reason') === 'expired' ? 'expired' : 'logged-out')
