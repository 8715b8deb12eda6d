import { Type, type Static } from 'typebox'

// /examSync (spec 1 §2 score synchronisation): the joint exams the user organises, one exam's papers
// and schools with their sync state, and starting a sync from 阅卷.

export const ExamSyncViewSchema = Type.Object({
  allowed: Type.Boolean(),
  notice: Type.Union([Type.String(), Type.Null()]),
  exams: Type.Array(Type.Object({ value: Type.String(), label: Type.String() })),
  /** `${examid}:${org}` of the exam shown, or null when there is none. */
  selected: Type.Union([Type.String(), Type.Null()]),
  exam: Type.Union([
    Type.Object({
      examid: Type.String(),
      org: Type.Number(),
      name: Type.String(),
      isSync: Type.Boolean(),
      running: Type.Boolean(),
      /** 已同步 / 同步中 / 未同步 */
      state: Type.String(),
      summary: Type.String(),
      papers: Type.Array(Type.Object({ subject: Type.String(), published: Type.Boolean(), status: Type.String() })),
      schools: Type.Array(Type.Object({ name: Type.String(), status: Type.String(), done: Type.Boolean() })),
      canStart: Type.Boolean(),
      dashboardHref: Type.String(),
      /** Syncing and adding scores change the exam for the whole school: null, with the notice, for those below its manager. */
      addDataHref: Type.Union([Type.String(), Type.Null()]),
      /** What the last sync changed, once it is done: schools and students added, the figures that moved. */
      changes: Type.Union([
        Type.Object({
          summary: Type.String(),
          rows: Type.Array(Type.Object({ subject: Type.String(), schools: Type.String(), students: Type.String(), mean: Type.String(), moved: Type.Boolean() })),
        }),
        Type.Null(),
      ]),
      notice: Type.Union([Type.String(), Type.Null()]),
    }),
    Type.Null(),
  ]),
  /** While a sync runs the page asks again after this many ms; null when nothing moves. */
  refreshMs: Type.Union([Type.Number(), Type.Null()]),
})
export type ExamSyncView = Static<typeof ExamSyncViewSchema>

export const ExamSyncQuerySchema = Type.Object({ examid: Type.Optional(Type.String()), org: Type.Optional(Type.String()) })
export type ExamSyncQuery = Static<typeof ExamSyncQuerySchema>
export const ExamSyncStartBodySchema = Type.Object({ examid: Type.String(), org: Type.Number() })
export type ExamSyncStartBody = Static<typeof ExamSyncStartBodySchema>
export const ExamSyncStartResultSchema = Type.Object({ message: Type.String() })

/** /examSync/addData: one school's students missing from one paper of a joint exam, and the upload that adds them. */
export const AddDataViewSchema = Type.Object({
  allowed: Type.Boolean(),
  notice: Type.Union([Type.String(), Type.Null()]),
  exam: Type.Union([Type.Object({ examid: Type.String(), org: Type.Number(), name: Type.String() }), Type.Null()]),
  schools: Type.Array(Type.Object({ value: Type.String(), label: Type.String() })),
  papers: Type.Array(Type.Object({ value: Type.String(), label: Type.String() })),
  schoolid: Type.String(),
  pindex: Type.String(),
  subject: Type.String(),
  full: Type.Number(),
  missing: Type.Array(Type.Object({ studentId: Type.String(), name: Type.String() })),
  /** What the file must hold. */
  instructions: Type.String(),
  backHref: Type.String(),
})
export type AddDataView = Static<typeof AddDataViewSchema>
export const AddDataQuerySchema = Type.Object({
  examid: Type.String(),
  org: Type.Optional(Type.String()),
  schoolid: Type.Optional(Type.String()),
  pindex: Type.Optional(Type.String()),
})
export type AddDataQuery = Static<typeof AddDataQuerySchema>
export const AddDataCheckQuerySchema = Type.Object({
  examid: Type.String(),
  org: Type.String(),
  schoolid: Type.String(),
  pindex: Type.String(),
  fileName: Type.String({ minLength: 1, maxLength: 200 }),
})
export type AddDataCheckQuery = Static<typeof AddDataCheckQuerySchema>
export const AddDataCheckSchema = Type.Object({
  rowCount: Type.Number(),
  accepted: Type.Array(Type.Object({ studentId: Type.String(), name: Type.String(), score: Type.Number() })),
  problems: Type.Array(Type.Object({ row: Type.Number(), message: Type.String() })),
})
export type AddDataCheck = Static<typeof AddDataCheckSchema>
export const AddDataCommitBodySchema = Type.Object({
  examid: Type.String(),
  org: Type.Number(),
  schoolid: Type.String(),
  pindex: Type.Number(),
  rows: Type.Array(Type.Object({ studentId: Type.String(), score: Type.Number() }), { maxItems: 5000 }),
})
export type AddDataCommitBody = Static<typeof AddDataCommitBodySchema>
export const AddDataCommitResultSchema = Type.Object({ added: Type.Number(), message: Type.String() })
