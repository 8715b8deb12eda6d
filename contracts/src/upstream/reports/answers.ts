import type { Static, TSchema } from 'typebox'
import { AbsentDataSchema } from './absent.ts'
import { DrillDataSchema } from './common.ts'
import { EffectiveDataSchema } from './effective.ts'
import { ReportDashboardDataSchema, ReportExamInfoSchema } from './exam.ts'
import { ContinueShortDataSchema, KeyStudentsDataSchema, WeakSubjectsDataSchema } from './focus-students.ts'
import { FactorsDataSchema, StudentFactorsDataSchema } from './knowledge.ts'
import { LevelBuffersDataSchema, LevelInfosDataSchema } from './levels.ts'
import { MatrixDataSchema } from './matrix.ts'
import { OverviewDataSchema } from './overview.ts'
import { REPORT_PATHS, type ReportPathKey } from './paths.ts'
import { QuesInfoDataSchema, QuesQualityDataSchema } from './questions.ts'
import { RankScaleDataSchema } from './rank-scale.ts'
import { RankingDataSchema, TopStudentsDataSchema } from './ranking.ts'
import { RatesDataSchema } from './rates.ts'
import { SegmentsDataSchema } from './segments.ts'
import { KnowledgeAnalysisDataSchema, PapersAnalysisDataSchema, QuestionLostDataSchema, StudentOverviewDataSchema, StudentSegmentsDataSchema } from './student-report.ts'
import { TeacherFactorsDataSchema, TeacherInfosDataSchema } from './teachers.ts'

/**
 * The data schema of every report call (spec 2 §7; the calls in paths.ts): what the boundary decodes
 * each answer against (contracts/src/upstream/answers.ts takes these in as REPORT_ANSWERS), and the type a
 * view reads (`ReportAnswer<K>`). Each drill answers the one drill shape.
 */
export const REPORT_ANSWER_SCHEMAS = {
  dashboard: ReportDashboardDataSchema,
  examInfo: ReportExamInfoSchema,
  overview: OverviewDataSchema,
  overviewStudents: DrillDataSchema,
  rates: RatesDataSchema,
  rateStudents: DrillDataSchema,
  segments: SegmentsDataSchema,
  segmentStudents: DrillDataSchema,
  rankScale: RankScaleDataSchema,
  rankScaleStudents: DrillDataSchema,
  ranking: RankingDataSchema,
  topStudents: TopStudentsDataSchema,
  matrix: MatrixDataSchema,
  absent: AbsentDataSchema,
  quesQuality: QuesQualityDataSchema,
  quesInfo: QuesInfoDataSchema,
  quesStudents: DrillDataSchema,
  knowledgeFactors: FactorsDataSchema,
  abilityFactors: FactorsDataSchema,
  knowledgeStudents: StudentFactorsDataSchema,
  abilityStudents: StudentFactorsDataSchema,
  teacherInfos: TeacherInfosDataSchema,
  teacherFactors: TeacherFactorsDataSchema,
  levelInfos: LevelInfosDataSchema,
  levelStudents: DrillDataSchema,
  levelBuffers: LevelBuffersDataSchema,
  levelBufferStudents: DrillDataSchema,
  keyStudents: KeyStudentsDataSchema,
  keyStudentsStudents: DrillDataSchema,
  weakSubjects: WeakSubjectsDataSchema,
  weakStudents: DrillDataSchema,
  continueShort: ContinueShortDataSchema,
  continueShortStudents: DrillDataSchema,
  effective: EffectiveDataSchema,
  effectiveStudents: DrillDataSchema,
  studentOverview: StudentOverviewDataSchema,
  studentPapers: PapersAnalysisDataSchema,
  studentSegments: StudentSegmentsDataSchema,
  studentQuestionLost: QuestionLostDataSchema,
  studentKnowledge: KnowledgeAnalysisDataSchema,
} as const satisfies Record<ReportPathKey, TSchema>

/** The drills: the calls that answer the one drill shape. */
export type DrillPathKey = { [K in ReportPathKey]: (typeof REPORT_ANSWER_SCHEMAS)[K] extends typeof DrillDataSchema ? K : never }[ReportPathKey]

/** The decoded data of report call K. */
export type ReportAnswer<K extends ReportPathKey> = Static<(typeof REPORT_ANSWER_SCHEMAS)[K]>

/** The client path of a report call (the registry's key form: `/report` dropped; pdf sessions fold onto obt there). */
export function reportClientPath(key: ReportPathKey): string {
  const path = REPORT_PATHS[key]
  return path.startsWith('/report/') ? path.slice('/report'.length) : path
}

/** `POST /client/path` → data schema, for every report call: spread into UPSTREAM_ANSWERS. */
export const REPORT_ANSWERS: Readonly<Record<string, TSchema>> = Object.fromEntries(
  (Object.keys(REPORT_ANSWER_SCHEMAS) as ReportPathKey[]).map((key) => [`POST ${reportClientPath(key)}`, REPORT_ANSWER_SCHEMAS[key]]),
)
