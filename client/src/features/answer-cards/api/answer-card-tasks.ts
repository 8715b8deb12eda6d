import type { CreateAnswerCardTaskBody, StudentFileCheckView, UploadStudentFileBody } from '@report/contracts/bff/answer-cards'
import type { TaskExamParams } from '@report/contracts/bff/tasks'
import { markTaskCreated } from '@report/contracts/rules/download-tasks'
import { mutate } from 'swr'
import { bffPost } from '../../../lib/bff-client.ts'
import { answerCardExportKey } from './get-answer-card-export.ts'

/**
 * POST /report/bff/answer-cards/tasks: an answer-pics export of the chosen papers and classes. The
 * download panel, where it next mounts in this tab, expands on its 答题卡 tab (spec 3 §2).
 */
export async function createAnswerCardTask(body: CreateAnswerCardTaskBody): Promise<string> {
  const { taskId } = await bffPost<{ taskId: string }>('/answer-cards/tasks', body)
  try {
    markTaskCreated(window.sessionStorage, 'answerCard')
  } catch {
    // No storage: the task still shows in the panel's tab when it is opened.
  }
  await mutate(answerCardExportKey(body))
  return taskId
}

export async function deleteAnswerCardTask(params: TaskExamParams, taskId: string): Promise<void> {
  await bffPost<null>('/answer-cards/tasks/delete', { ...params, taskId })
  await mutate(answerCardExportKey(params))
}

export async function restartAnswerCardTask(params: TaskExamParams, taskId: string): Promise<void> {
  await bffPost<null>('/answer-cards/tasks/restart', { ...params, taskId })
  await mutate(answerCardExportKey(params))
}

/** POST /report/bff/answer-cards/student-file: the file's text, checked against the exam's students. */
export function uploadStudentFile(body: UploadStudentFileBody): Promise<StudentFileCheckView> {
  return bffPost<StudentFileCheckView>('/answer-cards/student-file', body)
}
