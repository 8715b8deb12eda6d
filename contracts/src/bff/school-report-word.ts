import { Type, type Static } from 'typebox'

/** GET /report/bff/school-report-word?examid&org&grade[&lkschool] → the school's analysis report as .docx. */
export const SchoolReportWordQuerySchema = Type.Object({
  examid: Type.String({ minLength: 1, maxLength: 60, pattern: '^[0-9A-Za-z_-]+$' }),
  org: Type.Optional(Type.String({ maxLength: 4, pattern: '^-?[0-9]*$' })),
  grade: Type.Optional(Type.String({ maxLength: 20 })),
  lkschool: Type.Optional(Type.String({ maxLength: 40, pattern: '^[0-9A-Za-z_-]*$' })),
  group: Type.Optional(Type.String({ maxLength: 80 })),
})
export type SchoolReportWordQuery = Static<typeof SchoolReportWordQuerySchema>

export const DOCX_MEDIA_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'

/** GET /report/bff/school-report-word/exams: the exams a school report can be produced for (newest first). */
export const SchoolReportWordExamsSchema = Type.Object({
  exams: Type.Array(
    Type.Object({ examid: Type.String(), org: Type.Integer(), grade: Type.String(), name: Type.String(), date: Type.String(), downloadUrl: Type.String() }),
  ),
  total: Type.Integer({ minimum: 0 }),
})
export type SchoolReportWordExams = Static<typeof SchoolReportWordExamsSchema>
