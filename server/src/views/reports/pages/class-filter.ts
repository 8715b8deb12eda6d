import { chooseClass, type ClassChoice } from '../../../domain/reports/class-choice.ts'
import type { ReportContext } from '../report-context.ts'

const choices = new WeakMap<ReportContext, Promise<ClassChoice>>()

/**
 * The page's 学校 and 班级 (chooseClass over the view's groups; `all`: the page may show the whole view), made once
 * per request: each table and explanation of a page asks for it, and a city's 25,000 classes grouped on every ask
 * were 20 ms of the BFF's thread at a time (issue 37).
 */
export function classChoiceOf(ctx: ReportContext, all: boolean): Promise<ClassChoice> {
  let known = choices.get(ctx)
  if (!known) choices.set(ctx, (known = ctx.exam().then((exam) => chooseClass(exam.groups.class, exam.groups.school, ctx.query, all))))
  return known
}
