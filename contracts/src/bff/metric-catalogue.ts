/**
 * The catalogue of metric definitions (issue 36; conventions of shared/reference/analytics.md): for every
 * metric the report pages show, its name, formula in words and in symbols, who counts, the rounding and
 * the settings it reads. The 指标说明 blocks (metric-notes.ts), the help centre and the explanation of any
 * figure are rendered from these entries and from nothing else. Plain data typed by MetricDefinitionSchema
 * (metric-definition.ts; a type import, so a client chunk that reads the catalogue pulls no TypeBox).
 */

import type { MetricDefinition } from './metric-definition.ts'
import { TOTAL_SCORE_NOTE } from '../rules/total-score.ts'

const N_NOTE = 'N 为有效成绩人数：未考学生不计入任何统计，0 分是有效成绩。'
const VALID = '有效成绩的学生（未考不计入，0 分计入）'
const SCORE_ROUNDING = '四舍五入保留 2 位小数，末尾的 0 省略'
const FIXED_ROUNDING = '四舍五入保留 2 位小数'
const PERCENT_ROUNDING = '乘以 100 后四舍五入保留 2 位小数，加 %'
const INTEGER = '整数，不取舍'
const LINES = ['分数线设置（本次考试发布时的设置版本）']

export const METRIC_CATALOGUE = {
  headcount: { term: '实考人数', words: '有成绩的学生人数', symbols: 'N = 有成绩的学生数', population: VALID, rounding: INTEGER, settings: [], note: '未考学生单列为“未考”，不计入人数、平均分、各率和排名；0 分计入。' },
  absent: { term: '未考', words: '没有成绩的学生人数', symbols: '—', population: '所见范围内该科没有成绩的学生', rounding: INTEGER, settings: [], note: '缺考学生显示为“未考”，不计入任何统计；无法计算的数值显示为“--”。' },
  /** Who has a 总分 (issue 31): the one rule of rules/total-score.ts. */
  totalScore: { term: TOTAL_SCORE_NOTE.term, words: '所计各科分数相加', symbols: TOTAL_SCORE_NOTE.formula, population: '各科都有成绩的学生', rounding: SCORE_ROUNDING, settings: [], note: TOTAL_SCORE_NOTE.note },
  score: { term: '分数', words: '学生在该科的得分', symbols: 'x = 本人各题得分之和', population: '本人；未考显示“未考”', rounding: SCORE_ROUNDING, settings: [], note: '' },
  mean: { term: '平均分', words: '所有有效成绩之和除以有效成绩人数', symbols: 'x̄ = Σx / N', population: VALID, rounding: SCORE_ROUNDING, settings: [], note: N_NOTE },
  max: { term: '最高分', words: '有效成绩中最高的一个', symbols: 'max(x)', population: VALID, rounding: SCORE_ROUNDING, settings: [], note: '' },
  min: { term: '最低分', words: '有效成绩中最低的一个', symbols: 'min(x)', population: VALID, rounding: SCORE_ROUNDING, settings: [], note: '0 分是有效成绩，未考不是。' },
  standardDeviation: { term: '标准差', words: '各成绩与平均分之差的平方的平均数，再开方', symbols: 'σ = √(Σ(x − x̄)² / N)', population: VALID, rounding: SCORE_ROUNDING, settings: [], note: '总体标准差：参考学生即总体，除以 N（不是 N − 1）。' },
  median: { term: '中位数', words: '成绩排序后居中的一个；人数为偶数时取中间两个的平均', symbols: '排序后居中的分数；N 为偶数时取中间两个分数的平均', population: VALID, rounding: SCORE_ROUNDING, settings: [], note: N_NOTE },
  modes: { term: '众数', words: '出现次数最多的分数（并列时全部）', symbols: '出现次数最多的所有分数', population: VALID, rounding: SCORE_ROUNDING, settings: [], note: '并列最多时全部列出；没有重复的分数时为空。' },
  skewness: {
    term: '偏度',
    words: '三阶中心矩除以样本标准差的三次方，再乘以样本量校正系数',
    symbols: 'G1 = N²·m3 / ((N − 1)(N − 2)·s³)',
    population: VALID,
    rounding: FIXED_ROUNDING,
    settings: [],
    note: 'm3 为三阶中心矩，s 为样本标准差（与 Excel SKEW 相同）；N ≤ 2 时显示“--”。正值表示高分端拖尾（多数学生分数偏低）。',
  },
  kurtosis: { term: '峰度', words: '四阶矩的校正比值减去 3（超额峰度）', symbols: 'G2（超额峰度，与 Excel KURT 相同）', population: VALID, rounding: FIXED_ROUNDING, settings: [], note: 'N ≤ 3 时显示“--”。' },
  difficulty: { term: '难度', words: '平均分除以满分', symbols: 'P = x̄ / W', population: VALID, rounding: FIXED_ROUNDING, settings: [], note: 'W 为满分，保留 2 位小数；数值越大题目越容易。' },
  discrimination: {
    term: '区分度',
    words: '高分组平均分与低分组平均分之差除以满分',
    symbols: 'D = (x̄高分组 − x̄低分组) / W',
    population: VALID,
    rounding: FIXED_ROUNDING,
    settings: [],
    note: '高、低分组各取本卷得分前、后 27 %（n = ⌈0.27·N⌉，分界处同分按学生编号）。',
  },
  reliability: { term: '信度', words: '按各题方差之和与总分方差之比计算的 Cronbach α', symbols: 'α = k/(k − 1)·(1 − Σσᵢ² / σ²总)', population: VALID, rounding: FIXED_ROUNDING, settings: [], note: 'Cronbach α，k 为题目数，各方差均按总体方差计算。' },
  separation: { term: '分离度', words: '信度除以（1 − 信度）再开方', symbols: 'G = √(α / (1 − α))', population: VALID, rounding: FIXED_ROUNDING, settings: [], note: 'α ≤ 0 时为 0。' },
  sampleCorrelation: { term: '与总分相关', words: '本卷分数与总分的皮尔逊相关系数', symbols: 'r = Pearson(本卷分数, 总分)', population: '同时有本卷和总分成绩的学生', rounding: FIXED_ROUNDING, settings: [], note: '只计同时有本卷和总分成绩的学生。' },
  variationCoefficient: { term: '差异系数', words: '标准差除以平均分', symbols: 'CV = σ / x̄', population: VALID, rounding: FIXED_ROUNDING, settings: [], note: '数值越大，学生之间差距越大。' },
  zScore: { term: '标准分（Z 分）', words: '成绩与平均分之差除以标准差', symbols: 'Z = (x − x̄) / σ', population: VALID, rounding: FIXED_ROUNDING, settings: [], note: 'σ 为总体标准差；σ = 0 时 Z = 0。' },
  tScore: { term: 'T 分', words: '50 加 10 倍的 Z 分', symbols: 'T = 50 + 10·Z', population: VALID, rounding: FIXED_ROUNDING, settings: [], note: '由 Z 分换算，平均为 50。' },
  overMeanRate: { term: '超均率', words: '本单位平均分高出参照平均分的部分占参照平均分的比例', symbols: '(本单位平均分 − 参照平均分) / 参照平均分', population: VALID, rounding: PERCENT_ROUNDING, settings: [], note: '班级以本校为参照，学校以全体为参照。' },
  meanDiff: { term: '均分差', words: '本单位平均分减参照总体平均分', symbols: 'x̄本单位 − x̄参照', population: VALID, rounding: SCORE_ROUNDING, settings: [], note: '参照总体为本视图内高一层级的总体：班级对比全校（单校考试即全体），学校对比联考总体或全体。正值高于总体。' },
  excellentRateDiff: { term: '优秀率差', words: '本单位优秀率减参照总体优秀率', symbols: '优秀率本单位 − 优秀率参照', population: VALID, rounding: PERCENT_ROUNDING, settings: LINES, note: '以百分点表示；参照总体同均分差。' },
  passRateDiff: { term: '及格率差', words: '本单位及格率减参照总体及格率', symbols: '及格率本单位 − 及格率参照', population: VALID, rounding: PERCENT_ROUNDING, settings: LINES, note: '以百分点表示；参照总体同均分差。' },
  // The rates' lines are settings (per subject, by share of W or by score): these entries define them for
  // the help centre; a report page states its exam's lines instead (server/src/domain/metrics/line-legends.ts).
  excellentRate: { term: '优秀率', words: '得分不低于优秀线的人数除以有效成绩人数', symbols: '得分 ≥ 优秀线 的人数 / N', population: VALID, rounding: PERCENT_ROUNDING, settings: LINES, note: '含等于；各科的优秀线在指标参数设置的分数线设置中按满分的比例或按分数设定，系统默认满分的 85 %；每次考试按它发布时的设置统计。' },
  goodRate: { term: '良好率', words: '得分不低于良好线的人数除以有效成绩人数', symbols: '得分 ≥ 良好线 的人数 / N', population: VALID, rounding: PERCENT_ROUNDING, settings: LINES, note: '含等于；良好线的设置同优秀线，系统默认满分的 70 %。' },
  passRate: { term: '及格率', words: '得分不低于及格线的人数除以有效成绩人数', symbols: '得分 ≥ 及格线 的人数 / N', population: VALID, rounding: PERCENT_ROUNDING, settings: LINES, note: '含等于；及格线的设置同优秀线，系统默认满分的 60 %。' },
  lowRate: { term: '低分率', words: '得分低于低分线的人数除以有效成绩人数', symbols: '得分 < 低分线 的人数 / N', population: VALID, rounding: PERCENT_ROUNDING, settings: LINES, note: '不含等于；低分线的设置同优秀线，系统默认满分的 40 %。' },
  rateCount: {
    term: '达线人数',
    words: '得分不低于优秀、良好或及格线的人数；低分为得分低于低分线的人数',
    symbols: '得分 ≥ 线 的人数（低分：得分 < 低分线 的人数）',
    population: VALID,
    rounding: INTEGER,
    settings: LINES,
    note: '各率 = 达线人数 / N；线按本次考试发布时的分数线设置。',
  },
  segments: {
    term: '分数段',
    words: '落在每个左闭右开分数区间内的人数',
    symbols: '[a, a + 步长)',
    population: VALID,
    rounding: INTEGER,
    settings: ['分数段设置'],
    note: '左闭右开；单科步长默认 10 分，总分 50 分；满分并入最高段；各段人数之和等于 N。',
  },
  rank: { term: '排名', words: '分数严格高于本人的人数加 1', symbols: '名次 = 1 + 分数严格高于本人的人数', population: VALID, rounding: INTEGER, settings: [], note: '同分同名次（90、90、85 → 1、1、3），分全体、区县、学校、班级四级。' },
  meanRank: { term: '平均分排名', words: '平均分严格高于本单位的同级单位数加 1', symbols: '名次 = 1 + 平均分严格高于本单位的同级单位数', population: '本次考试全部同级单位（班级、学校或区县）；合计行不排名', rounding: INTEGER, settings: [], note: '在本次考试全部同级单位中排名，同分同名次；合计行不排名，显示“--”。' },
  fullCount: { term: '满分人数', words: '得分达到满分的人数', symbols: '得分 ≥ W 的人数', population: VALID, rounding: INTEGER, settings: [], note: '' },
  zeroCount: { term: '零分人数', words: '得分为 0 的人数', symbols: '得分 = 0 的人数', population: VALID, rounding: INTEGER, settings: [], note: '未考不计入零分。' },
  rankBands: { term: '名次段', words: '各单位落在各名次段内的人数及其占比', symbols: '各单位落在前 50/100/200/500/1000 名内的人数及占比', population: VALID, rounding: PERCENT_ROUNDING, settings: ['名次段设置'], note: '名次段的分界可在指标参数设置中调整。' },
  gradeBands: {
    term: '档次线',
    words: '按累计比例取前若干名，最后一名的分数即为该档分数线',
    symbols: '取前 ⌈p·N⌉ 名，最后一名的分数即为该档分数线',
    population: VALID,
    rounding: SCORE_ROUNDING,
    settings: ['档次线设置'],
    note: '默认 p = 15 %、35 %、60 %（累计）。',
  },
  levelBand: { term: '档内人数', words: '分数不低于本档线、且低于上一档线的人数（第一档：不低于一档线的人数）', symbols: '本档线 ≤ 分数 < 上一档线 的人数', population: VALID, rounding: INTEGER, settings: ['档次线设置'], note: '各档人数之和为达到最低一档线的人数；档次线按账号为本次考试保存的设置计算，未设置时用默认比例。' },
  levelBandShare: { term: '档内占比', words: '档内人数除以实考人数', symbols: '档内人数 / N', population: VALID, rounding: PERCENT_ROUNDING, settings: ['档次线设置'], note: '' },
  levelOnline: { term: '累计上线人数', words: '分数不低于本档线的人数（本档及以上各档之和）', symbols: '分数 ≥ 本档线 的人数', population: VALID, rounding: INTEGER, settings: ['档次线设置'], note: '' },
  levelOnlineShare: { term: '累计占比', words: '累计上线人数除以实考人数', symbols: '累计上线人数 / N', population: VALID, rounding: PERCENT_ROUNDING, settings: ['档次线设置'], note: '' },
  levelBuffer: {
    term: '临界生人数',
    words: '分数在档次线下方窗口内（线下）或上方窗口内（线上）的人数，合计为两者之和',
    symbols: '线下：线 − w ≤ 分数 < 线；线上：线 ≤ 分数 < 线 + w',
    population: VALID,
    rounding: INTEGER,
    settings: ['档次线设置'],
    note: '窗口 w：总分 10 分，单科 5 分。',
  },
  borderline: { term: '临界生', words: '总分落在档次线上下窗口内的学生', symbols: '线 − 10 ≤ 总分 < 线 + 10', population: '有总分的学生', rounding: INTEGER, settings: ['临界生设置'], note: '每条档次线上下各 10 分的窗口，窗口大小可设置。' },
  effectiveScore: {
    term: '有效分',
    words: '按总分上线比例，取各科同一比例处的分数',
    symbols: 'r = 总分上线人数 / N；k = ⌊本科参考人数 × r⌋；有效分 = 本科第 k 高分',
    population: VALID,
    rounding: SCORE_ROUNDING,
    settings: ['有效分设置'],
    note: '按上线比例匹配各学科的有效分。',
  },
  online: { term: '总分上线人数', words: '总分不低于总分有效分线的学生人数', symbols: '总分 ≥ 总分有效分线 的人数', population: '有总分的学生', rounding: INTEGER, settings: ['有效分设置'], note: '总分有效分线按有效分设置的上线比例（默认前 15 %）或所选分数确定。' },
  onlineRate: { term: '上线率', words: '总分上线人数除以有总分的人数', symbols: '总分上线人数 / N', population: '有总分的学生', rounding: PERCENT_ROUNDING, settings: ['有效分设置'], note: '' },
  singleLine: { term: '单上线', words: '学科分达到该科有效分的学生', symbols: '学科分 ≥ 该科有效分', population: VALID, rounding: INTEGER, settings: ['有效分设置'], note: '' },
  doubleLine: { term: '双上线', words: '学科分与总分都达到各自有效分的学生', symbols: '学科分与总分都达到各自的线', population: '有总分的学生', rounding: INTEGER, settings: ['有效分设置'], note: '' },
  contributionRate: { term: '贡献率', words: '双上线人数除以总分上线人数', symbols: '双上线人数 / 总分上线人数', population: '总分上线的学生', rounding: PERCENT_ROUNDING, settings: ['有效分设置'], note: '' },
  weakSubject: {
    term: '短板学科',
    words: '学科名次落后总分名次超过设定差距的学科',
    symbols: '学科名次落后总分名次超过设定差距',
    population: '有总分的学生',
    rounding: INTEGER,
    settings: ['短板学科设置'],
    note: '默认差距为参考人数的五分之一；连续短板指连续几次考试同一学科均为短板。',
  },
  keyTop: { term: '尖子生人数', words: '所选科目全体排名在前 top 名内的学生人数', symbols: '名次 ≤ top 的人数（同分并列计入）', population: VALID, rounding: INTEGER, settings: [], note: '默认 top = 50；排名同分同名次，并列在第 top 名的学生全部计入。' },
  keyBorderline: { term: '临界生人数（重点学生）', words: '所选科目分数在一档线上下窗口内的学生人数', symbols: '一档线 − w ≤ 分数 < 一档线 + w 的人数', population: VALID, rounding: INTEGER, settings: ['档次线设置'], note: '一档线默认取前 15 % 学生的最低分；窗口 w 总分 10 分、单科 5 分；没有可用的一档线时不统计。' },
  keyBottom: { term: '学困生人数', words: '所选科目分数最低的 bottom 名学生人数', symbols: '分数不高于倒数第 bottom 名的人数（同分并列计入）', population: VALID, rounding: INTEGER, settings: [], note: '默认 bottom = 50；未考学生不计入。' },
  rankedCount: { term: '有总分人数', words: '有总分（因而有总分全体排名）的学生人数', symbols: 'N = 有总分的学生数', population: '有总分的学生', rounding: INTEGER, settings: [], note: '缺考任一计入总分的科目即没有总分，不计入。' },
  weakCount: { term: '短板人数', words: '该科为短板的学生人数；任一学科为至少一科是短板的学生人数', symbols: '学科全体名次 − 总分全体名次 > gap 的人数', population: '有总分的学生', rounding: INTEGER, settings: ['短板学科设置'], note: '默认 gap = N / 5（N 为有总分人数）。' },
  weakShare: { term: '短板占比', words: '短板人数除以有总分人数', symbols: '短板人数 / N', population: '有总分的学生', rounding: PERCENT_ROUNDING, settings: ['短板学科设置'], note: '' },
  continueShort: { term: '连续短板人数', words: '本次与此前若干次同科考试都是该科短板的学生人数', symbols: '本次与此前 k − 1 次同科考试均为短板的人数（默认 k = 2）', population: '有总分的学生', rounding: INTEGER, settings: ['短板学科设置'], note: '往次考试为同一届学生在本校参加的、含该科的考试（不含班级小测），每次按各自的默认差距判断。' },
  continueShortShare: { term: '连续短板占比', words: '连续短板人数除以有总分人数', symbols: '连续短板人数 / N', population: '有总分的学生', rounding: PERCENT_ROUNDING, settings: ['短板学科设置'], note: '' },
  valueAdded: { term: '增值', words: '学生出口 Z 分减入口 Z 分；班级取学生增值的平均', symbols: '学生：Z出口 − Z入口；班级：学生增值的平均', population: '两次考试都有成绩的学生', rounding: FIXED_ROUNDING, settings: [], note: '用于增值评价（fxtype 6）。' },
  itemDifficulty: { term: '题目难度（得分率）', words: '题目平均得分除以题目满分', symbols: '题目平均得分 / 题目满分', population: VALID, rounding: FIXED_ROUNDING, settings: [], note: '客观题即正确率。' },
  itemDiscrimination: { term: '题目区分度', words: '按本卷总分取高、低 27 % 两组，两组本题平均分之差除以题目满分', symbols: '按本卷总分取高、低 27 % 两组，(两组本题平均分之差) / 题目满分', population: VALID, rounding: FIXED_ROUNDING, settings: [], note: '' },
  itemTotalCorrelation: { term: '题总相关', words: '本题得分与本卷总分的皮尔逊相关系数', symbols: 'r = Pearson(本题得分, 本卷总分)', population: VALID, rounding: FIXED_ROUNDING, settings: [], note: '' },
  itemFullRate: { term: '题目满分率', words: '本题得满分的人数除以作答人数', symbols: '本题得分 = 题目满分 的人数 / N', population: VALID, rounding: PERCENT_ROUNDING, settings: [], note: '' },
  itemZeroRate: { term: '题目零分率', words: '本题得 0 分的人数除以作答人数', symbols: '本题得分 = 0 的人数 / N', population: VALID, rounding: PERCENT_ROUNDING, settings: [], note: '未考学生不计入。' },
  optionCount: { term: '选项人数', words: '选择该选项的人数（多选题：所选含该选项）', symbols: '选择该选项的人数', population: '作答本题的学生', rounding: INTEGER, settings: [], note: '仅客观题；单位的人数由其选择率与作答人数得出。' },
  itemScoreCount: { term: '得分人数', words: '本题得到该分数的人数', symbols: '本题得分 = s 的人数', population: VALID, rounding: INTEGER, settings: [], note: '各分数的人数之和等于作答人数。' },
  itemScoreShare: { term: '得分占比', words: '得到该分数（累计：不低于该分数）的人数除以作答人数', symbols: '得分 = s（累计：≥ s）的人数 / N', population: VALID, rounding: PERCENT_ROUNDING, settings: [], note: '' },
  optionShare: { term: '选项选择率', words: '选择该选项的人数除以作答人数', symbols: '选择该选项的人数 / 作答人数', population: '作答本题的学生', rounding: PERCENT_ROUNDING, settings: [], note: '仅客观题。' },
  knowledgeMastery: {
    term: '知识点掌握度',
    words: '该知识点下全部题目的得分之和除以满分之和，即该知识点的平均得分除以其分值',
    symbols: 'Σ得分 / Σ满分 = x̄ / W（该知识点下的全部题目）',
    population: VALID,
    rounding: PERCENT_ROUNDING,
    settings: [],
    note: '一道题可同时考查多个知识点，其得分计入每一个；章的分值中一道题只计一次。学生本人的掌握度为本人在这些题上的得分除以分值。',
  },
  // 知识点分析's
  abilityMastery: {
    term: '能力掌握度',
    words: '考查该能力的全部题目的得分之和除以满分之和，即该能力的平均得分除以其分值',
    symbols: 'Σ得分 / Σ满分 = x̄ / W（考查该能力的全部题目）',
    population: VALID,
    rounding: PERCENT_ROUNDING,
    settings: [],
    note: '一道题可同时考查多个知识点或能力，其得分计入每一个。学生本人的掌握度为本人在这些题上的得分除以分值。',
  },
  pointFull: { term: '分值', words: '考查该知识点（能力）的各题满分之和', symbols: 'W = Σ题目满分（考查它的全部题目）', population: '不涉及学生：由试卷的题目设置决定', rounding: SCORE_ROUNDING, settings: [], note: '一道题只计一次。' },
  // 新高考分析's
  subjectTakers: { term: '选考人数', words: '该科有成绩的学生人数（全体考生）', symbols: '该科有成绩的学生数', population: '全体考生中该科有成绩的学生', rounding: INTEGER, settings: [], note: '未选该科与缺考都没有成绩，二者不作区分。' },
  takerShare: { term: '选考（参考）比例', words: '该科有成绩的人数除以有总分的学生数', symbols: '选考人数 / 有总分的学生数', population: '统计范围内有总分的学生', rounding: PERCENT_ROUNDING, settings: [], note: '有总分指至少一科有成绩；未选该科与缺考不作区分。' },
  levelScoringTakers: { term: '赋分人数', words: '参加该科等级赋分的学生人数，即赋分表最后一级的累计人数', symbols: '最低一级的累计人数', population: '全体考生中该科参加赋分的学生', rounding: INTEGER, settings: ['等级赋分设置'], note: '' },
  levelScoringCount: { term: '等级人数', words: '被划入该等级的学生人数：本级累计人数减上一级累计人数', symbols: '本级及以上人数 − 上一级及以上人数', population: '全体考生中该科参加赋分的学生', rounding: INTEGER, settings: ['等级赋分设置'], note: '同分同等级，跨线的同分组归入较高等级。' },
  levelScoringShare: { term: '等级占比', words: '等级人数除以赋分人数', symbols: '等级人数 / 赋分人数', population: '全体考生中该科参加赋分的学生', rounding: PERCENT_ROUNDING, settings: ['等级赋分设置'], note: '因同分同等级，实际占比可与规则的比例略有出入。' },
  levelScoring: {
    term: '等级赋分',
    words: '按累计比例分等级，等级内按原始分线性换算到赋分区间',
    symbols: 'T = T1 + (Y − Y1)(T2 − T1) / (Y2 − Y1)',
    population: '该科有有效成绩的学生（可设置排除零分）',
    rounding: '四舍五入取整',
    settings: ['等级赋分设置'],
    note: '按累计比例从高到低划分等级，同分同等级，跨线的同分组归入较高等级；等级内线性换算并四舍五入取整；Y1 = Y2 时取 T2。',
  },
} as const satisfies Record<string, MetricDefinition>

export type MetricKey = keyof typeof METRIC_CATALOGUE
