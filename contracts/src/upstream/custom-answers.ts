import type { TSchema } from 'typebox'
import { CUSTOM_IMPORT_PATHS, DistrictSchoolsDataSchema, GradeStudentsDataSchema, ImportRecordsDataSchema } from './custom-import.ts'
import { CUSTOM_TASK_PATHS, CustomPermissionSchema, CustomTasksDataSchema, DefaultSubjectsDataSchema, InitTaskDataSchema, TaskInfoDataSchema, UploadFileDataSchema } from './custom-task.ts'
import { CUSTOM_MERGE_PATHS, MergeableExamsDataSchema, MergeCreateDataSchema, MergePlanDataSchema } from './custom-merge.ts'

// The custom-analysis calls the BFF reads (issue 18: import and examMerge; issue 32: the import as the platform's task), as the registry (answers.ts) takes them in.

const key = (method: string, path: string) => `${method} ${path.slice('/report'.length)}`

export const CUSTOM_ANSWERS: Readonly<Record<string, TSchema>> = {
  [key('POST', CUSTOM_IMPORT_PATHS.districtSchools)]: DistrictSchoolsDataSchema,
  [key('POST', CUSTOM_TASK_PATHS.permission)]: CustomPermissionSchema,
  [key('POST', CUSTOM_TASK_PATHS.defaultSubjects)]: DefaultSubjectsDataSchema,
  [key('POST', CUSTOM_TASK_PATHS.initTask)]: InitTaskDataSchema,
  [key('POST', CUSTOM_TASK_PATHS.uploadFile)]: UploadFileDataSchema,
  [key('POST', CUSTOM_TASK_PATHS.taskinfo)]: TaskInfoDataSchema,
  [key('POST', CUSTOM_TASK_PATHS.tasks)]: CustomTasksDataSchema,
  [key('POST', CUSTOM_IMPORT_PATHS.importRecords)]: ImportRecordsDataSchema,
  [key('POST', CUSTOM_IMPORT_PATHS.gradeStudents)]: GradeStudentsDataSchema,
  [key('POST', CUSTOM_MERGE_PATHS.exams)]: MergeableExamsDataSchema,
  [key('POST', CUSTOM_MERGE_PATHS.plan)]: MergePlanDataSchema,
  [key('POST', CUSTOM_MERGE_PATHS.create)]: MergeCreateDataSchema,
}
