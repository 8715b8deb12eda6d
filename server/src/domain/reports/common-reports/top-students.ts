import type { ReportBlock } from '@report/contracts/bff/report-page'

type StatItem = Extract<ReportBlock, { kind: 'stats' }>['items'][number]

/** A student of the upstream's top list, reduced to what the head of the ranking shows. */
export interface TopStudent {
  name: string
  className: string
  /** 总分, null when absent. */
  score: number | null
  /** Rank among everyone in the exam (总分), null when unknown. */
  rank: number | null
}

export interface RankingHead {
  title: string
  items: StatItem[]
}

/** At most this many shown: three places, with ties. */
const MAX_SHOWN = 6

/**
 * The figures above the ranking (issue 15 item 15). Staff see 总分前三名: the top of their scope, as
 * the upstream ranks it. A student's scope is the student alone (spec 1 §6: students see their own
 * results, never other students'), so a "top three" would hold only their own row at whatever rank
 * they are; they see their own 总分 and rank under that name instead.
 */
export function rankingHead(viewer: { student: boolean }, students: readonly TopStudent[], format: (score: TopStudent['score']) => StatItem['value']): RankingHead {
  const item = (s: TopStudent): StatItem => ({ label: `${s.name}（${s.className}）`, value: format(s.score), hint: `排名 ${s.rank ?? '--'}` })
  if (viewer.student) {
    const self = students[0]
    return { title: '我的总分与排名', items: self ? [{ label: '总分', value: format(self.score), hint: `全体排名 ${self.rank ?? '--'}` }] : [] }
  }
  return { title: '总分前三名', items: students.slice(0, MAX_SHOWN).map(item) }
}
