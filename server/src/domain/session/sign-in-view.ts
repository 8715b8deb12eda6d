import type { DemoAccount, SignInReason, SignInView } from '@report/contracts/bff/sign-in'
import { BASE_PATH } from '@report/contracts/constants'
import { ERROR_CATALOGUE } from '../errors/catalogue.ts'
import { safeRedirectTarget } from '../gateway/redirect-target.ts'

/** Where the BFF signs in from: the embedded reference upstream (demo accounts) or a real platform. */
export type SignInSource = { kind: 'embedded'; accounts: readonly DemoAccount[] } | { kind: 'platform'; logoutUrl: string | null }

/** Our sign-in page (spec 1 §2 route /login): where 退出 and a missing session land when no platform page is known. */
export const SIGN_IN_PATH = `${BASE_PATH}/login`

/**
 * spec 1 §2 "Logout removes the login cookies and returns to the provider home page": a real
 * platform's LOGOUT_URL; on the embedded reference upstream, or with no LOGOUT_URL, our sign-in
 * page (there is no provider home page to return to).
 */
export function logoutTarget(source: SignInSource): string {
  return source.kind === 'platform' && source.logoutUrl ? source.logoutUrl : `${SIGN_IN_PATH}?reason=logged-out`
}

/** Whom to contact when the platform refuses a sign-in (spec 1 §8 auth code 6). */
export const REFUSED_CONTACT = '账号的开通、停用和角色由本校管理员在学校平台设置，请联系本校管理员；学校管理员请联系客服。'

const ENTER_FROM_PLATFORM = '请从学校平台进入成绩分析报告'
const CHOOSE_DEMO = '当前连接的是内置演示数据：请选择一个演示账号登录。'
const TOKEN_KEYS = ['token', 'hfsToken', 'ygToken', 'hfsfd-token', 'unifyToken', 'fxtoken', 'fxPdfToken', 'platform']

/** A demo sign-in link to `returnTo` (inside /report/, never the sign-in or error page itself). */
export function demoSignInHref(returnTo: string | undefined, loginToken: string): string {
  const target = safeRedirectTarget(returnTo)
  const queryAt = target.indexOf('?')
  const path = queryAt === -1 ? target : target.slice(0, queryAt)
  const away = path === SIGN_IN_PATH || path === `${BASE_PATH}/error`
  const landing = away ? `${BASE_PATH}/` : path
  const query = new URLSearchParams(away || queryAt === -1 ? '' : target.slice(queryAt + 1))
  for (const key of TOKEN_KEYS) query.delete(key)
  query.delete('reason')
  query.set('token', loginToken)
  return `${landing}?${query.toString()}`
}

export interface SignInRequest {
  reason: SignInReason
  msg: string | undefined
  returnTo: string | undefined
}

/**
 * The sign-in page (issue 15 items 12 and 15): why the user is here, whom to contact when the
 * platform refused them, how to enter — the platform's address, or the demo accounts when the
 * embedded reference upstream runs.
 */
export function toSignInView(source: SignInSource, request: SignInRequest): SignInView {
  const enter = source.kind === 'embedded' ? CHOOSE_DEMO : ENTER_FROM_PLATFORM
  const refused = request.reason === 'refused'
  const expired = request.reason === 'expired'
  const title = refused ? '无法进入成绩分析报告' : request.reason === 'logged-out' ? '您已退出成绩分析报告' : expired ? '登录已过期' : '未登录'
  const message = refused ? request.msg?.trim() || ERROR_CATALOGUE.BFF_ERR_SESSION_REFUSED.message : expired ? `${ERROR_CATALOGUE.BFF_ERR_SESSION_EXPIRED.message}。${enter}` : enter
  return {
    title,
    message,
    contact: refused ? REFUSED_CONTACT : null,
    platformLink: source.kind === 'platform' && source.logoutUrl ? { label: '前往学校平台', href: source.logoutUrl } : null,
    accounts:
      source.kind === 'embedded'
        ? source.accounts.map((a) => ({ label: a.label, roleName: a.roleName, href: demoSignInHref(request.returnTo, a.loginToken) }))
        : [],
  }
}
