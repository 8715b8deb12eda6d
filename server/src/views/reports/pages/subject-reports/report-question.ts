import type { ChartView } from '@report/contracts/bff/chart'
import type { ReportBlock } from '@report/contracts/bff/report-page'
import type { TableView } from '@report/contracts/bff/table'
import type { QuesQualityData, QuestionStats } from '@report/contracts/upstream/reports/questions'
import type { GroupRef } from '@report/contracts/upstream/reports/common'
import type { QuestionRef } from '@report/contracts/upstream/reports/matrix'
import { discriminationCountFigure, questionFigure, unitScoreRateFigure } from '../../../../domain/reports/subject-reports/question-figures.ts'
import { headcountFigure, meanDiscriminationFigure, paperScoreRateFigure, tallyFigure, type Figure } from '../../../../domain/metrics/figures.ts'
import { figureCells, figureItem } from '../../../../domain/metrics/figure-cells.ts'
import { EBEL_VERDICTS, ebelVerdict, QUESTION_VERDICT_NOTES, sectionRuns } from '../../../../domain/reports/subject-reports/question-quality.ts'
import { QUESTION_COLUMNS, questionDrills, questionFigureKeys, questionRow } from './question-rows.ts'
import { FIXED, formatNumber, PERCENT, SCORE } from '../../../../domain/tables/format-number.ts'
import { cellId, definePage, defineTable, type CellRef, type ExplainedFigure, type ReportTableRequest } from '../../define.ts'
import type { ReportContext } from '../../report-context.ts'
import { chosenGroup, emptyTable, perTotal, groupFilter, questionTitle, subjectFilter, subjectPaper, subjectPapers, unitChoice, unitColumn, unitNamer, unitRows, type ExamPaper } from './page-parts.ts'
import { usefulFilters } from '../filters.ts'
import { chartValue } from '../../../../domain/metrics/chart-values.ts'


function quality(ctx: ReportContext, paper: ExamPaper, tgkey: string, extra: object = { limit: 1 }): Promise<QuesQualityData> {
  return ctx.call('quesQuality', { pindex: paper.pindex, tgkey, ...extra })
}

/** One row per question: its statistics over the chosen group and the verdicts; the 题号 opens its own report. */
const qualityTable = defineTable({
  id: 'quality',
  title: '试题质量',
  description: '每题的得分与区分情况；点击题号查看该题的详细分析。',
  remote: false,
  collapsible: true,
  async load(ctx): Promise<TableView> {
    const paper = await subjectPaper(ctx)
    const group = chosenGroup(ctx, await ctx.exam())
    const data = paper ? await quality(ctx, paper, group.key) : null
    return {
      columns: [...QUESTION_COLUMNS],
      rows: (data?.questions ?? []).map((q) => questionRow(ctx, paper!.pindex, q, undefined, questionDrills(ctx, paper!.pindex, q, group, paper!.subject))),
      paging: null,
      sort: null,
      explain: questionFigureKeys(QUESTION_COLUMNS.map((c) => c.key)),
    }
  },
})

/** The units' score rates of the table's page and the view's totals (the table and its explanations read the same). */
async function unitRatesOf(ctx: ReportContext, request: ReportTableRequest) {
  const [exam, paper, unit] = await Promise.all([ctx.exam(), subjectPaper(ctx), unitChoice(ctx)])
  const answers = paper ? await perTotal(exam, unit.level, request, (tgkey, body) => quality(ctx, paper, tgkey, body)) : []
  // A total's score rate of a question is that question's own (x̄ / 题目满分 over the total), as 试题质量 shows it.
  const totals: UnitRatesRow[] = answers.map((a) => ({ group: a.group, count: Math.max(0, ...a.questions.map((q) => q.count)), questions: a.questions }))
  const units: UnitRatesRow[] = (answers[0]?.items ?? []).map((u) => ({ ...u, questions: null }))
  return { exam, paper, answers, totals, units }
}

type UnitRatesRow = { group: GroupRef; count: number; scoreRates?: ReadonlyArray<number | null>; questions: readonly QuestionStats[] | null }

/** count, then q{index} per question. */
const unitRateKeys = (questions: readonly QuestionRef[]): string[] => ['count', ...questions.map((q) => `q${q.index}`)]

