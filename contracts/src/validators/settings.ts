// Indicator parameter settings: the checks a form runs as the user types and the BFF runs before it
// saves (its verdict is the one that counts). Each problem names the field it belongs to by a path
// into the page's configuration ("subjects/2/excellent"), so the form shows it beside that input.

import { Value } from 'typebox/value'
import {
  LEVEL_GRADE_COUNTS,
  PAGE_CONFIG_SCHEMAS,
  type ClassTypeConfig,
  type ContrastConfig,
  type GradingScoreConfig,
  type ImportantStudentConfig,
  type IndicatorConfig,
  type LevelGradeConfig,
  type LineScoreConfig,
  type RankingConfig,
  type RankScaleConfig,
  type SegmentConfig,
  type SettingsPage,
  type SummaryConfig,
} from '../upstream/settings.ts'
import { classTypeClashes } from './class-types.ts'

export interface SettingsProblem {
  /** Where in the page's values; '' for the page as a whole. */
  path: string
  message: string
}
export interface SettingsVerdict {
  ok: boolean
  problems: SettingsProblem[]
}

export const SETTINGS_MESSAGES = {
  notNumber: '请输入数字',
  shape: '设置内容不完整，请刷新页面后重试',
  excellentAboveGood: '优秀线必须高于良好线',
  goodAbovePass: '良好线必须高于及格线',
  passAboveLow: '及格线必须高于低分线',
  negative: '不能小于 0',
  ratioRange: '比例不能超过 100%',
  stepPositive: '步长必须大于 0',
  tooManySegments: '分数段过多（最多 200 段），请加大步长',
  startBelowFull: '起始分必须小于满分',
  cutoffInteger: '名次必须是正整数',
  cutoffIncreasing: '名次必须大于上一个名次段',
  cutoffCount: '名次段须设置 1 到 10 个',
  windowPositive: '浮动分数必须大于 0',
  countInteger: '人数必须是正整数',
  gapRange: '差距比例须在 1% 到 100% 之间',
  examCount: '对比考试数须为 1 到 10 的整数',
  metricsEmpty: '请至少选择一项对比指标',
  scopesEmpty: '请至少选择一种排名',
  topCount: '前列学生人数须为 1 到 50 的整数',
  typeNameEmpty: '班级类型名称不能为空',
  typeNameRepeat: '班级类型名称不能重复',
  typeClassesEmpty: '请填写该类型包含的班级',
  gradingSubjects: '请至少选择一个赋分科目',
  levelCount: '等级数只能是 5、8、11 或 21',
  effectiveRatio: '比例须大于 0%、不超过 100%',
} as const

const finite = (x: unknown): x is number => typeof x === 'number' && Number.isFinite(x)
const positiveInt = (x: number) => Number.isInteger(x) && x > 0

/** Collects problems; a field's first problem is the one it shows. */
class Problems {
  readonly list: SettingsProblem[] = []
  add(path: string, message: string): void {
    if (!this.list.some((p) => p.path === path)) this.list.push({ path, message })
  }
  /** A number the user typed: NaN (empty or not a number) is its own problem. */
  number(path: string, x: number): boolean {
    if (finite(x)) return true
    this.add(path, SETTINGS_MESSAGES.notNumber)
    return false
  }
}

/**
 * validateLineScore(c): analytics.md "every line is a per-subject setting". Per subject the lines are
 * strictly ordered excellent > good > pass > low, none below 0, none above the full score (score mode)
 * or 100 % (ratio mode).
 */
