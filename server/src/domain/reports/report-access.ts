/** Facts that decide what a report page lets its user do (spec 1 §6, spec 2 §6). */
export interface ReportAccessFacts {
  exam: { isTrial: boolean; isEnableDownload: boolean }
  user: { isTrial: boolean; auth?: { isStudent: boolean } } | null
  permission: readonly number[] | null
  /** The exam's download ban (null: not checked or unknown). */
  disabled: { disabled: boolean } | null
  /** The exam's own trial flag (is_trial); null or absent: not answered, info/all's stands. */
  trial?: boolean | null
}

export interface ReportAccess {
  /** 下载表格 is offered and the export routes answer. */
  canDownload: boolean
  /** A trial exam or a trial/experience plan: ranking and matrix show the version tip instead of drilling. */
  trial: boolean
  /** A student account (spec 1 §3 auth.isStudent): its scope is the student alone. */
  student: boolean
}

const PERMISSION_DOWNLOAD = 1

/**
 * Whether the exam is a trial exam: is_trial's answer where the platform gave one (spec 1 §7), info/all's
 * flag otherwise. The exam frame and every report page decide it here, so their notice and access agree.
 */
export function trialExam(infoAllFlag: boolean, isTrial: boolean | null): boolean {
  return isTrial ?? infoAllFlag
}

/**
 * Trial means the exam is a trial exam or the user's plan is a trial. Downloading needs the exam's
 * download switch, the download permission, no ban, and no trial. Unknown facts refuse the download.
 */
export function reportAccess(facts: ReportAccessFacts): ReportAccess {
  const trial = trialExam(facts.exam.isTrial, facts.trial ?? null) || facts.user?.isTrial === true
  const canDownload =
    facts.exam.isEnableDownload && !trial && (facts.permission?.includes(PERMISSION_DOWNLOAD) ?? false) && facts.disabled?.disabled !== true
  return { canDownload, trial, student: facts.user?.auth?.isStudent === true }
}
