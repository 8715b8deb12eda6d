import type { TSchema } from 'typebox'
import { SendMsgDataSchema, ShareDataSchema, ShareStatusDataSchema, StudentExamListDataSchema, TUTORING_PATHS as P, TutoringMsgDataSchema, TutoringStudentInfoSchema } from './tutoring.ts'

/** The tutoring calls the BFF reads (spread into the registry of answers.ts). */
export const TUTORING_ANSWERS: Readonly<Record<string, TSchema>> = {
  [`GET ${P.studentInfo}`]: TutoringStudentInfoSchema,
  [`GET ${P.examList}`]: StudentExamListDataSchema,
  [`GET ${P.msg}`]: TutoringMsgDataSchema,
  [`POST ${P.send}`]: SendMsgDataSchema,
  [`POST ${P.publish}`]: ShareDataSchema,
  [`POST ${P.unpublish}`]: ShareDataSchema,
  [`POST ${P.shareStatus}`]: ShareStatusDataSchema,
}
