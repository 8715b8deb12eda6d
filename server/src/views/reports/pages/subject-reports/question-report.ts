import type { ReportBlock, ReportFilter } from '@report/contracts/bff/report-page'
import type { TableColumn, TableView } from '@report/contracts/bff/table'
import type { GroupRef } from '@report/contracts/upstream/reports/common'
import type { QuestionRef } from '@report/contracts/upstream/reports/matrix'
import type { QuesInfoData } from '@report/contracts/upstream/reports/questions'
import { difficultyBand, distributionStats, ebelVerdict, optionCount, QUESTION_VERDICT_NOTES, questionTypeLabel, scoreBars, shareOf } from '../../../../domain/reports/subject-reports/question-quality.ts'
import { formatNumber, INTEGER, PERCENT, SCORE, toCell } from '../../../../domain/tables/format-number.ts'
import { definePage, defineTable } from '../../define.ts'
import type { ReportContext } from '../../report-context.ts'
import { chosenQuestion, emptyTable, perTotal, questionTitle, subjectFilter, subjectPaper, subjectPapers, unitChoice, unitColumn, unitRows, viewTotal, type ExamPaper } from './page-parts.ts'
import { usefulFilters } from '../filters.ts'


interface Target {
  paper: ExamPaper
  question: QuestionRef
}

/** The paper and question the filters chose (both fall back to the first), or null when the exam has none. */
async function target(ctx: ReportContext): Promise<Target | null> {
  const paper = await subjectPaper(ctx)
  const question = paper ? chosenQuestion(ctx, paper) : null
  return paper && question ? { paper, question } : null
}

function info(ctx: ReportContext, t: Target, tgkey: string, extra: object = { limit: 1 }): Promise<QuesInfoData> {
  return ctx.call('quesInfo', { pindex: t.paper.pindex, qid: t.question.qid, tgkey, ...extra })
}

/** A unit or total as the unit table shows it: option counts for objective items. */
interface UnitLine {
  group: GroupRef
  count: number
  mean: number | null
  scoreRate: number | null
  options: { count: number | null; share: number | null }[]
}

function caption(t: Target, unit: string, what: string): string {
  return `${unit} · ${t.paper.subject}${questionTitle(t.question)} · ${what}`.slice(0, 80)
}

/** Per unit: 平均分, 得分率 and, for objective items, how many chose each option (drillable to the students). */
const unitsTable = defineTable({
  id: 'units',
  title: '各单位作答情况',
  description: '客观题的选项人数可点击查看选择该选项的学生。',
  remote: true,
  async load(ctx, request): Promise<TableView> {
    const [exam, t, unit] = await Promise.all([ctx.exam(), target(ctx), unitChoice(ctx)])
    if (!t) return emptyTable(request)
    const answers = await perTotal(exam, unit.level, request, (tgkey, body) => info(ctx, t, tgkey, body))
    const letters = answers[0]?.options.map((o) => o.option) ?? []
    const keys = new Set(answers[0]?.options.filter((o) => o.isKey).map((o) => o.option))
    const totals: UnitLine[] = answers.map((a) => ({
      group: a.group,
      count: a.question.count,
      mean: a.question.mean,
      scoreRate: a.question.difficulty,
      options: a.options.map((o) => ({ count: o.count, share: o.share })),
    }))
    const units: UnitLine[] = (answers[0]?.items ?? []).map((u) => ({
      group: u.group,
      count: u.count,
      mean: u.mean,
      scoreRate: u.scoreRate,
      options: letters.map((_, o) => ({ count: optionCount(u.optionShares[o] ?? null, u.count), share: u.optionShares[o] ?? null })),
    }))
    const columns: TableColumn[] = [
      unitColumn(unit.level),
      { key: 'count', title: '实考人数', format: INTEGER, align: 'right' },
      { key: 'mean', title: '平均分', format: SCORE, align: 'right' },
      { key: 'rate', title: '得分率', format: PERCENT, align: 'right' },
      ...letters.map((letter) => ({
        key: `o.${letter}`,
        title: optionLabel({ option: letter, isKey: keys.has(letter) }),
        children: [
          { key: `o.${letter}.count`, title: '人数', format: INTEGER, align: 'right' as const },
          { key: `o.${letter}.share`, title: '占比', format: PERCENT, align: 'right' as const },
        ],
      })),
    ]
    return {
      columns,
      rows: unitRows(exam, totals, units, (line, name) => {
        const drills: Record<string, Record<string, string>> = {
          count: ctx.drill('question', { tgkey: line.group.key, pindex: t.paper.pindex, qid: t.question.qid, caption: caption(t, name, '作答学生') }),
        }
        const cells: Record<string, string | number> = { count: formatNumber(line.count, INTEGER), mean: formatNumber(line.mean, SCORE), rate: formatNumber(line.scoreRate, PERCENT) }
        letters.forEach((letter, o) => {
          const option = line.options[o]
          cells[`o.${letter}.count`] = formatNumber(option?.count ?? null, INTEGER)
          cells[`o.${letter}.share`] = formatNumber(option?.share ?? null, PERCENT)
          if (option?.count) drills[`o.${letter}.count`] = ctx.drill('question', { tgkey: line.group.key, pindex: t.paper.pindex, qid: t.question.qid, option: letter, caption: caption(t, name, `选${letter}`) })
        })
        return { cells, drills }
      }),
      paging: { page: request.page, pageSize: request.pageSize, total: answers[0]?.total ?? 0 },
      sort: null,
    }
  },
})

