import type { LevelLinesCalcBody, LevelLinesSaved, LevelLinesSettings, LevelLinesView } from '@report/contracts/bff/level-lines'
import useSWR from 'swr'
import { bffGet, bffPost } from '../../../lib/bff-client.ts'

export function levelLinesKey(examid: string, org: number): string {
  return `/level-lines?${new URLSearchParams({ examid, org: String(org) }).toString()}`
}

export function useLevelLines(exam: { examid: string; org: number } | null) {
  return useSWR(exam ? levelLinesKey(exam.examid, exam.org) : null, (key: string) => bffGet<LevelLinesView>(key))
}

/** isRtcal true: the BFF recalculates through set-mod-level-lines without saving. */
export const calcLevelLines = (body: LevelLinesCalcBody, signal?: AbortSignal): Promise<LevelLinesSettings> =>
  bffPost<LevelLinesSettings>('/level-lines/calc', body, signal ? { signal } : {})

/** isRtcal false: saved; answers the recalculated view and the statistics payload. */
export const saveLevelLines = (body: LevelLinesCalcBody): Promise<LevelLinesSaved> => bffPost<LevelLinesSaved>('/level-lines', body)
