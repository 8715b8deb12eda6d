import type { UpgradeSubmitBody, UpgradeSubmitResult } from '@report/contracts/bff/upgrade'
import { bffPost } from '../../../lib/bff-client.ts'

/** POST upgrade/form: resolves with 提交成功, or throws the BFF's error (the platform's own message). */
export function submitUpgrade(body: UpgradeSubmitBody): Promise<UpgradeSubmitResult> {
  return bffPost<UpgradeSubmitResult>('/upgrade/form', body)
}
