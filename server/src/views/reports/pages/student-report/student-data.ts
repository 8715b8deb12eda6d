import type { ReportFilter } from '@report/contracts/bff/report-page'
import type { PaperRef } from '@report/contracts/upstream/reports/common'
import { choosePaper } from '../../../../domain/reports/paper-choice.ts'
import { classChoiceOf } from '../class-filter.ts'
import { chooseOption, rosterOptions, type Option } from '../../../../domain/reports/student-report/student.ts'
import type { ReportContext } from '../../report-context.ts'
import { paperFilter } from '../filters.ts'

/** A class's roster fits one ranking page (classes hold at most 65 students). */
const ROSTER_LIMIT = 500

export interface StudentChoice {
  /** 学校 and 班级 (none for a student or parent: they see only themselves). */
  classFilters: ReportFilter[]
  group: string | null
  roster: Option[]
  student: string | null
  /** The papers (no 总分) for the question and knowledge blocks, and the chosen one. */
  papers: PaperRef[]
  paper: PaperRef
}

const choices = new WeakMap<ReportContext, Promise<StudentChoice>>()

/**
 * The student the page shows: the chosen class among those in view (default the first), its students
 * by name from the ranking call (the upstream lists only students in view), the chosen student (default
 * the first). Without classes in view the ranking's own rows are the roster (a student sees themself).
 */
export function chosenStudent(ctx: ReportContext): Promise<StudentChoice> {
  let known = choices.get(ctx)
  if (!known) choices.set(ctx, (known = resolveChoice(ctx)))
  return known
}

async function resolveChoice(ctx: ReportContext): Promise<StudentChoice> {
  const allPapers = await ctx.papers()
  const choice = await classChoiceOf(ctx, false)
  const group = choice.group?.key ?? null
  const ranking = await ctx.callOnce('ranking', { ...(group ? { tgkey: group } : {}), offset: 0, limit: ROSTER_LIMIT, sort: { key: 'name', rule: 'asc' } })
  const roster = rosterOptions(ranking.items)
  const papers = allPapers.filter((p) => p.pindex !== 0)
  return { classFilters: group ? choice.filters : [], group, roster, student: chooseOption(roster, ctx.query.student), papers, paper: choosePaper(papers, ctx.query.pindex) }
}

export function filtersOf(choice: StudentChoice): ReportFilter[] {
  const filters: ReportFilter[] = []
  filters.push(...choice.classFilters)
  if (choice.student) filters.push({ key: 'student', label: '学生', value: choice.student, options: choice.roster })
  filters.push(paperFilter(choice.papers, choice.paper.pindex))
  return filters
}

export const overviewOf = (ctx: ReportContext, studentId: string) => ctx.callOnce('studentOverview', { studentId })
export const papersOf = (ctx: ReportContext, studentId: string) => ctx.callOnce('studentPapers', { studentId })
export const segmentsOf = (ctx: ReportContext, studentId: string) => ctx.callOnce('studentSegments', { studentId, pindex: 0 })
export const questionsOf = (ctx: ReportContext, studentId: string, pindex: number) => ctx.callOnce('studentQuestionLost', { studentId, pindex })
export const knowledgeOf = (ctx: ReportContext, studentId: string, pindex: number) => ctx.callOnce('studentKnowledge', { studentId, pindex })
