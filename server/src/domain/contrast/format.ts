// Cell texts of the comparison tables: '--' for an unknown figure, 未考 for an absent student (spec 1 §5).

import { TOTAL_SCORE_RULE } from '@report/contracts/rules/total-score'
import { formatDate } from '@report/contracts/format/date-time'

export const ABSENT = '未考'
export const UNKNOWN = '--'

export const fixed = (x: number | null | undefined, d = 2): string => (x === null || x === undefined || !Number.isFinite(x) ? UNKNOWN : x.toFixed(d))
export const percent = (x: number | null | undefined, d = 2): string => (x === null || x === undefined || !Number.isFinite(x) ? UNKNOWN : `${(x * 100).toFixed(d)}%`)
export const integer = (x: number | null | undefined): string => (x === null || x === undefined || !Number.isFinite(x) ? UNKNOWN : String(x))
/** A rank change: +3 (进步), −2 (退步), 0. */
export const signed = (x: number | null | undefined): string => (x === null || x === undefined || !Number.isFinite(x) ? UNKNOWN : x > 0 ? `+${x}` : String(x))
/** A score: 未考 when the student did not sit it, never 0. */
export const score = (x: number | null | undefined): string => (x === null || x === undefined ? ABSENT : fixed(x, x % 1 === 0 ? 0 : 2))

export const examLabel = (e: { name: string; time: string }): string => (formatDate(e.time) === '--' ? e.name : `${e.name}（${formatDate(e.time)}）`)

/** 指标说明: the conventions of analytics.md as they apply to a comparison; 总分's population is the report's (rules/total-score.ts). */
export const COMPARE_NOTES: readonly string[] = [
  '学生按学生编号跨考试匹配；某次考试未参加记为“未考”，不计 0 分，也不参与该次考试的平均分、三率、标准分与排名；转学学生保留其参加过的考试。',
  `总分 = 所选科目分数之和。${TOTAL_SCORE_RULE}与该次考试自身报告的总分统计口径相同。各次考试满分可能不同，原始分按原样显示，跨考试比较看名次与标准分。`,
  '排名为竞争排名（同分同名次：90、90、85 → 1、1、3），分全体、学校、班级三级。',
  '名次变化 = 上一次参加的考试名次 − 本次名次，正数为进步、负数为退步；总进退 = 第一次考试名次 − 最后一次考试名次（两次都参加的学生），进步/退步最多的学生列于榜单。',
  '标准分 Z =（分数 − 平均分）÷ 标准差，标准差为该次考试全体实考学生的总体标准差（除以 N），标准差为 0 时 Z = 0；T = 50 + 10Z。',
  '超均率 =（单位平均分 − 参照平均分）÷ 参照平均分：学校以全体为参照，班级以本校为参照；单位排名按平均分在同级单位中竞争排名。',
  '优秀率、良好率、及格率：得分 ≥ 满分的 85%、70%、60%（含）的人数 ÷ 实考人数。',
  '短板：某科名次落后总分名次超过该次考试总分实考人数的五分之一；连续短板：同一科目在连续两次及以上考试中均为短板。',
]