/** Hand-marked items: how many scored each score over the view's total, high to low, drillable. */
const scoresTable = defineTable({
  id: 'scores',
  title: '得分分布',
  description: '点击人数查看得该分的学生；累计占比为得分不低于该分的人数占比。',
  remote: false,
  collapsible: true,
  async load(ctx): Promise<TableView> {
    const [exam, t] = await Promise.all([ctx.exam(), target(ctx)])
    const total = viewTotal(exam)
    const data = t ? await info(ctx, t, total.key) : null
    const n = data?.scores.reduce((sum, s) => sum + s.count, 0) ?? 0
    let above = 0
    return {
      columns: [
        { key: 'score', title: '得分', format: SCORE, align: 'right' },
        { key: 'count', title: '人数', format: INTEGER, align: 'right' },
        { key: 'share', title: '占比', format: PERCENT, align: 'right' },
        { key: 'cumulative', title: '累计占比', format: PERCENT, align: 'right' },
      ],
      rows: (data?.scores ?? []).map((s) => {
        above += s.count
        return {
          key: String(s.score),
          cells: { score: formatNumber(s.score, SCORE), count: formatNumber(s.count, INTEGER), share: formatNumber(shareOf(s.count, n), PERCENT), cumulative: formatNumber(shareOf(above, n), PERCENT) },
          drills: { count: ctx.drill('question', { tgkey: total.key, pindex: t!.paper.pindex, qid: t!.question.qid, score: s.score, caption: caption(t!, total.name, `${s.score}分`) }) },
        }
      }),
      paging: null,
      sort: null,
    }
  },
})

const optionLabel = (o: { option: string; isKey: boolean }) => (o.isKey ? `${o.option}（正确）` : o.option)

function questionFilter(paper: ExamPaper, question: QuestionRef): ReportFilter {
  return {
    key: 'qid',
    label: '题目',
    value: question.qid,
    options: paper.questions.map((q) => ({ value: q.qid, label: `${questionTitle(q)}（${questionTypeLabel(q.type, q.isObjective)}）` })),
  }
}

