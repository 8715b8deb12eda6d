import type { ReportBlock, ReportFilter } from '@report/contracts/bff/report-page'
import type { TableColumn, TableView } from '@report/contracts/bff/table'
import type { GroupRef } from '@report/contracts/upstream/reports/common'
import type { QuestionRef } from '@report/contracts/upstream/reports/matrix'
import type { QuesInfoData } from '@report/contracts/upstream/reports/questions'
import { difficultyBand, distributionStats, ebelVerdict, optionCount, QUESTION_VERDICT_NOTES, questionTypeLabel, scoreBars, type ScoreBar } from '../../../../domain/reports/subject-reports/question-quality.ts'
import { blankFigure, distributionSdFigure, questionFigure, SCORE_FIGURE_KEYS, scoreBarFigure, scoreRowFigure, unitAnswerFigure, type QuestionUnitLine } from '../../../../domain/reports/subject-reports/question-figures.ts'
import { figureCells, figureItem } from '../../../../domain/metrics/figure-cells.ts'
import type { Figure } from '../../../../domain/metrics/figures.ts'
import { questionDrills } from './question-rows.ts'
import { formatNumber, INTEGER, PERCENT, SCORE, toCell } from '../../../../domain/tables/format-number.ts'
import { cellId, definePage, defineTable, type CellRef, type ExplainedFigure, type ReportTableRequest } from '../../define.ts'
import type { ReportContext } from '../../report-context.ts'
import { chosenQuestion, emptyTable, perTotal, questionTitle, subjectFilter, subjectPaper, subjectPapers, unitChoice, unitColumn, unitNamer, unitRows, viewTotal, type ExamPaper } from './page-parts.ts'
import { usefulFilters } from '../filters.ts'
import { chartPercent, chartValue } from '../../../../domain/metrics/chart-values.ts'


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
interface UnitLine extends QuestionUnitLine {
  group: GroupRef
}

function caption(t: Target, unit: string, what: string): string {
  return `${unit} · ${t.paper.subject}${questionTitle(t.question)} · ${what}`.slice(0, 80)
}

/** A total's answers as its row of the unit table (and the options chart over the view's total) read them. */
function answerLine(a: QuesInfoData, letters: readonly string[]): UnitLine {
  return {
    group: a.group,
    count: a.question.count,
    mean: a.question.mean,
    options: letters.map((letter) => a.options.find((o) => o.option === letter)?.count ?? null),
    base: a.base,
  }
}

/** The units' answers of the table's page and the view's totals (the table and its explanations read the same). */
async function unitLinesOf(ctx: ReportContext, request: ReportTableRequest) {
  const [exam, t, unit] = await Promise.all([ctx.exam(), target(ctx), unitChoice(ctx)])
  if (!t) return null
  const answers = await perTotal(exam, unit.level, request, (tgkey, body) => info(ctx, t, tgkey, body))
  const letters = answers[0]?.options.map((o) => o.option) ?? []
  const keys = new Set(answers[0]?.options.filter((o) => o.isKey).map((o) => o.option))
  const totals: UnitLine[] = answers.map((a) => answerLine(a, letters))
  // A unit's option counts from its shares of its students present (optionCount).
  const units: UnitLine[] = (answers[0]?.items ?? []).map((u) => ({
    group: u.group,
    count: u.count,
    mean: u.mean,
    options: letters.map((_, o) => optionCount(u.optionShares[o] ?? null, u.count)),
    base: u.count,
  }))
  return { exam, t, unit, answers, letters, keys, totals, units }
}

/** count, mean, rate, then per option o.{letter}.count / .share. */
const unitAnswerKeys = (letters: readonly string[]): string[] => ['count', 'mean', 'rate', ...letters.flatMap((l) => [`o.${l}.count`, `o.${l}.share`])]

/** The students behind a unit's cells: all who answered (实考), and those who chose each option. */
function unitDrills(ctx: ReportContext, t: Target, line: UnitLine, name: string, letters: readonly string[]): Record<string, Record<string, string>> {
  const drills: Record<string, Record<string, string>> = {
    count: ctx.drill('question', { tgkey: line.group.key, pindex: t.paper.pindex, qid: t.question.qid, caption: caption(t, name, '作答学生') }),
  }
  letters.forEach((letter, o) => {
    if (line.options[o]) drills[`o.${letter}.count`] = ctx.drill('question', { tgkey: line.group.key, pindex: t.paper.pindex, qid: t.question.qid, option: letter, caption: caption(t, name, `选${letter}`) })
  })
  return drills
}

