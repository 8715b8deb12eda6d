import { Type, type Static } from 'typebox'
import { Envelope } from '../envelope.ts'
import { CUSTOM_IMPORT_LIMITS } from '../validators/custom-import.ts'
import { IdNameCollection, LenientEpochMs } from './facts/lenient-fields.ts'

// Custom analysis over a school's own scores (spec 1 §2 new/custom, spec 2 §7 "/mod/v1/custom":
// district-schools; spec 1 §7 fetchCustomImportRecords). The spec names the calls but not their
// bodies; these are the reference upstream's. The BFF parses and checks the file; the import itself is
// the platform's task (custom-task.ts), which makes the custom exam (org 2) from the checked rows.

export const CUSTOM_IMPORT_PATHS = {
  /** POST {} → the schools and, per grade, the classes an import may fill */
  districtSchools: '/report/mod/v1/custom/district-schools',
  /** POST {} → the user's import records, newest first */
  importRecords: '/report/user/v1/user/fetchCustomImportRecords',
  /** POST {grade} → the roster of the grade's classes an import may fill (issue 31 item 4: the roster check) */
  gradeStudents: '/report/mod/v1/custom/grade-students',
} as const

export const CustomClassSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  no: Type.Integer(),
  schoolId: Type.String(),
})

export const CustomGradeSchema = Type.Object({
  grade: Type.String(),
  classes: Type.Array(CustomClassSchema),
})

export const DistrictSchoolsDataSchema = Type.Object({
  schools: IdNameCollection(Type.Object({ id: Type.String(), name: Type.String() })),
  grades: Type.Array(CustomGradeSchema),
})
export type DistrictSchoolsData = Static<typeof DistrictSchoolsDataSchema>
export const DistrictSchoolsResponseSchema = Envelope(DistrictSchoolsDataSchema)

export const GradeStudentsRequestSchema = Type.Object({ grade: Type.String({ minLength: 1, maxLength: 20 }) })
export type GradeStudentsRequest = Static<typeof GradeStudentsRequestSchema>

/** A student of the school's roster: 学号 as the school keeps it (leading zeros and all), name, class. */
export const RosterStudentSchema = Type.Object({
  xuehao: Type.String({ minLength: 1 }),
  name: Type.String({ default: '' }),
  classId: Type.String({ default: '' }),
})
export const GradeStudentsDataSchema = Type.Object({ students: Type.Array(RosterStudentSchema, { default: [] }) })
export type GradeStudentsData = Static<typeof GradeStudentsDataSchema>
export const GradeStudentsResponseSchema = Envelope(GradeStudentsDataSchema)

/** A question of an imported paper: its printed number and full score. */
export const CustomQuestionSchema = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 20 }),
  score: Type.Number({ exclusiveMinimum: 0, maximum: CUSTOM_IMPORT_LIMITS.maxFullScore }),
})

export const CustomProblemCountSchema = Type.Object({ kind: Type.String(), count: Type.Integer({ minimum: 0 }) })

export const ImportRecordSchema = Type.Object({
  taskid: Type.String(),
  fileName: Type.String({ default: '' }),
  examid: Type.String({ default: '' }),
  org: Type.Integer({ default: 2 }),
  examName: Type.String({ default: '' }),
  grade: Type.String({ default: '' }),
  ctime: LenientEpochMs(),
  totalRows: Type.Integer({ default: 0 }),
  importedRows: Type.Integer({ default: 0 }),
  skippedRows: Type.Integer({ default: 0 }),
  problems: Type.Array(CustomProblemCountSchema, { default: [] }),
})
export type ImportRecord = Static<typeof ImportRecordSchema>

export const ImportRecordsDataSchema = Type.Object({ records: Type.Array(ImportRecordSchema) })
export type ImportRecordsData = Static<typeof ImportRecordsDataSchema>
export const ImportRecordsResponseSchema = Envelope(ImportRecordsDataSchema)
