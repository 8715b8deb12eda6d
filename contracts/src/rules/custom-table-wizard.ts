import { indicatorFits, type CustomTableConfig } from '../upstream/custom-table.ts'

/**
 * The custom-table wizard (spec 2 §3 "Custom-table state", §4 "Custom-table wizard"): the steps, the
 * defaults and what makes a configuration one the upstream can build. Pure, so the client steps and
 * checks as the user clicks and the BFF gives the verdict that counts.
 */

/** 'full' at /table-create/creat; 'split' at /custom-table/creat, which has no grouping step (columns by subject, totals on top). */
export type WizardScene = 'full' | 'split'

export const WIZARD_STEPS: Readonly<Record<WizardScene, readonly string[]>> = {
  full: ['选择考试', '选择科目', '统计范围', '统计指标', '行列分组', '隐私与名称'],
  split: ['选择考试', '选择科目', '统计范围', '统计指标', '隐私与名称'],
}

/** The last step's number: 5, or 4 in the split scene (steps count from 0). */
export const lastStep = (scene: WizardScene): number => WIZARD_STEPS[scene].length - 1

/**
 * wizardStep(s, a, scene) — spec 2 §4: 'prev' decrements and 'next' increments; above 5 (above 4 in the
 * split scene) the step wraps to 1; any other value (below 0, not a whole number, another action) resets to 0.
 */
export function wizardStep(current: number, action: 'prev' | 'next' | string, scene: WizardScene): number {
  const next = action === 'prev' ? current - 1 : action === 'next' ? current + 1 : Number.NaN
  if (!Number.isInteger(next) || next < 0) return 0
  return next > lastStep(scene) ? 1 : next
}

/** The indicators a scope starts with when the user switches to it: a student's 得分 and 班排名, or a unit's 实考人数 平均分 最高分 最低分. */
export const scopeIndicators = (scope: CustomTableConfig['scope']): CustomTableConfig['indicators'] => (scope === 3 ? ['score', 'classRank'] : ['total', 'mean', 'max', 'min'])

/** spec 2 §3: scope default 2, isPrivacy default true; every paper (by subject, 总分 first) of the chosen exams, 实考人数 平均分 最高分 最低分. */
export function defaultTableConfig(subjects: readonly string[]): CustomTableConfig {
  return { scope: 2, pindexes: [], ...(subjects.length > 0 ? { subjects: [...subjects] } : {}), indicators: scopeIndicators(2), columns: 'subject', totals: true, privacy: true }
}

export const TABLE_NAME_MAX = 40

export const TABLE_MESSAGES = {
  noExam: '请选择考试',
  noSubject: '请至少选择一个科目',
  unknownSubject: '所选科目不在该考试中，请重新选择',
  noIndicator: '请至少选择一个统计指标',
  indicatorScope: '所选统计指标不适用于该统计范围，请重新选择',
  noName: '请输入表格名称',
  longName: `表格名称不能超过 ${TABLE_NAME_MAX} 个字`,
  badName: '表格名称不能包含 \\ / : * ? " < > | 等字符',
} as const

/** Characters a file name cannot hold on the systems users open the file on. */
const BAD_NAME = /[\\/:*?"<>|\u0000-\u001f]/

/**
 * tableProblems(input) = what stops a table from being generated, in the order of the steps; [] when
 * none. `papers` are the exam's papers (pindex 0 = 总分; with several exams the union of theirs by
 * subject), `name` the table's name.
 */
export function tableProblems(input: { exam: boolean; papers: ReadonlyArray<{ pindex: number; subject?: string }>; config: Pick<CustomTableConfig, 'pindexes' | 'indicators'> & Partial<Pick<CustomTableConfig, 'scope' | 'subjects'>>; name: string }): string[] {
  const out: string[] = []
  if (!input.exam) out.push(TABLE_MESSAGES.noExam)
  const { subjects, pindexes } = input.config
  // Papers named by subject are any chosen exam's (`papers`: their union); by pindex, the first exam's.
  const unknown = subjects ? subjects.some((s) => !input.papers.some((x) => x.subject === s)) : pindexes.some((p) => !input.papers.some((x) => x.pindex === p))
  if ((subjects ?? pindexes).length === 0) out.push(TABLE_MESSAGES.noSubject)
  else if (input.exam && unknown) out.push(TABLE_MESSAGES.unknownSubject)
  if (input.config.indicators.length === 0) out.push(TABLE_MESSAGES.noIndicator)
  // A student's score and ranks are not a unit's figures, nor the other way round.
  else if (input.config.scope !== undefined && input.config.indicators.some((k) => !indicatorFits(k, input.config.scope!))) out.push(TABLE_MESSAGES.indicatorScope)
  const name = input.name.trim()
  if (!name) out.push(TABLE_MESSAGES.noName)
  else if ([...name].length > TABLE_NAME_MAX) out.push(TABLE_MESSAGES.longName)
  else if (BAD_NAME.test(name)) out.push(TABLE_MESSAGES.badName)
  return out
}
