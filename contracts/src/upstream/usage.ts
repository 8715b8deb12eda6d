import { Type, type Static } from 'typebox'

/** spec 1 §7, spec 3 §7: the usage-tracking upload. */
export const USAGE_LOG_PATH = '/user/v1/user/operate/log'

/** spec 3 §3 tracking record: id, time, examid, org — ids only, never names or scores. */
export const UsageRecordSchema = Type.Object({
  /** What happened: `view:<route name>` or `click:<element id>`. */
  id: Type.String({ minLength: 1, maxLength: 80, pattern: '^(view|click):[A-Za-z0-9_.:-]+$' }),
  /** Epoch milliseconds of the event in the browser. */
  time: Type.Integer({ minimum: 0 }),
  examid: Type.String({ maxLength: 40, pattern: '^[A-Za-z0-9_-]*$' }),
  org: Type.String({ maxLength: 4, pattern: '^-?[0-9]*$' }),
})
export type UsageRecord = Static<typeof UsageRecordSchema>

export const UsageLogBodySchema = Type.Object({ datas: Type.Array(UsageRecordSchema) })
export type UsageLogBody = Static<typeof UsageLogBodySchema>
