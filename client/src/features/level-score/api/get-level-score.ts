import type { LevelExamQuery, LevelScoreExam, LevelScoreGenerateBody, LevelScoreGenerateResult, LevelScorePage } from '@report/contracts/bff/level-score'
import useSWR from 'swr'
import { bffGet, bffPost } from '../../../lib/bff-client.ts'

export const levelScoreKey = '/level-score'
export const getLevelScorePage = (): Promise<LevelScorePage> => bffGet<LevelScorePage>(levelScoreKey)

export function useLevelScorePage() {
  return useSWR(levelScoreKey, getLevelScorePage)
}

export function levelScoreExamKey(query: LevelExamQuery): string {
  return `/level-score/exam?${new URLSearchParams({ examid: query.examid, org: query.org ?? '-1' }).toString()}`
}

export function useLevelScoreExam(query: LevelExamQuery | null) {
  return useSWR(query ? levelScoreExamKey(query) : null, (key: string) => bffGet<LevelScoreExam>(key))
}

export const generateLevelExam = (body: LevelScoreGenerateBody): Promise<LevelScoreGenerateResult> =>
  bffPost<LevelScoreGenerateResult>('/level-score/generate', body)
