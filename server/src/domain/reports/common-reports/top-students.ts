import type { ReportBlock } from '@report/contracts/bff/report-page'
import type { RankDisplay } from '@report/contracts/upstream/reports/ranking'

type StatItem = Extract<ReportBlock, { kind: 'stats' }>['items'][number]

/** A student of the upstream's top list, reduced to what the head of the ranking shows. */
export interface TopStudent {
  /** The student's id: their 总分 opens into its explanation as top|<key>|score. */
  key: string
  name: string
  className: string
  /** 总分, null when absent. */
  score: number | null
  /** Rank among everyone in the exam (总分), null when unknown. */
  rank: number | null
  /** 等级 on 总分 when the exam's published ranking shows levels instead of ranks. */
  level?: string | null
}

export interface RankingHead {
  title: string
  items: StatItem[]
}

/** The headline cell of a student's 总分 (the ranking page explains it). */
const scoreCell = (s: TopStudent): string => `top|${s.key}|score`

/** At most this many shown: three places, with ties. */
const MAX_SHOWN = 6

/**
 * The figures above the ranking (issue 15 item 15). Staff see 总分前三名: the top of their scope, as
 * the upstream ranks it. A student's scope is the student alone (spec 1 §6: students see their own
 * results, never other students'), so a "top three" would hold only their own row at whatever rank
 * they are; they see their own 总分 and rank under that name instead.
 */
export function rankingHead(
  viewer: { student: boolean },
  students: readonly TopStudent[],
  format: (score: TopStudent['score']) => StatItem['value'],
  mode: RankDisplay['mode'] = 'rank',
): RankingHead {
  // Issue 19: the exam's published ranking settings may give this reader levels, or neither ranks nor levels.
  const hintOf = (s: TopStudent, rankLabel: string): string | undefined =>
    mode === 'rank' ? `${rankLabel} ${s.rank ?? '--'}` : mode === 'level' ? `等级 ${s.level ?? '--'}` : undefined
  const withHint = (item: Omit<StatItem, 'hint'>, hint: string | undefined): StatItem => (hint === undefined ? item : { ...item, hint })
  if (viewer.student) {
    const self = students[0]
    const title = mode === 'rank' ? '我的总分与排名' : mode === 'level' ? '我的总分与等级' : '我的总分'
    return { title, items: self ? [withHint({ label: '总分', value: format(self.score), cell: scoreCell(self) }, hintOf(self, '全体排名'))] : [] }
  }
  return { title: '总分前三名', items: students.slice(0, MAX_SHOWN).map((s) => withHint({ label: `${s.name}（${s.className}）`, value: format(s.score), cell: scoreCell(s) }, hintOf(s, '排名'))) }
}
