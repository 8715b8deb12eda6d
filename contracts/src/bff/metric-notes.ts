/**
 * The standard 指标说明 entries (shared/reference/analytics.md): every report page states the
 * conventions behind its numbers so users can check them by hand. Pages name entries by key; the BFF
 * states the rates with the exam's own lines (server/src/domain/metrics/line-legends.ts, metricNotes).
 * Plain data (no schema library), so the client can import it without pulling TypeBox into a chunk;
 * the schema is MetricNoteSchema in table.ts.
 */

import { TOTAL_SCORE_NOTE } from '../rules/total-score.ts'

export interface MetricNote {
  term: string
  formula: string
  note: string
}

const N_NOTE = 'N 为有效成绩人数：未考学生不计入任何统计，0 分是有效成绩。'

export const METRIC_NOTES = {
  headcount: { term: '实考人数', formula: 'N = 有成绩的学生数', note: '未考学生单列为“未考”，不计入人数、平均分、各率和排名；0 分计入。' },
  absent: { term: '未考', formula: '—', note: '缺考学生显示为“未考”，不计入任何统计；无法计算的数值显示为“--”。' },
  /** Who has a 总分 (issue 31): the one rule of rules/total-score.ts. */
  totalScore: TOTAL_SCORE_NOTE,
  mean: { term: '平均分', formula: 'x̄ = Σx / N', note: N_NOTE },
  standardDeviation: { term: '标准差', formula: 'σ = √(Σ(x − x̄)² / N)', note: '总体标准差：参考学生即总体，除以 N（不是 N − 1）。' },
  median: { term: '中位数', formula: '排序后居中的分数；N 为偶数时取中间两个分数的平均', note: N_NOTE },
  modes: { term: '众数', formula: '出现次数最多的所有分数', note: '并列最多时全部列出；没有重复的分数时为空。' },
  skewness: {
    term: '偏度',
    formula: 'G1 = N²·m3 / ((N − 1)(N − 2)·s³)',
    note: 'm3 为三阶中心矩，s 为样本标准差（与 Excel SKEW 相同）；N ≤ 2 时显示“--”。正值表示高分端拖尾（多数学生分数偏低）。',
  },
  kurtosis: { term: '峰度', formula: 'G2（超额峰度，与 Excel KURT 相同）', note: 'N ≤ 3 时显示“--”。' },
  difficulty: { term: '难度', formula: 'P = x̄ / W', note: 'W 为满分，保留 2 位小数；数值越大题目越容易。' },
  discrimination: {
    term: '区分度',
    formula: 'D = (x̄高分组 − x̄低分组) / W',
    note: '高、低分组各取本卷得分前、后 27 %（n = ⌈0.27·N⌉，分界处同分按学生编号）。',
  },
  reliability: { term: '信度', formula: 'α = k/(k − 1)·(1 − Σσᵢ² / σ²总)', note: 'Cronbach α，k 为题目数，各方差均按总体方差计算。' },
  separation: { term: '分离度', formula: 'G = √(α / (1 − α))', note: 'α ≤ 0 时为 0。' },
  sampleCorrelation: { term: '与总分相关', formula: 'r = Pearson(本卷分数, 总分)', note: '只计同时有本卷和总分成绩的学生。' },
  variationCoefficient: { term: '差异系数', formula: 'CV = σ / x̄', note: '数值越大，学生之间差距越大。' },
  zScore: { term: '标准分（Z 分）', formula: 'Z = (x − x̄) / σ', note: 'σ 为总体标准差；σ = 0 时 Z = 0。' },
  tScore: { term: 'T 分', formula: 'T = 50 + 10·Z', note: '由 Z 分换算，平均为 50。' },
  overMeanRate: { term: '超均率', formula: '(本单位平均分 − 参照平均分) / 参照平均分', note: '班级以本校为参照，学校以全体为参照。' },
  // The rates' lines are settings (per subject, by share of W or by score): these entries define them for
  // the help centre; a report page states its exam's lines instead (server/src/domain/metrics/line-legends.ts).
  excellentRate: { term: '优秀率', formula: '得分 ≥ 优秀线 的人数 / N', note: '含等于；各科的优秀线在指标参数设置的分数线设置中按满分的比例或按分数设定，系统默认满分的 85 %；每次考试按它发布时的设置统计。' },
  goodRate: { term: '良好率', formula: '得分 ≥ 良好线 的人数 / N', note: '含等于；良好线的设置同优秀线，系统默认满分的 70 %。' },
  passRate: { term: '及格率', formula: '得分 ≥ 及格线 的人数 / N', note: '含等于；及格线的设置同优秀线，系统默认满分的 60 %。' },
  lowRate: { term: '低分率', formula: '得分 < 低分线 的人数 / N', note: '不含等于；低分线的设置同优秀线，系统默认满分的 40 %。' },
  segments: {
    term: '分数段',
    formula: '[a, a + 步长)',
    note: '左闭右开；单科步长默认 10 分，总分 50 分；满分并入最高段；各段人数之和等于 N。',
  },
  rank: { term: '排名', formula: '名次 = 1 + 分数严格高于本人的人数', note: '同分同名次（90、90、85 → 1、1、3），分全体、区县、学校、班级四级。' },
  rankBands: { term: '名次段', formula: '各单位落在前 50/100/200/500/1000 名内的人数及占比', note: '名次段的分界可在指标参数设置中调整。' },
  gradeBands: {
    term: '档次线',
    formula: '取前 ⌈p·N⌉ 名，最后一名的分数即为该档分数线',
    note: '默认 p = 15 %、35 %、60 %（累计）。',
  },
  borderline: { term: '临界生', formula: '线 − 10 ≤ 总分 < 线 + 10', note: '每条档次线上下各 10 分的窗口，窗口大小可设置。' },
  effectiveScore: {
    term: '有效分',
    formula: 'r = 总分上线人数 / N；k = ⌊本科参考人数 × r⌋；有效分 = 本科第 k 高分',
    note: '按上线比例匹配各学科的有效分。',
  },
  singleLine: { term: '单上线', formula: '学科分 ≥ 该科有效分', note: '' },
  doubleLine: { term: '双上线', formula: '学科分与总分都达到各自的线', note: '' },
  contributionRate: { term: '贡献率', formula: '双上线人数 / 总分上线人数', note: '' },
  weakSubject: {
    term: '短板学科',
    formula: '学科名次落后总分名次超过设定差距',
    note: '默认差距为参考人数的五分之一；连续短板指连续几次考试同一学科均为短板。',
  },
  valueAdded: { term: '增值', formula: '学生：Z出口 − Z入口；班级：学生增值的平均', note: '用于增值评价（fxtype 6）。' },
  itemDifficulty: { term: '题目难度（得分率）', formula: '题目平均得分 / 题目满分', note: '客观题即正确率。' },
  itemDiscrimination: { term: '题目区分度', formula: '按本卷总分取高、低 27 % 两组，(两组本题平均分之差) / 题目满分', note: '' },
  itemTotalCorrelation: { term: '题总相关', formula: 'r = Pearson(本题得分, 本卷总分)', note: '' },
  optionShare: { term: '选项选择率', formula: '选择该选项的人数 / 作答人数', note: '仅客观题。' },
  knowledgeMastery: { term: '知识点掌握度', formula: 'Σ得分 / Σ满分（该知识点下的全部题目）', note: '' },
  levelScoring: {
    term: '等级赋分',
    formula: 'T = T1 + (Y − Y1)(T2 − T1) / (Y2 − Y1)',
    note: '按累计比例从高到低划分等级，同分同等级，跨线的同分组归入较高等级；等级内线性换算并四舍五入取整；Y1 = Y2 时取 T2。',
  },
} as const satisfies Record<string, MetricNote>

export type MetricNoteKey = keyof typeof METRIC_NOTES
