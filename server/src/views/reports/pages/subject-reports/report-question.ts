import type { ChartSeries } from '@report/contracts/bff/chart'
import type { ReportBlock } from '@report/contracts/bff/report-page'
import type { TableView } from '@report/contracts/bff/table'
import type { QuesQualityData, QuestionStats } from '@report/contracts/upstream/reports/questions'
import { EBEL_VERDICTS, ebelVerdict, QUESTION_VERDICT_NOTES, sectionRuns } from '../../../../domain/reports/subject-reports/question-quality.ts'
import { QUESTION_COLUMNS, questionRow } from './question-rows.ts'
import { FIXED, formatNumber, PERCENT, SCORE } from '../../../../domain/tables/format-number.ts'
import { definePage, defineTable } from '../../define.ts'
import type { ReportContext } from '../../report-context.ts'
import { chosenGroup, emptyTable, perTotal, groupFilter, questionTitle, subjectFilter, subjectPaper, subjectPapers, unitChoice, unitColumn, unitRows, type ExamPaper } from './page-parts.ts'
import { usefulFilters } from '../filters.ts'


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
    const data = paper ? await quality(ctx, paper, chosenGroup(ctx, await ctx.exam()).key) : null
    return {
      columns: [...QUESTION_COLUMNS],
      rows: (data?.questions ?? []).map((q) => questionRow(ctx, paper!.pindex, q)),
      paging: null,
      sort: null,
    }
  },
})

/** Units × questions score rates (the upstream pages the units); the view's totals pinned on every page. */
const unitRatesTable = defineTable({
  id: 'unit-rates',
  title: '各单位试题得分率',
  description: '各单位每道题的得分率（题目平均分 / 题目满分）。',
  remote: true,
  async load(ctx, request): Promise<TableView> {
    const [exam, paper, unit] = await Promise.all([ctx.exam(), subjectPaper(ctx), unitChoice(ctx)])
    if (!paper) return emptyTable(request)
    const answers = await perTotal(exam, unit.level, request, (tgkey, body) => quality(ctx, paper, tgkey, body))
    const totals = answers.map((a) => ({ group: a.group, count: Math.max(0, ...a.questions.map((q) => q.count)), scoreRates: a.questions.map((q) => q.difficulty) }))
    const units = answers[0]?.items ?? []
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
      rows: unitRows(exam, totals, units, (row) => ({
        cells: { count: formatNumber(row.count, { kind: 'integer' }), ...Object.fromEntries(questions.map((q, j) => [`q${q.index}`, formatNumber(row.scoreRates[j] ?? null, PERCENT)])) },
      })),
      paging: { page: request.page, pageSize: request.pageSize, total: answers[0]?.total ?? 0 },
      sort: null,
    }
  },
})

function summary(questions: readonly QuestionStats[], paper: ExamPaper): ReportBlock {
  const means = questions.map((q) => q.mean)
  const known = means.every((m) => m !== null)
  const discriminations = questions.flatMap((q) => (q.discrimination === null ? [] : [q.discrimination]))
  const count = (verdict: string) => questions.filter((q) => ebelVerdict(q.discrimination) === verdict).length
  return {
    kind: 'stats',
    id: 'summary',
    title: `${paper.subject}试卷概况`,
    items: [
      { label: '题量', value: questions.length, hint: `客观题 ${questions.filter((q) => q.isObjective).length} 道` },
      { label: '满分', value: formatNumber(paper.manfen) },
      { label: '整卷得分率', value: formatNumber(known && paper.manfen > 0 ? means.reduce<number>((s, m) => s + m!, 0) / paper.manfen : null, PERCENT) },
      { label: '平均区分度', value: formatNumber(discriminations.length ? discriminations.reduce((s, d) => s + d, 0) / discriminations.length : null, FIXED) },
      { label: '区分度优秀', value: count('优秀'), hint: 'D ≥ 0.40 的题数' },
      { label: '需改进', value: count('需改进'), hint: 'D < 0.20 的题数' },
    ],
  }
}

/** Difficulty (x) against discrimination (y), one series per Ebel verdict so the colours read as quality. */
function scatter(questions: readonly QuestionStats[]): ChartSeries[] {
  return EBEL_VERDICTS.map((verdict) => ({
    name: verdict,
    values: [],
    points: questions
      .filter((q) => q.difficulty !== null && q.discrimination !== null && ebelVerdict(q.discrimination) === verdict)
      .map((q) => ({ x: q.difficulty!, y: q.discrimination!, label: questionTitle(q) })),
  })).filter((s) => s.points.length > 0)
}

/** report-question (试题分析): the quality of every question of one paper, and how each unit scored on it. */
export const reportQuestionPage = definePage({
  route: 'report-question',
  title: '试题分析',
  notes: ['itemDifficulty', 'itemDiscrimination', 'itemTotalCorrelation', 'absent'],
  extraNotes: QUESTION_VERDICT_NOTES,
  tables: [qualityTable, unitRatesTable],
  async build(ctx, kit) {
    const [exam, papers, paper, unit] = await Promise.all([ctx.exam(), subjectPapers(ctx), subjectPaper(ctx), unitChoice(ctx)])
    if (!paper) return { filters: [], blocks: [{ kind: 'notice', id: 'empty', tone: 'info', text: '本次考试没有可分析的科目。' }] }
    const group = chosenGroup(ctx, exam)
    const [data, qualityBlock, unitRates] = await Promise.all([quality(ctx, paper, group.key), kit.table(qualityTable), kit.table(unitRatesTable)])
    return {
      subtitle: `${paper.subject} · ${group.name}`,
      filters: [subjectFilter(papers, paper), ...usefulFilters([groupFilter(exam, group), unit.filter])],
      blocks: [
        summary(data.questions, paper),
        kit.chart('scatter', '难度与区分度', { kind: 'scatter', labels: [], series: scatter(data.questions), xTitle: '难度（得分率）', yTitle: '区分度' }, 360),
        qualityBlock,
        unitRates,
      ],
    }
  },
})