/** Per unit: 平均分, 得分率 and, for objective items, how many chose each option (drillable to the students). */
const unitsTable = defineTable({
  id: 'units',
  title: '各单位作答情况',
  description: '客观题的选项人数可点击查看选择该选项的学生。',
  remote: true,
  async load(ctx, request): Promise<TableView> {
    const found = await unitLinesOf(ctx, request)
    if (!found) return emptyTable(request)
    const { exam, t, unit, answers, letters, keys, totals, units } = found
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
      rows: unitRows(exam, totals, units, (line, name) => ({
        cells: figureCells(unitAnswerKeys(letters), (key) => unitAnswerFigure(key, line, t.question.score, letters)).cells,
        drills: unitDrills(ctx, t, line, name, letters),
      })),
      paging: { page: request.page, pageSize: request.pageSize, total: answers[0]?.total ?? 0 },
      sort: null,
      explain: unitAnswerKeys(letters),
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
    const scores = t ? (await info(ctx, t, total.key)).scores : []
    return {
      columns: [
        { key: 'score', title: '得分', format: SCORE, align: 'right' },
        { key: 'count', title: '人数', format: INTEGER, align: 'right' },
        { key: 'share', title: '占比', format: PERCENT, align: 'right' },
        { key: 'cumulative', title: '累计占比', format: PERCENT, align: 'right' },
      ],
      rows: scores.map((s, i) => ({
        key: String(s.score),
        cells: { score: formatNumber(s.score, SCORE), ...figureCells(SCORE_FIGURE_KEYS, (key) => scoreRowFigure(key, scores, i)).cells },
        drills: { count: ctx.drill('question', { tgkey: total.key, pindex: t!.paper.pindex, qid: t!.question.qid, score: s.score, caption: caption(t!, total.name, `${s.score}分`) }) },
      })),
      paging: null,
      sort: null,
      explain: [...SCORE_FIGURE_KEYS],
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

/** The question's headline figures over the view's total (题型, 满分 and 正确答案 are no statistic). */
const HEADLINE: ReadonlyArray<{ key: string; label: string }> = [
  { key: 'count', label: '实考人数' },
  { key: 'mean', label: '平均分' },
  { key: 'rate', label: '得分率' },
  { key: 'discrimination', label: '区分度' },
  { key: 'sd', label: '标准差' },
  { key: 'fullRate', label: '满分率' },
  { key: 'zeroRate', label: '零分率' },
]

/** A headline figure: the question's own figures, 标准差 of its score distribution. */
function headlineFigure(key: string, data: QuesInfoData): Figure | null {
  if (key !== 'sd') return questionFigure(key, data.question)
  const spread = distributionStats(data.scores)
  return distributionSdFigure(spread.standardDeviation, spread.n)
}

function figures(data: QuesInfoData, group: GroupRef): ReportBlock {
  const q = data.question
  const hints: Record<string, string | null> = { rate: difficultyBand(questionFigure('difficulty', q)?.raw ?? null), discrimination: ebelVerdict(q.discrimination) }
  const [count, ...rest] = HEADLINE.map(({ key, label }) => figureItem(label, headlineFigure(key, data)!, `figures|${group.key}|${key}`, hints[key] ?? undefined))
  return {
    kind: 'stats',
    id: 'figures',
    title: `${questionTitle(q)} · ${group.name}`,
    items: [
      { label: '题型', value: questionTypeLabel(q.type, q.isObjective), ...(q.section ? { hint: q.section } : {}) },
      { label: '满分', value: formatNumber(q.score, SCORE) },
      count!,
      ...rest,
      ...(q.isObjective ? [{ label: '正确答案', value: toCell(q.answer) }] : []),
    ],
  }
}

/** A figure of the question report: a headline figure, a unit's answers, or a score's students, each by the function its cell came from. */
async function explainQuestion(ctx: ReportContext, cell: CellRef, request: ReportTableRequest): Promise<ExplainedFigure | null> {
  const [exam, t] = await Promise.all([ctx.exam(), target(ctx)])
  if (!t) return null
  const total = viewTotal(exam)
  const title = `${t.paper.subject}${questionTitle(t.question)}`
  switch (cell.block) {
    case 'figures': {
      const item = HEADLINE.find((h) => h.key === cell.column)
      if (!item || cell.row !== total.key) return null
      const data = await info(ctx, t, total.key)
      const figure = headlineFigure(item.key, data)
      const drill = questionDrills(ctx, t.paper.pindex, data.question, total, t.paper.subject)[item.key] ?? null
      return figure ? { figure, context: { caption: `${total.name} · ${title} · ${item.label}`, group: total.name, drill } } : null
    }
    case 'units': {
      const found = await unitLinesOf(ctx, request)
      const line = found ? [...found.totals, ...found.units].find((l) => l.group.key === cell.row) : undefined
      const figure = found && line ? unitAnswerFigure(cell.column, line, t.question.score, found.letters) : null
      if (!found || !line || !figure) return null
      const name = unitNamer(exam)(line.group)
      const leaf = cell.column.startsWith('o.') ? `选${cell.column.split('.')[1]}${cell.column.endsWith('count') ? '人数' : '占比'}` : ({ count: '实考人数', mean: '平均分', rate: '得分率' } as Record<string, string>)[cell.column]
      const drill = cell.column === 'count' || cell.column.endsWith('.count') ? (unitDrills(ctx, t, line, name, found.letters)[cell.column] ?? null) : null
      return { figure, context: { caption: `${name} · ${title} · ${leaf}`, group: name, drill } }
    }
    case 'options': {
      // 未作答: the one slice of the options chart no table holds.
      const data = await info(ctx, t, total.key)
      if (!t.question.isObjective || cell.row !== 'blank' || cell.column !== 'count') return null
      return { figure: blankFigure(data.blank, data.base), context: { caption: `${total.name} · ${title} · 未作答`, group: total.name } }
    }
    case 'score-chart': {
      // A band of scores (past 40 distinct scores): no row of 得分分布 holds it.
      const bars = scoreBars((await info(ctx, t, total.key)).scores, t.question.score)
      const b = /^b([0-9]{1,3})$/.exec(cell.row)?.[1]
      const figure = b !== undefined && cell.column === 'count' ? scoreBarFigure(bars, Number(b)) : null
      return figure ? { figure, context: { caption: `${total.name} · ${title} · ${bars[Number(b)]!.label}`, group: total.name } } : null
    }
    case 'scores': {
      const scores = (await info(ctx, t, total.key)).scores
      const i = scores.findIndex((s) => String(s.score) === cell.row)
      const figure = i >= 0 ? scoreRowFigure(cell.column, scores, i) : null
      if (!figure) return null
      const drill = cell.column === 'count' ? ctx.drill('question', { tgkey: total.key, pindex: t.paper.pindex, qid: t.question.qid, score: scores[i]!.score, caption: caption(t, total.name, `${scores[i]!.score}分`) }) : null
      return { figure, context: { caption: `${total.name} · ${title} · ${cell.row} 分`, group: total.name, drill } }
    }
    default:
      return null
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
  explain: explainQuestion,
  async build(ctx, kit) {
    const [exam, papers, t, unit] = await Promise.all([ctx.exam(), subjectPapers(ctx), target(ctx), unitChoice(ctx)])
    if (!t) return { filters: [], blocks: [{ kind: 'notice', id: 'empty', tone: 'info', text: '本次考试没有可分析的题目。' }] }
    const total = viewTotal(exam)
    const objective = t.question.isObjective
    const [data, units, scores] = await Promise.all([info(ctx, t, total.key), kit.table(unitsTable), objective ? null : kit.table(scoresTable)])
    const bars = scoreBars(data.scores, t.question.score)
    // The chart's values are the view total's figures: its row of 各单位作答情况, a score's row of 得分分布; a
    // band of scores and 未作答, which no table holds, open as the chart's own cells.
    const letters = data.options.map((o) => o.option)
    const line = answerLine(data, letters)
    const option = (letter: string, what: 'count' | 'share') => unitAnswerFigure(`o.${letter}.${what}`, line, t.question.score, letters)
    const optionCell = (letter: string, what: 'count' | 'share') => cellId({ block: unitsTable.id, row: total.key, column: `o.${letter}.${what}` })
    const barCell = (bar: ScoreBar, b: number) => (bar.scores.length === 1 ? cellId({ block: scoresTable.id, row: String(bar.scores[0]), column: 'count' }) : cellId({ block: 'score-chart', row: `b${b}`, column: 'count' }))
    const distribution = !objective
      ? kit.chart('score-chart', '得分分布', { kind: 'bar', labels: bars.map((b) => b.label), series: [{ name: '人数', values: bars.map((_, b) => chartValue(scoreBarFigure(bars, b))) }], xTitle: '得分', yTitle: '人数', unit: '人', explain: { cells: [bars.map(barCell)] } })
      : t.question.type === 'multi'
        ? // A multiple-choice item's option counts overlap, so they are shares side by side, not parts of a whole.
          kit.chart('options', '选项选择率', {
            kind: 'bar',
            labels: data.options.map(optionLabel),
            series: [{ name: '选择率', values: letters.map((l) => chartPercent(option(l, 'share'))) }],
            yTitle: '选择率（%）',
            unit: '%',
            yMin: 0,
            yMax: 100,
            explain: { cells: [letters.map((l) => optionCell(l, 'share'))] },
          })
        : kit.chart('options', '选项分布', {
            kind: 'doughnut',
            labels: [...data.options.map(optionLabel), ...(data.blank > 0 ? ['未作答'] : [])],
            series: [{ name: '人数', values: [...letters.map((l) => chartValue(option(l, 'count'))), ...(data.blank > 0 ? [chartValue(blankFigure(data.blank, data.base))] : [])] }],
            unit: '人',
            explain: { cells: [[...letters.map((l) => optionCell(l, 'count')), ...(data.blank > 0 ? [cellId({ block: 'options', row: 'blank', column: 'count' })] : [])]] },
          })
    return {
      subtitle: `${t.paper.subject} · ${questionTitle(t.question)}`,
      filters: [subjectFilter(papers, t.paper), questionFilter(t.paper, t.question), ...usefulFilters([unit.filter])],
      blocks: [figures(data, total), distribution, ...(scores ? [scores] : []), units, neighbours(ctx, t)],
    }
  },
})