export function validateLineScore(c: LineScoreConfig, p = new Problems()): SettingsProblem[] {
  c.subjects.forEach((s, i) => {
    const at = (k: string) => `subjects/${i}/${k}`
    const keys = ['excellent', 'good', 'pass', 'low'] as const
    const ok = keys.map((k) => p.number(at(k), s[k]))
    const cap = c.mode === 'ratio' ? 100 : s.full
    keys.forEach((k, j) => {
      if (!ok[j]) return
      if (s[k] < 0) p.add(at(k), SETTINGS_MESSAGES.negative)
      else if (s[k] > cap) p.add(at(k), c.mode === 'ratio' ? SETTINGS_MESSAGES.ratioRange : `不能超过满分 ${s.full} 分`)
    })
    if (ok[0] && ok[1] && !(s.excellent > s.good)) p.add(at('excellent'), SETTINGS_MESSAGES.excellentAboveGood)
    if (ok[1] && ok[2] && !(s.good > s.pass)) p.add(at('good'), SETTINGS_MESSAGES.goodAbovePass)
    if (ok[2] && ok[3] && !(s.pass > s.low)) p.add(at('pass'), SETTINGS_MESSAGES.passAboveLow)
  })
  // 有效分's 总分 line: a share of the students from the top, or a 总分 within [0, 总分's full score].
  const e = c.effective
  if (p.number('effective/value', e.value)) {
    const total = c.subjects.find((s) => s.subject === '总分')?.full
    if (e.mode === 'ratio' && !(e.value > 0 && e.value <= 100)) p.add('effective/value', SETTINGS_MESSAGES.effectiveRatio)
    else if (e.mode === 'score' && e.value < 0) p.add('effective/value', SETTINGS_MESSAGES.negative)
    else if (e.mode === 'score' && total !== undefined && e.value > total) p.add('effective/value', `不能超过总分满分 ${total} 分`)
  }
  return p.list
}

/** validateSegment(c): per subject the step is positive and makes at most 200 segments; the start lies in [0, full). */
export function validateSegment(c: SegmentConfig, p = new Problems()): SettingsProblem[] {
  c.subjects.forEach((s, i) => {
    const step = `subjects/${i}/step`
    const start = `subjects/${i}/start`
    if (p.number(step, s.step)) {
      if (!(s.step > 0)) p.add(step, SETTINGS_MESSAGES.stepPositive)
      else if (Math.ceil(s.full / s.step) > 200) p.add(step, SETTINGS_MESSAGES.tooManySegments)
    }
    if (p.number(start, s.start)) {
      if (s.start < 0) p.add(start, SETTINGS_MESSAGES.negative)
      else if (s.start >= s.full) p.add(start, SETTINGS_MESSAGES.startBelowFull)
    }
  })
  return p.list
}

/** validateRankScale(c): 1 to 10 cut-offs, positive integers, strictly increasing (analytics.md "Rank bands"). */
export function validateRankScale(c: RankScaleConfig, p = new Problems()): SettingsProblem[] {
  if (c.cutoffs.length < 1 || c.cutoffs.length > 10) p.add('cutoffs', SETTINGS_MESSAGES.cutoffCount)
  c.cutoffs.forEach((x, i) => {
    const at = `cutoffs/${i}`
    if (!p.number(at, x)) return
    if (!positiveInt(x)) p.add(at, SETTINGS_MESSAGES.cutoffInteger)
    else if (i > 0 && finite(c.cutoffs[i - 1]) && !(x > c.cutoffs[i - 1]!)) p.add(at, SETTINGS_MESSAGES.cutoffIncreasing)
  })
  return p.list
}

export function validateImportantStudent(c: ImportantStudentConfig, p = new Problems()): SettingsProblem[] {
  for (const k of ['totalWindow', 'subjectWindow'] as const) if (p.number(k, c[k]) && !(c[k] > 0)) p.add(k, SETTINGS_MESSAGES.windowPositive)
  for (const k of ['topCount', 'bottomCount'] as const) if (p.number(k, c[k]) && !positiveInt(c[k])) p.add(k, SETTINGS_MESSAGES.countInteger)
  if (p.number('weakGapPercent', c.weakGapPercent) && !(c.weakGapPercent >= 1 && c.weakGapPercent <= 100)) p.add('weakGapPercent', SETTINGS_MESSAGES.gapRange)
  return p.list
}

