import { setTimeout as sleep } from 'node:timers/promises'
import type { FastifyInstance } from 'fastify'
import { IMPORT_FILE_CONTENT_TYPE } from '@report/contracts/upstream/custom-import-file'
import { CUSTOM_TASK_PATHS, type CustomTask, type CustomTasksData, type DefaultSubjectsData, type InitTaskData, type InitTaskRequest, type TaskInfoData, type UploadFileData } from '@report/contracts/upstream/custom-task'
import { taskState } from '../../domain/custom/import-task.ts'
import { RawBody } from '../../lib/upstream-client.ts'
import type { Session } from '../../lib/session.ts'
import { customWrite } from './custom-upstream.ts'

/** How long a confirmation follows its task before answering with it still running (the page follows it further). */
export const FOLLOW_MS = 5_000
/** Pauses between two taskinfo calls while following, growing to the last. */
const PAUSES_MS = [50, 100, 200, 400, 800, 1_000]

/**
 * The import as the platform's task (spec 2 §7 "/mod/v1/custom"; issue 32): init-task with the exam's
 * definition, upload-file with the checked rows (custom-import-file.ts's layout), then taskinfo until
 * it is done or failed or FOLLOW_MS have passed.
 */
export async function runImportTask(app: FastifyInstance, session: Session, definition: InitTaskRequest, file: string): Promise<CustomTask> {
  const { taskid } = await customWrite<InitTaskData>(app, session, CUSTOM_TASK_PATHS.initTask, definition)
  await customWrite<UploadFileData>(app, session, `${CUSTOM_TASK_PATHS.uploadFile}?${new URLSearchParams({ taskid }).toString()}`, new RawBody(file, IMPORT_FILE_CONTENT_TYPE))
  return followTask(app, session, taskid, FOLLOW_MS)
}

/** The task as the platform has it now; another user's is unknown to the platform (404). */
export async function fetchImportTask(app: FastifyInstance, session: Session, taskid: string): Promise<CustomTask> {
  return (await app.upstream.json<TaskInfoData>('POST', CUSTOM_TASK_PATHS.taskinfo, session, { taskid })).info
}

async function followTask(app: FastifyInstance, session: Session, taskid: string, ms: number): Promise<CustomTask> {
  const until = Date.now() + ms
  for (let i = 0; ; i++) {
    const task = await fetchImportTask(app, session, taskid)
    const state = taskState(task.status)
    if (state === 'done' || state === 'failed') return task
    const pause = PAUSES_MS[Math.min(i, PAUSES_MS.length - 1)]!
    if (Date.now() + pause > until) return task
    await sleep(pause)
  }
}

/** The user's import tasks, newest first. */
export async function fetchImportTasks(app: FastifyInstance, session: Session): Promise<CustomTask[]> {
  return (await app.upstream.json<CustomTasksData>('POST', CUSTOM_TASK_PATHS.tasks, session, {})).tasks
}

/** The grade's subjects and their usual full scores, by subject. */
export async function fetchDefaultFullScores(app: FastifyInstance, session: Session, grade: string): Promise<Map<string, number>> {
  const { subjects } = await app.upstream.json<DefaultSubjectsData>('POST', CUSTOM_TASK_PATHS.defaultSubjects, session, { grade })
  return new Map(subjects.map((s) => [s.subject, s.manfen]))
}
