import type { ExamConfigValues } from '../bff/tasks-config.ts'

/**
 * The exam-config form's checks, as the user types and as the BFF's verdict: lines in percent with
 * 优秀 ≥ 良好 ≥ 及格 ≥ 低分, steps positive, rank and share bands strictly rising.
 */
export function examConfigProblems(values: ExamConfigValues): string[] {
  const problems: string[] = []
  const { excellent, good, pass, low } = values.lines
  if ([excellent, good, pass, low].some((x) => !(x >= 0 && x <= 100))) problems.push('分数线比例必须在 0 到 100 之间')
  else if (!(excellent >= good && good >= pass && pass >= low)) problems.push('必须满足 优秀线 ≥ 良好线 ≥ 及格线 ≥ 低分线')
  if (!(Number.isInteger(values.subjectStep) && values.subjectStep >= 1 && values.subjectStep <= 100)) problems.push('单科分数段步长必须是 1 到 100 的整数')
  if (!(Number.isInteger(values.totalStep) && values.totalStep >= 1 && values.totalStep <= 300)) problems.push('总分分数段步长必须是 1 到 300 的整数')
  const rising = (xs: readonly number[]) => xs.length > 0 && xs.every((x, i) => Number.isInteger(x) && x > 0 && (i === 0 || x > xs[i - 1]!))
  if (!rising(values.ranks)) problems.push('名次段必须是逐个增大的正整数')
  if (!rising(values.scales) || values.scales.some((x) => x > 100)) problems.push('比例段必须是逐个增大的 1 到 100 之间的整数')
  return problems
}
