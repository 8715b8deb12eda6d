import { Type } from 'typebox'
import { SYNC_ANSWERS } from './settings-sync.ts'
import { CfgCommonSchema, CfgCommonUpdateSchema, CfgExamListSchema, CfgExamPublishSchema, CfgGradeSchema, CfgIsUsedSchema } from './settings.ts'

/** The indicator settings calls the BFF reads (client path → data schema), spread into the registry of answers.ts. */
export const SETTINGS_ANSWERS = {
  'GET /analysis/v1/cfg/common/get': CfgCommonSchema,
  'POST /analysis/v1/cfg/common/update': Type.Union([CfgCommonUpdateSchema, Type.Null()]),
  'GET /analysis/v1/cfg/common/isUsed': CfgIsUsedSchema,
  'GET /analysis/v1/cfg/grade/get': CfgGradeSchema,
  'GET /analysis/v1/cfg/exam/list': CfgExamListSchema,
  'POST /analysis/v1/cfg/exam/publish': Type.Union([CfgExamPublishSchema, Type.Null()]),
  ...SYNC_ANSWERS,
}
