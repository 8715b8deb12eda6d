import { Type, type Static } from 'typebox'
import { Envelope } from '../../envelope.ts'
import { NullableInteger, NullableNumber, PaperRefSchema, RankDisplaySchema, ReportBaseProperties, StudentRowSchema, UnpromisedInteger, UnpromisedNumber, UnpromisedString } from './common.ts'
import { withDerived } from './derived.ts'
import { FactorPointSchema } from './knowledge.ts'
import { QuestionRefSchema } from './matrix.ts'

/**
 * Student report (spec 2 §7: overview, segments, papersAnalysis, questionLost, knowledgeAnalysis), POST
 * /report/analysis/v1/student-report/{overview,segments,papersAnalysis,questionLost,knowledgeAnalysis}: one
 * student in view (a student account: only themself; 403 otherwise, 404 for a student not in the exam).
 * Class, school and exam figures are reference aggregates.
 */
const StudentProperties = { ...ReportBaseProperties, studentId: Type.String({ minLength: 1, maxLength: 32 }) }

export const StudentReportRequestSchema = Type.Object(StudentProperties)
export type StudentReportRequest = Static<typeof StudentReportRequestSchema>

/** One paper (pindex 0 = 总分) of the student against the class, the school and the exam. */
export const PaperAnalysisSchema = Type.Object({
  pindex: Type.Integer(),
  subject: Type.String(),
  manfen: Type.Number(),
  score: NullableNumber,
  absent: Type.Boolean(),
  scoreRate: NullableNumber,
  all: NullableInteger,
  county: NullableInteger,
  schoolRank: NullableInteger,
  classRank: NullableInteger,
  /** Students with a score in the exam, the school, the class. */
  allCount: Type.Integer({ default: 0 }),
  schoolCount: Type.Integer({ default: 0 }),
  classCount: Type.Integer({ default: 0 }),
  allMean: UnpromisedNumber(),
  schoolMean: UnpromisedNumber(),
  classMean: UnpromisedNumber(),
  allMax: UnpromisedNumber(),
  schoolMax: UnpromisedNumber(),
  classMax: UnpromisedNumber(),
  /** Share of the exam's students with a lower score. */
  percentile: UnpromisedNumber(),
  z: UnpromisedNumber(),
  t: UnpromisedNumber(),
  /** Grade band (default bands) and A–D by the default rate lines. */
  level: UnpromisedString(),
  abcd: UnpromisedString(),
  /** Paper rank − 总分 rank (all scope); positive trails the total. */
  rankGap: UnpromisedInteger(),
  /** The levelGrade level a reader set to levels gets instead of ranks (display.mode level). */
  rankLevel: Type.Optional(Type.Union([Type.String(), Type.Null()])),
})
export type PaperAnalysis = Static<typeof PaperAnalysisSchema>
/** Spec 2 §3 subjectRank (score and the ranks) is promised; 未考 and the score rate are derived when absent, the reference figures are not promised. */
withDerived(PaperAnalysisSchema, ['absent', 'scoreRate'])

/**
 * display: the exam's published ranking settings for this reader (absent: every rank). Under it ranks outside
 * the scopes are null, and a level or hidden reader gets no rank, percentile or rank gap (a level reader rankLevel).
 */
export const StudentOverviewDataSchema = Type.Object({ student: StudentRowSchema, total: PaperAnalysisSchema, display: Type.Optional(RankDisplaySchema) })
export type StudentOverviewData = Static<typeof StudentOverviewDataSchema>
export const StudentOverviewResponseSchema = Envelope(StudentOverviewDataSchema)

/**
 * papersAnalysis: every paper; weak papers trail the 总分 rank by more than gap (N/5); good ones are in the
 * top fifth of the paper's takers or lead the 总分 rank by more than gap, and are not weak (rules/strong-subject.ts).
 */
export const PapersAnalysisDataSchema = Type.Object({
  gap: UnpromisedNumber('not promised: null when not stated'),
  papers: Type.Array(PaperAnalysisSchema),
  weakPapers: Type.Array(Type.Integer()),
  goodPapers: Type.Array(Type.Integer()),
  display: Type.Optional(RankDisplaySchema),
})
export type PapersAnalysisData = Static<typeof PapersAnalysisDataSchema>
export const PapersAnalysisResponseSchema = Envelope(PapersAnalysisDataSchema)

/** segments: where the student sits in the score segments of a paper (default 总分) of the exam, school and class. */
export const StudentSegmentsRequestSchema = Type.Object({
  ...StudentProperties,
  pindex: Type.Optional(Type.Integer({ minimum: 0, maximum: 99 })),
  step: Type.Optional(Type.Number({ exclusiveMinimum: 0, maximum: 1000 })),
})
export type StudentSegmentsRequest = Static<typeof StudentSegmentsRequestSchema>
export const StudentSegmentsDataSchema = Type.Object({
  paper: PaperRefSchema,
  step: Type.Number(),
  segments: Type.Array(Type.Object({ lower: Type.Number(), upper: Type.Number(), all: Type.Integer(), school: Type.Integer(), class: Type.Integer() })),
  score: NullableNumber,
  /** Index into segments (top down); null when 未考. */
  segment: NullableInteger,
})
export type StudentSegmentsData = Static<typeof StudentSegmentsDataSchema>
/** The step, when absent, is the width of the lowest segment [0, step). */
withDerived(StudentSegmentsDataSchema, ['step'])
export const StudentSegmentsResponseSchema = Envelope(StudentSegmentsDataSchema)

const PaperProperties = { ...StudentProperties, pindex: Type.Integer({ minimum: 1, maximum: 99 }) }

/** questionLost: the student's item scores on a paper against the class and the exam; weak questions trail the class score rate by more than 0.3. */
export const QuestionLostRequestSchema = Type.Object(PaperProperties)
export type QuestionLostRequest = Static<typeof QuestionLostRequestSchema>
export const QuestionLostDataSchema = Type.Object({
  paper: PaperRefSchema,
  absent: Type.Boolean({ default: false }),
  lostTotal: UnpromisedNumber(),
  questions: Type.Array(
    Type.Object({
      ...QuestionRefSchema.properties,
      got: NullableNumber,
      lost: NullableNumber,
      /** Options chosen (objective items). */
      chosen: UnpromisedString(),
      classRate: UnpromisedNumber(),
      allRate: UnpromisedNumber(),
    }),
  ),
  weakQuestions: Type.Array(Type.String({ description: 'qid, largest gap first' })),
})
export type QuestionLostData = Static<typeof QuestionLostDataSchema>
export const QuestionLostResponseSchema = Envelope(QuestionLostDataSchema)

/** knowledgeAnalysis: mastery per knowledge point of the student, the class, the school and the exam; weak points below 0.6 and below the class. */
export const KnowledgeAnalysisRequestSchema = Type.Object(PaperProperties)
export type KnowledgeAnalysisRequest = Static<typeof KnowledgeAnalysisRequestSchema>
export const KnowledgeAnalysisDataSchema = Type.Object({
  paper: PaperRefSchema,
  points: Type.Array(FactorPointSchema),
  student: Type.Array(NullableNumber),
  class: Type.Array(NullableNumber, { default: [] }),
  school: Type.Array(NullableNumber, { default: [] }),
  all: Type.Array(NullableNumber, { default: [] }),
  weakPoints: Type.Array(Type.String({ description: 'point id, weakest first' })),
})
export type KnowledgeAnalysisData = Static<typeof KnowledgeAnalysisDataSchema>
export const KnowledgeAnalysisResponseSchema = Envelope(KnowledgeAnalysisDataSchema)
