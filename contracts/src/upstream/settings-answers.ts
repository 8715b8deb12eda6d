import { Type } from 'typebox'
import { EXAM_SETTINGS_ANSWERS } from './exam-settings.ts'
import { SYNC_ANSWERS } from './settings-sync.ts'
import { CfgCommonSchema, CfgCommonUpdateSchema, CfgExamListSchema, CfgExamPublishSchema, CfgGradeSchema, CfgIsUsedSchema, CfgSubjectSchema } from './settings.ts'

/** The indicator settings calls the BFF reads (client path → data schema), spread into the registry of answers.ts. */
export const SETTINGS_ANSWERS = {
  'GET /analysis/v1/cfg/common/get': CfgCommonSchema,
  'POST /analysis/v1/cfg/common/update': Type.Union([CfgCommonUpdateSchema, Type.Null()]),
  'GET /analysis/v1/cfg/common/isUsed': CfgIsUsedSchema,
  'GET /analysis/v1/cfg/grade/get': CfgGradeSchema,
  'GET /analysis/v1/cfg/exam/list': CfgExamListSchema,
  'POST /analysis/v1/cfg/exam/publish': Type.Union([CfgExamPublishSchema, Type.Null()]),
  'GET /analysis/v1/cfg/subject/get': CfgSubjectSchema,
  'POST /analysis/v1/cfg/subject/save': Type.Union([CfgCommonUpdateSchema, Type.Null()]),
  ...EXAM_SETTINGS_ANSWERS,
  ...SYNC_ANSWERS,
}
