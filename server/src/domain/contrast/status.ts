import type { ContrastStatusView } from '@report/contracts/bff/contrast'
import { CONTRAST_STATUS, type ContrastBuildData } from '@report/contracts/upstream/contrast'

/** Build states (issue 16): 排队 → 生成中 → 已完成, or 失败 with 重试. */
export const STATUS_LABELS: Readonly<Record<number, string>> = {
  [CONTRAST_STATUS.queued]: '排队中',
  [CONTRAST_STATUS.building]: '生成中',
  [CONTRAST_STATUS.done]: '已完成',
  [CONTRAST_STATUS.failed]: '失败',
}

/** toStatusView(b) = the label of b.status, progress as a whole percent (100 when done), the failure's message, and 重试 for failed or finished builds. */
export function toStatusView(b: Pick<ContrastBuildData, 'id' | 'status' | 'progress' | 'message'>): ContrastStatusView {
  const done = b.status === CONTRAST_STATUS.done
  const failed = b.status === CONTRAST_STATUS.failed
  return {
    id: b.id,
    status: b.status,
    statusLabel: STATUS_LABELS[b.status] ?? '未知',
    progress: done ? 100 : Math.max(0, Math.min(99, Math.round(b.progress))),
    message: failed ? b.message || '生成失败，请重试' : null,
    done,
    canRetry: done || failed,
  }
}