export function validateRanking(c: RankingConfig, p = new Problems()): SettingsProblem[] {
  if (c.scopes.length === 0) p.add('scopes', SETTINGS_MESSAGES.scopesEmpty)
  return p.list
}

export function validateContrast(c: ContrastConfig, p = new Problems()): SettingsProblem[] {
  if (p.number('examCount', c.examCount) && !(positiveInt(c.examCount) && c.examCount <= 10)) p.add('examCount', SETTINGS_MESSAGES.examCount)
  if (c.metrics.length === 0) p.add('metrics', SETTINGS_MESSAGES.metricsEmpty)
  return p.list
}

export function validateSummary(c: SummaryConfig, p = new Problems()): SettingsProblem[] {
  if (p.number('topStudentCount', c.topStudentCount) && !(positiveInt(c.topStudentCount) && c.topStudentCount <= 50)) p.add('topStudentCount', SETTINGS_MESSAGES.topCount)
  return p.list
}

export function validateClassType(c: ClassTypeConfig, p = new Problems()): SettingsProblem[] {
  const seen = new Set<string>()
  c.types.forEach((t, i) => {
    const name = t.name.trim()
    if (name === '') p.add(`types/${i}/name`, SETTINGS_MESSAGES.typeNameEmpty)
    else if (seen.has(name)) p.add(`types/${i}/name`, SETTINGS_MESSAGES.typeNameRepeat)
    seen.add(name)
    if (t.classes.trim() === '') p.add(`types/${i}/classes`, SETTINGS_MESSAGES.typeClassesEmpty)
  })
  for (const clash of classTypeClashes(c)) p.add(`types/${clash.index}/classes`, clash.message)
  return p.list
}

export function validateGradingScore(c: GradingScoreConfig, p = new Problems()): SettingsProblem[] {
  if (!c.subjects.some((s) => s.enabled)) p.add('subjects', SETTINGS_MESSAGES.gradingSubjects)
  return p.list
}

export function validateLevelGrade(c: LevelGradeConfig, p = new Problems()): SettingsProblem[] {
  if (!(LEVEL_GRADE_COUNTS as readonly number[]).includes(c.count)) p.add('count', SETTINGS_MESSAGES.levelCount)
  return p.list
}

type PageValidators = { [P in SettingsPage]: (c: IndicatorConfig[P]) => SettingsProblem[] }
const VALIDATORS: PageValidators = {
  ranking: (c) => validateRanking(c),
  contrast: (c) => validateContrast(c),
  summary: (c) => validateSummary(c),
  segment: (c) => validateSegment(c),
  rankScale: (c) => validateRankScale(c),
  classType: (c) => validateClassType(c),
  gradingScore: (c) => validateGradingScore(c),
  groupGradingScore: (c) => validateGradingScore(c),
  lineScore: (c) => validateLineScore(c),
  levelGrade: (c) => validateLevelGrade(c),
  importantStudent: (c) => validateImportantStudent(c),
}

/**
 * validateSettingsPage(page, values) = the page's problems. The form passes what the user typed with
 * unparsable numbers as NaN; values that do not even have the page's shape (a request made by hand)
 * are one problem for the whole page.
 */
export function validateSettingsPage<P extends SettingsPage>(page: P, values: unknown): SettingsVerdict {
  const schema = PAGE_CONFIG_SCHEMAS[page]
  // NaN is a number the user has not finished typing: the shape check lets it through to the rules.
  const shaped = Value.Check(schema, JSON.parse(JSON.stringify(values ?? null, (_k, v: unknown) => (typeof v === 'number' && !Number.isFinite(v) ? 0 : v))))
  if (!shaped) return { ok: false, problems: [{ path: '', message: SETTINGS_MESSAGES.shape }] }
  const problems = (VALIDATORS[page] as (c: unknown) => SettingsProblem[])(values)
  return { ok: problems.length === 0, problems }
}
