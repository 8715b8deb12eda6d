import { Type, type TSchema } from 'typebox'
import {
  CONTRAST_PATHS,
  ContrastBuildDataSchema,
  ContrastCreateDataSchema,
  ContrastInfoDataSchema,
  ContrastListDataSchema,
  ContrastScopeDataSchema,
  ContrastStudentDataSchema,
  ContrastSummaryDataSchema,
} from './contrast.ts'

const key = (path: string) => `POST ${path.slice('/report'.length)}`

/** The history-comparison calls the BFF reads (spec 2 §7 Contrast), spread into UPSTREAM_ANSWERS. */
export const CONTRAST_ANSWERS: Readonly<Record<string, TSchema>> = {
  [key(CONTRAST_PATHS.list)]: ContrastListDataSchema,
  [key(CONTRAST_PATHS.info)]: ContrastInfoDataSchema,
  [key(CONTRAST_PATHS.update)]: Type.Unknown(),
  [key(CONTRAST_PATHS.remove)]: Type.Unknown(),
  [key(CONTRAST_PATHS.buildStatus)]: ContrastBuildDataSchema,
  [key(CONTRAST_PATHS.create)]: Type.Union([ContrastCreateDataSchema, Type.Null()]),
  [key(CONTRAST_PATHS.summary)]: ContrastSummaryDataSchema,
  [key(CONTRAST_PATHS.scopeDetails)]: ContrastScopeDataSchema,
  [key(CONTRAST_PATHS.studentDetails)]: ContrastStudentDataSchema,
}