/** A cell of 各单位试题得分率: 实考人数; a total's rate as its question's 得分率, a unit's as the platform states it. */
function unitRateFigure(key: string, row: UnitRatesRow, questions: readonly QuestionRef[]): Figure | null {
  if (key === 'count') return headcountFigure(row.count, null)
  const j = questions.findIndex((q) => `q${q.index}` === key)
  if (j < 0) return null
  const q = row.questions?.find((x) => x.qid === questions[j]!.qid)
  return row.questions ? (q ? questionFigure('rate', q) : unitScoreRateFigure(null, row.count)) : unitScoreRateFigure(row.scoreRates?.[j], row.count)
}

/** Units × questions score rates (the upstream pages the units); the view's totals pinned on every page. */
const unitRatesTable = defineTable({
  id: 'unit-rates',
  title: '各单位试题得分率',
  description: '各单位每道题的得分率（题目平均分 / 题目满分）。',
  remote: true,
  async load(ctx, request): Promise<TableView> {
    const [exam, paper, unit] = await Promise.all([ctx.exam(), subjectPaper(ctx), unitChoice(ctx)])
    if (!paper) return emptyTable(request)
    const { answers, totals, units } = await unitRatesOf(ctx, request)
    const questions = paper.questions
    return {
      columns: [
        unitColumn(unit.level),
        { key: 'count', title: '实考人数', format: { kind: 'integer' }, align: 'right' },
        ...sectionRuns(questions).map((run, r) => ({
          key: `s${r}`,
          title: run.section || '试题',
          children: run.questions.map((q) => ({ key: `q${q.index}`, title: q.name, format: PERCENT, align: 'right' as const, width: 72 })),
        })),
      ],
      rows: unitRows(exam, totals, units, (row) => ({ cells: figureCells(unitRateKeys(questions), (key) => unitRateFigure(key, row, questions)).cells })),
      paging: { page: request.page, pageSize: request.pageSize, total: answers[0]?.total ?? 0 },
      sort: null,
      explain: unitRateKeys(questions),
    }
  },
})

/** The paper's summary figures over its questions (summary|group|key): the cell and its explanation read these. */
const SUMMARY_FIGURES: Readonly<Record<string, { label: string; figure: (questions: readonly QuestionStats[], paper: ExamPaper) => Figure }>> = {
  questions: { label: '题量', figure: (questions) => tallyFigure('questionCount', questions.length) },
  good: { label: '区分度优秀', figure: (questions) => discriminationCountFigure('优秀', questions.map((q) => q.discrimination)) },
  poor: { label: '需改进', figure: (questions) => discriminationCountFigure('需改进', questions.map((q) => q.discrimination)) },
  scoreRate: { label: '整卷得分率', figure: (questions, paper) => paperScoreRateFigure(questions.map((q) => q.mean), paper.manfen) },
  discrimination: { label: '平均区分度', figure: (questions) => meanDiscriminationFigure(questions.map((q) => q.discrimination)) },
}

function summary(questions: readonly QuestionStats[], paper: ExamPaper, group: { key: string }): ReportBlock {
  const figure = (key: string, hint?: string) => figureItem(SUMMARY_FIGURES[key]!.label, SUMMARY_FIGURES[key]!.figure(questions, paper), `summary|${group.key}|${key}`, hint)
  return {
    kind: 'stats',
    id: 'summary',
    title: `${paper.subject}试卷概况`,
    items: [
      figure('questions', `客观题 ${questions.filter((q) => q.isObjective).length} 道`),
      { label: '满分', value: formatNumber(paper.manfen) },
      figure('scoreRate'),
      figure('discrimination'),
      figure('good', 'D ≥ 0.40 的题数'),
      figure('poor', 'D < 0.20 的题数'),
    ],
  }
}

/** Difficulty (x) against discrimination (y), one series per Ebel verdict so the colours read as quality. */
/**
 * 难度 against 区分度 per question, one series per Ebel verdict: each point the question's 难度 (x̄ / 题目满分)
 * and 区分度 figures of 试题质量, opening into that table's two cells.
 */
