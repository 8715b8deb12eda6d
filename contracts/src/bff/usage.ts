import { Type, type Static } from 'typebox'
import { UsageRecordSchema } from '../upstream/usage.ts'

/** Records one upload carries at most; the client's queue is bounded by USAGE_QUEUE_MAX. */
export const USAGE_UPLOAD_MAX = 50
/** Records the browser keeps while uploads fail (a long offline spell drops the oldest beyond this). */
export const USAGE_QUEUE_MAX = 200
/** spec 3 §9 tracking: throttle 200 ms; click debounce 15 ms with a 500 ms delay. */
export const USAGE_THROTTLE_MS = 200
export const USAGE_CLICK_DEBOUNCE_MS = 15
export const USAGE_CLICK_DELAY_MS = 500

/** POST /report/bff/usage */
export const UsageUploadBodySchema = Type.Object({ datas: Type.Array(UsageRecordSchema, { minItems: 1, maxItems: USAGE_UPLOAD_MAX }) })
export type UsageUploadBody = Static<typeof UsageUploadBodySchema>

export const UsageUploadResultSchema = Type.Object({ uploaded: Type.Integer({ minimum: 0 }) })
export type UsageUploadResult = Static<typeof UsageUploadResultSchema>
