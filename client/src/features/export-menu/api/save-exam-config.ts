import type { ExamConfigBody, ExamConfigView } from '@report/contracts/bff/tasks-config'
import { mutate } from 'swr'
import { bffPost } from '../../../lib/bff-client.ts'
import { examConfigKey } from './get-exam-config.ts'

/** POST /report/bff/tasks/exam-config: the exam's export settings, saved through the upstream. */
export async function saveExamConfig(body: ExamConfigBody): Promise<ExamConfigView> {
  const view = await bffPost<ExamConfigView>('/tasks/exam-config', body)
  await mutate(examConfigKey(body), view, { revalidate: false })
  return view
}
