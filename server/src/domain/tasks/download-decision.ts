import type { Exam } from '@report/contracts/upstream/exam'
import type { ModulePermissions } from '@report/contracts/upstream/user'
import { isIpListed, PERMISSION } from '../exam-context/exam-access.ts'
import { bannedText } from '../exam-context/exam-notices.ts'
import { taskError, type TaskErrorCode } from './errors.ts'
import type { MappedError } from '../errors/map-upstream-error.ts'

export interface DownloadFacts {
  /** The user's permission codes (download 1, visit 2, show 3). */
  permission: readonly number[]
  /** The user's plan is a trial (versionDisplay().isTrial). */
  trialUser: boolean
  /** What is exported: an exam's tables, or a history comparison (which also needs the module). */
  feature: 'exam' | 'history-compare'
  modules?: ModulePermissions | null
  exam?: Pick<Exam, 'isTrial' | 'isEnableDownload' | 'ipList'> | null
  /** exam/disabled, when asked. */
  disabled?: { disabled: boolean; reason: string } | null
  /** The browser's address. */
  ip: string
}

export type DownloadDecision = { kind: 'allow' } | { kind: 'silent' } | { kind: 'refuse'; error: MappedError }

const refuse = (code: TaskErrorCode, message?: string): DownloadDecision => ({ kind: 'refuse', error: taskError(code, message) })

/**
 * spec 3 §4 "Download decision" (and spec 1 §4): in this order —
 * 1. refused silently when the user is data-forbidden: the upstream's permission lacks download (1)
 *    and the plan is not a trial (a trial lacks it because of the trial, which step 2 answers);
 * 2. a version tip when trial limits apply (a trial plan or a trial exam); history comparison also
 *    needs its module to be `able`;
 * 3. the exam banned for download (exam/disabled): the catalogue's alert with its reason;
 * 4. a listed IP: 当前IP访问受限;
 * 5. download requires isEnableDownload;
 * otherwise the file is built.
 */
export function downloadDecision(facts: DownloadFacts): DownloadDecision {
  const canDownload = facts.permission.includes(PERMISSION.download)
  if (!canDownload && !facts.trialUser) return { kind: 'silent' }
  if (facts.trialUser || facts.exam?.isTrial) return refuse('BFF_ERR_TASKS_VERSION_LIMIT')
  if (facts.feature === 'history-compare' && facts.modules?.history_compare !== 'able') return refuse('BFF_ERR_TASKS_VERSION_LIMIT')
  if (facts.disabled?.disabled) return refuse('BFF_ERR_TASKS_BANNED', bannedText(facts.disabled.reason))
  if (facts.exam && isIpListed(facts.exam.ipList, facts.ip)) return refuse('BFF_ERR_TASKS_IP_RESTRICTED')
  if (facts.exam && !facts.exam.isEnableDownload) return refuse('BFF_ERR_TASKS_DOWNLOAD_DISABLED')
  return { kind: 'allow' }
}
