import { Type, type Static } from 'typebox'
import { Envelope } from '../envelope.ts'
import { LenientDate } from './facts/lenient-fields.ts'

// Score sync from the marking platform (spec 1 §2 examSync, §3 sync status; spec 2 §4). The status the
// report pages read is /exam/v1/exam/sync/fromYj (exam.ts); these are the /examSync page's calls.

export const SYNC_PATHS = {
  /** GET → the joint exams the account organises (isRoot) with whether each is synced. */
  list: '/report/exam/v1/exam/sync/list',
  /** POST {examid, org} → papers and schools with their sync state. */
  detail: '/report/exam/v1/exam/sync/detail',
  /** POST {examid, org} → starts syncing the unsynced papers from 阅卷. */
  start: '/report/exam/v1/exam/sync/start',
} as const

export const SyncExamSchema = Type.Object({
  examid: Type.String(),
  org: Type.Number(),
  name: Type.String(),
  grade: Type.String({ default: '' }),
  time: LenientDate({ default: '' }),
  isSync: Type.Boolean(),
})
export type SyncExam = Static<typeof SyncExamSchema>
export const SyncExamListSchema = Type.Object({ exams: Type.Array(SyncExamSchema) })
export type SyncExamList = Static<typeof SyncExamListSchema>
export const SyncExamListResponseSchema = Envelope(SyncExamListSchema)

/** One paper's figures (pindex 0: 总分): students with a score, schools with one, their mean. */
export const SyncFiguresSchema = Type.Object({
  pindex: Type.Number(),
  subject: Type.String(),
  students: Type.Number(),
  schools: Type.Number(),
  mean: Type.Union([Type.Number(), Type.Null()], { default: null }),
})
export type SyncFigures = Static<typeof SyncFiguresSchema>

export const SyncDetailSchema = Type.Object({
  examid: Type.String(),
  name: Type.String(),
  isRoot: Type.Boolean(),
  isSync: Type.Boolean(),
  /** A sync started and still moving. */
  running: Type.Boolean({ default: false }),
  papers: Type.Array(
    Type.Object({ pindex: Type.Number(), subject: Type.String(), isPublish: Type.Boolean(), syncSchoolCount: Type.Number(), publishSchoolCount: Type.Number() }),
  ),
  schools: Type.Array(Type.Object({ schoolid: Type.String(), name: Type.String(), syncedPapers: Type.Number(), totalPapers: Type.Number() })),
  /** The last sync started here: the figures it started from and, once done, where they ended (null: none started). */
  result: Type.Union([Type.Object({ before: Type.Array(SyncFiguresSchema), after: Type.Union([Type.Array(SyncFiguresSchema), Type.Null()], { default: null }) }), Type.Null()], { default: null }),
})
export type SyncDetail = Static<typeof SyncDetailSchema>
export const SyncDetailResponseSchema = Envelope(SyncDetailSchema)

export const SyncExamRefSchema = Type.Object({ examid: Type.String(), org: Type.Number() })
export type SyncExamRef = Static<typeof SyncExamRefSchema>

export const SyncStartSchema = Type.Object({ state: Type.Union([Type.Literal('started'), Type.Literal('running'), Type.Literal('synced')]) })
export type SyncStart = Static<typeof SyncStartSchema>
export const SyncStartResponseSchema = Envelope(SyncStartSchema)


/** POST {examid, org, schoolid, pindex} → the school's students without a score on the paper. */
export const SYNC_MISSING_PATH = '/report/exam/v1/exam/sync/missing'
/** POST {examid, org, schoolid, pindex, rows} → stores the scores; every report counts them. */
export const SYNC_ADD_DATA_PATH = '/report/exam/v1/exam/sync/addData'

export const SyncPaperRefSchema = Type.Object({ examid: Type.String(), org: Type.Number(), schoolid: Type.String(), pindex: Type.Number() })
export type SyncPaperRef = Static<typeof SyncPaperRefSchema>
export const SyncMissingSchema = Type.Object({
  subject: Type.String(),
  full: Type.Number(),
  students: Type.Array(Type.Object({ studentId: Type.String(), name: Type.String(), className: Type.String({ default: '' }) })),
})
export type SyncMissing = Static<typeof SyncMissingSchema>
export const SyncMissingResponseSchema = Envelope(SyncMissingSchema)
export const SyncAddDataBodySchema = Type.Object({
  ...SyncPaperRefSchema.properties,
  rows: Type.Array(Type.Object({ studentId: Type.String(), score: Type.Number() }), { maxItems: 5000 }),
})
export type SyncAddDataBody = Static<typeof SyncAddDataBodySchema>
export const SyncAddDataSchema = Type.Object({ added: Type.Number() })
export const SyncAddDataResponseSchema = Envelope(Type.Union([SyncAddDataSchema, Type.Null()]))

/** Spread into the registry of answers.ts with the settings calls. */
export const SYNC_ANSWERS = {
  'GET /exam/v1/exam/sync/list': SyncExamListSchema,
  'POST /exam/v1/exam/sync/detail': SyncDetailSchema,
  'POST /exam/v1/exam/sync/start': SyncStartSchema,
  'POST /exam/v1/exam/sync/missing': SyncMissingSchema,
  'POST /exam/v1/exam/sync/addData': Type.Union([SyncAddDataSchema, Type.Null()]),
}