function figures(data: QuesInfoData, group: GroupRef): ReportBlock {
  const q = data.question
  const spread = distributionStats(data.scores)
  const verdict = ebelVerdict(q.discrimination)
  return {
    kind: 'stats',
    id: 'figures',
    title: `${questionTitle(q)} · ${group.name}`,
    items: [
      { label: '题型', value: questionTypeLabel(q.type, q.isObjective), hint: q.section },
      { label: '满分', value: formatNumber(q.score, SCORE) },
      { label: '实考人数', value: formatNumber(q.count, INTEGER) },
      { label: '平均分', value: formatNumber(q.mean, SCORE) },
      { label: '得分率', value: formatNumber(q.difficulty, PERCENT), hint: difficultyBand(q.difficulty) ?? undefined },
      { label: '区分度', value: formatNumber(q.discrimination, { kind: 'fixed' }), hint: verdict ?? undefined },
      { label: '标准差', value: formatNumber(spread.standardDeviation, SCORE) },
      { label: '满分率', value: formatNumber(shareOf(q.fullCount, q.count), PERCENT) },
      { label: '零分率', value: formatNumber(shareOf(q.zeroCount, q.count), PERCENT) },
      ...(q.isObjective ? [{ label: '正确答案', value: toCell(q.answer) }] : []),
    ].map((item) => (item.hint === undefined ? { label: item.label, value: item.value } : item)),
  }
}

function neighbours(ctx: ReportContext, t: Target): ReportBlock {
  const at = t.paper.questions.findIndex((q) => q.qid === t.question.qid)
  const link = (label: string, description: string, extra: Record<string, string>) => ({ label, description, href: ctx.href(extra.qid ? 'question-report' : 'report-question', extra), target: 'same-tab' as const })
  const pindex = String(t.paper.pindex)
  const prev = t.paper.questions[at - 1]
  const next = t.paper.questions[at + 1]
  return {
    kind: 'links',
    id: 'nav',
    title: '相关报告',
    links: [
      link('试题分析', `${t.paper.subject}全卷试题质量`, { pindex }),
      ...(prev ? [link('上一题', questionTitle(prev), { pindex, qid: prev.qid })] : []),
      ...(next ? [link('下一题', questionTitle(next), { pindex, qid: next.qid })] : []),
    ],
  }
}

/** question-report (试题分析报告): one question over the view — its figures, how it was answered, and per unit. */
export const questionReportPage = definePage({
  route: 'question-report',
  title: '试题分析报告',
  notes: ['itemDifficulty', 'itemDiscrimination', 'optionShare', 'standardDeviation', 'absent'],
  extraNotes: QUESTION_VERDICT_NOTES,
  tables: [unitsTable, scoresTable],
  async build(ctx, kit) {
    const [exam, papers, t, unit] = await Promise.all([ctx.exam(), subjectPapers(ctx), target(ctx), unitChoice(ctx)])
    if (!t) return { filters: [], blocks: [{ kind: 'notice', id: 'empty', tone: 'info', text: '本次考试没有可分析的题目。' }] }
    const total = viewTotal(exam)
    const objective = t.question.isObjective
    const [data, units, scores] = await Promise.all([info(ctx, t, total.key), kit.table(unitsTable), objective ? null : kit.table(scoresTable)])
    const bars = scoreBars(data.scores, t.question.score)
    const distribution = !objective
      ? kit.chart('score-chart', '得分分布', { kind: 'bar', labels: bars.map((b) => b.label), series: [{ name: '人数', values: bars.map((b) => b.count) }], xTitle: '得分', yTitle: '人数', unit: '人' })
      : t.question.type === 'multi'
        ? // A multiple-choice item's option counts overlap, so they are shares side by side, not parts of a whole.
          kit.chart('options', '选项选择率', { kind: 'bar', labels: data.options.map(optionLabel), series: [{ name: '选择率', values: data.options.map((o) => o.share) }], yTitle: '选择率', yMin: 0, yMax: 1 })
        : kit.chart('options', '选项分布', {
            kind: 'doughnut',
            labels: [...data.options.map(optionLabel), ...(data.blank > 0 ? ['未作答'] : [])],
            series: [{ name: '人数', values: [...data.options.map((o) => o.count), ...(data.blank > 0 ? [data.blank] : [])] }],
            unit: '人',
          })
    return {
      subtitle: `${t.paper.subject} · ${questionTitle(t.question)}`,
      filters: [subjectFilter(papers, t.paper), questionFilter(t.paper, t.question), ...usefulFilters([unit.filter])],
      blocks: [figures(data, total), distribution, ...(scores ? [scores] : []), units, neighbours(ctx, t)],
    }
  },
})
