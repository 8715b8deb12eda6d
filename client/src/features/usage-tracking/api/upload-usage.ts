import type { UsageUploadResult } from '@report/contracts/bff/usage'
import type { QueuedUsageRecord } from '@report/contracts/bff/usage-queue'
import { bffPost } from '../../../lib/bff-client.ts'

/** POST usage {datas}: resolves on code 0 (the records may go), throws otherwise (they stay for a retry). */
export function uploadUsage(datas: readonly QueuedUsageRecord[]): Promise<UsageUploadResult> {
  return bffPost<UsageUploadResult>('/usage', { datas })
}
