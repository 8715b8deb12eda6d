import { Type, type Static } from 'typebox'
import { Envelope } from '../envelope.ts'
import { RankScaleConfigSchema, SegmentConfigSchema } from './settings.ts'

// An exam's own settings, beside its grade's (spec 2 §7 "/obt/v1/exam/cfgs (GET), /mod/v1/exam/cfgs
// (set)", "Writes under /mod/v1: exam/rankscale, exam/setsegments"): the segment steps and rank-band
// cut-offs of one exam. An exam without its own follows the grade's version it was published against.
// Bodies ours (the spec shows none).

export const EXAM_SETTINGS_PATHS = {
  /** GET ?examid=&org= → the settings the exam's reports use and which of them are its own */
  get: '/report/obt/v1/exam/cfgs',
  /** POST {examid, org, segment?, rankScale?}: a value sets the exam's own, null returns it to the grade's */
  set: '/report/mod/v1/exam/cfgs',
  /** POST {examid, org, subjects} → the exam's own segment steps */
  setSegments: '/report/mod/v1/exam/setsegments',
  /** POST {examid, org, cutoffs} → the exam's own rank-band cut-offs */
  rankScale: '/report/mod/v1/exam/rankscale',
} as const

/** The pages an exam may have its own settings of. */
export const EXAM_OWN_PAGES = ['segment', 'rankScale'] as const
export type ExamOwnPage = (typeof EXAM_OWN_PAGES)[number]
export const ExamOwnPageSchema = Type.Union([Type.Literal('segment'), Type.Literal('rankScale')])

export const ExamRefSchema = Type.Object({ examid: Type.String({ minLength: 1, maxLength: 64 }), org: Type.Integer({ minimum: 0, maximum: 2 }) })

export const ExamCfgsSchema = Type.Object({
  examid: Type.String(),
  org: Type.Number(),
  name: Type.String({ default: '' }),
  /** The grade's version the exam was published against (0: the defaults). */
  version: Type.Number({ default: 0 }),
  segment: SegmentConfigSchema,
  rankScale: RankScaleConfigSchema,
  /** Which of them are the exam's own (the others its grade's). */
  own: Type.Array(ExamOwnPageSchema, { default: [] }),
})
export type ExamCfgs = Static<typeof ExamCfgsSchema>
export const ExamCfgsResponseSchema = Envelope(ExamCfgsSchema)

export const ExamCfgsSetSchema = Type.Object({
  examid: ExamRefSchema.properties.examid,
  org: ExamRefSchema.properties.org,
  segment: Type.Optional(Type.Union([Type.Unknown(), Type.Null()])),
  rankScale: Type.Optional(Type.Union([Type.Unknown(), Type.Null()])),
})
export type ExamCfgsSet = Static<typeof ExamCfgsSetSchema>

export const ExamSegmentsSetSchema = Type.Object({ examid: ExamRefSchema.properties.examid, org: ExamRefSchema.properties.org, subjects: Type.Unknown() })
export type ExamSegmentsSet = Static<typeof ExamSegmentsSetSchema>
export const ExamRankScaleSetSchema = Type.Object({ examid: ExamRefSchema.properties.examid, org: ExamRefSchema.properties.org, cutoffs: Type.Unknown() })
export type ExamRankScaleSet = Static<typeof ExamRankScaleSetSchema>

/** A write's answer: the exam and which settings are now its own. */
export const ExamCfgsWrittenSchema = Type.Object({ examid: Type.String(), own: Type.Array(ExamOwnPageSchema, { default: [] }) })
export const ExamCfgsWrittenResponseSchema = Envelope(Type.Union([ExamCfgsWrittenSchema, Type.Null()]))

/** The calls as the answer registry (answers.ts) takes them in. */
export const EXAM_SETTINGS_ANSWERS = {
  'GET /obt/v1/exam/cfgs': ExamCfgsSchema,
  'POST /mod/v1/exam/cfgs': Type.Union([ExamCfgsWrittenSchema, Type.Null()]),
  'POST /mod/v1/exam/setsegments': Type.Union([ExamCfgsWrittenSchema, Type.Null()]),
  'POST /mod/v1/exam/rankscale': Type.Union([ExamCfgsWrittenSchema, Type.Null()]),
}
