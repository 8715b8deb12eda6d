import type { AnswerCardTasksView } from '@report/contracts/bff/tasks'
import useSWR from 'swr'
import { bffGet } from '../../../lib/bff-client.ts'
import type { TaskExamQuery } from '../lib/exam-query.ts'
import { TASKS_KEY_PREFIX } from './get-task-panel.ts'

/** GET /report/bff/tasks/answer-cards: the route's exam's answer-card exports; null without an exam in the route. */
export function answerCardTasksKey(query: TaskExamQuery): string | null {
  if (!query.examid) return null
  const search = new URLSearchParams({ examid: query.examid, ...(query.org ? { org: query.org } : {}), ...(query.grade ? { grade: query.grade } : {}) })
  return `${TASKS_KEY_PREFIX}/answer-cards?${search.toString()}`
}

export const getAnswerCardTasks = (key: string): Promise<AnswerCardTasksView> => bffGet<AnswerCardTasksView>(key)

/** The panel's 答题卡 tab; `key` null fetches nothing (collapsed, or no exam); `refreshInterval` 0 never refreshes. */
export function useAnswerCardTasks(key: string | null, refreshInterval: number) {
  return useSWR(key, getAnswerCardTasks, { refreshInterval, revalidateOnFocus: false, dedupingInterval: 1000 })
}
