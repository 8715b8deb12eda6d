import type { ExamContext } from '@report/contracts/bff/exam-context'
import type { Exam } from '@report/contracts/upstream/exam'

/** spec 1 §3 Permission: download 1, visit 2, show 3. */
export const PERMISSION = { download: 1, visit: 2, show: 3 } as const

export const ACCESS_MESSAGES = {
  ipRestricted: '当前IP访问受限，请联系客服',
  outOfPeriod: '当前考试不在访问期内，请联系客服',
  noView: '当前角色无法查看',
  trial: '当前为体验考试，展示的是演示数据',
} as const
export const PURCHASE_PROMPT = '购买正式版本后即可查看真实考试数据，请联系客户经理'

/** 127.0.0.1 and ::ffff:127.0.0.1 are one address; case and zone do not matter. */
export function normaliseIp(ip: string): string {
  const bare = ip.trim().toLowerCase().replace(/%.*$/, '')
  return bare.startsWith('::ffff:') && bare.includes('.') ? bare.slice('::ffff:'.length) : bare
}

/** spec 1 §4 exam access: "a listed IP is denied". */
export function isIpListed(ipList: readonly string[], ip: string): boolean {
  if (!ip) return false
  const mine = normaliseIp(ip)
  return ipList.some((listed) => normaliseIp(listed) === mine)
}

export interface AccessFacts {
  exam: Pick<Exam, 'isTrial' | 'isEnableView' | 'isEnableDownload' | 'ipList'>
  /** The user's permission codes (GET permission). */
  permission: readonly number[]
  /** The caller's address. */
  ip: string
  /** Downloads banned by the platform (exam/disabled). */
  banned: boolean
}

/**
 * spec 1 §4 "Exam access": visit requires isEnableView, download requires isEnableDownload, show needs
 * not-trial and both; a listed IP is denied. §6/§8: restricted IP, outside the access period (an exam
 * whose view is not enabled), trial exams show demo data plus a purchase prompt. A role without the
 * visit permission cannot view. Order: IP, period, role, trial.
 */
export function examAccess(facts: AccessFacts): ExamContext['access'] {
  const deny = (state: 'ip-restricted' | 'out-of-period' | 'no-view', message: string): ExamContext['access'] => ({
    state,
    message,
    canDownload: false,
    canShow: false,
    purchasePrompt: null,
  })
  if (isIpListed(facts.exam.ipList, facts.ip)) return deny('ip-restricted', ACCESS_MESSAGES.ipRestricted)
  if (!facts.exam.isEnableView) return deny('out-of-period', ACCESS_MESSAGES.outOfPeriod)
  if (!facts.permission.includes(PERMISSION.visit)) return deny('no-view', ACCESS_MESSAGES.noView)
  const canDownload = facts.exam.isEnableDownload && !facts.banned && facts.permission.includes(PERMISSION.download)
  const canShow = !facts.exam.isTrial && canDownload
  if (facts.exam.isTrial) return { state: 'trial', message: ACCESS_MESSAGES.trial, canDownload, canShow, purchasePrompt: PURCHASE_PROMPT }
  return { state: 'ok', message: null, canDownload, canShow, purchasePrompt: null }
}

/** Whether the frame may show the exam's structure (navbar, menus, dialogs): not for a denied exam. */
export function isAccessible(access: ExamContext['access']): boolean {
  return access.state === 'ok' || access.state === 'trial'
}