function scatter(questions: readonly QuestionStats[]): Pick<ChartView, 'series' | 'explain'> {
  const placed = questions.flatMap((q) => {
    const x = chartValue(questionFigure('difficulty', q))
    const y = chartValue(questionFigure('discrimination', q))
    return x !== null && y !== null ? [{ q, x, y, verdict: ebelVerdict(y) }] : []
  })
  const groups = EBEL_VERDICTS.map((verdict) => ({ verdict, points: placed.filter((p) => p.verdict === verdict) })).filter((g) => g.points.length > 0)
  const cell = (q: QuestionStats, column: string) => cellId({ block: qualityTable.id, row: q.qid, column })
  return {
    series: groups.map((g) => ({ name: g.verdict, values: [], points: g.points.map(({ q, x, y }) => ({ x, y, label: questionTitle(q) })) })),
    explain: { cells: [], points: groups.map((g) => g.points.map(({ q }) => ({ x: cell(q, 'difficulty'), y: cell(q, 'discrimination') }))) },
  }
}

/** A figure of 试题分析: a question's row of 试题质量, or a unit's cell of 各单位试题得分率, by the function its cell came from. */
async function explainQuestions(ctx: ReportContext, cell: CellRef, request: ReportTableRequest): Promise<ExplainedFigure | null> {
  if (cell.block === 'summary') {
    const [exam, paper] = await Promise.all([ctx.exam(), subjectPaper(ctx)])
    const group = chosenGroup(ctx, exam)
    const item = Object.hasOwn(SUMMARY_FIGURES, cell.column) ? SUMMARY_FIGURES[cell.column] : undefined
    if (!paper || !item || group.key !== cell.row) return null
    const { questions } = await quality(ctx, paper, group.key)
    return { figure: item.figure(questions, paper), context: { caption: `${group.name} · ${paper.subject} · ${item.label}`, group: group.name } }
  }
  if (cell.block === 'quality') {
    const [exam, paper] = await Promise.all([ctx.exam(), subjectPaper(ctx)])
    const group = chosenGroup(ctx, exam)
    const q = paper ? (await quality(ctx, paper, group.key)).questions.find((x) => x.qid === cell.row) : undefined
    const title = QUESTION_COLUMNS.find((c) => c.key === cell.column)?.title
    const figure = q && title && questionFigureKeys([cell.column]).length > 0 ? questionFigure(cell.column, q) : null
    if (!figure || !q || !paper) return null
    const drill = questionDrills(ctx, paper.pindex, q, group, paper.subject)[cell.column] ?? null
    return { figure, context: { caption: `${group.name} · ${paper.subject}${questionTitle(q)} · ${title}`, group: group.name, drill } }
  }
  if (cell.block !== 'unit-rates') return null
  const { exam, paper, totals, units } = await unitRatesOf(ctx, request)
  const row = [...totals, ...units].find((r) => r.group.key === cell.row)
  const figure = row && paper ? unitRateFigure(cell.column, row, paper.questions) : null
  if (!row || !paper || !figure) return null
  const name = unitNamer(exam)(row.group)
  const q = paper.questions.find((x) => `q${x.index}` === cell.column)
  return { figure, context: { caption: `${name} · ${paper.subject}${q ? `${questionTitle(q)} · 得分率` : ' · 实考人数'}`, group: name } }
}

/** report-question (试题分析): the quality of every question of one paper, and how each unit scored on it. */
export const reportQuestionPage = definePage({
  route: 'report-question',
  title: '试题分析',
  notes: ['paperScoreRate', 'meanDiscrimination', 'itemDifficulty', 'itemDiscrimination', 'itemTotalCorrelation', 'absent'],
  extraNotes: QUESTION_VERDICT_NOTES,
  tables: [qualityTable, unitRatesTable],
  explain: explainQuestions,
  async build(ctx, kit) {
    const [exam, papers, paper, unit] = await Promise.all([ctx.exam(), subjectPapers(ctx), subjectPaper(ctx), unitChoice(ctx)])
    if (!paper) return { filters: [], blocks: [{ kind: 'notice', id: 'empty', tone: 'info', text: '本次考试没有可分析的科目。' }] }
    const group = chosenGroup(ctx, exam)
    const [data, qualityBlock, unitRates] = await Promise.all([quality(ctx, paper, group.key), kit.table(qualityTable), kit.table(unitRatesTable)])
    return {
      subtitle: `${paper.subject} · ${group.name}`,
      filters: [subjectFilter(papers, paper), ...usefulFilters([groupFilter(exam, group), unit.filter])],
      blocks: [
        summary(data.questions, paper, group),
        kit.chart('scatter', '难度与区分度', { kind: 'scatter', labels: [], ...scatter(data.questions), xTitle: '难度（得分率）', yTitle: '区分度' }, 360),
        qualityBlock,
        unitRates,
      ],
    }
  },
})
