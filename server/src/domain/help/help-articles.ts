import type { HelpArticle } from '@report/contracts/bff/help'
import type { MetricDefinition } from '@report/contracts/bff/metric-definition'
import { metricNoteOf, type MetricNote, type MetricNoteKey } from '@report/contracts/bff/metric-notes'
import { workedExample } from './worked-examples.ts'

/** What the help centre needs of a report page (views/reports/define.ts ReportPageDef). */
export interface ReportPageFacts {
  route: string
  title: string
  notes: readonly MetricNoteKey[]
  extraNotes?: readonly MetricNote[]
  tables: ReadonlyArray<{ title: string; description?: string }>
}

export const statisticId = (key: string) => `stat-${key}`
export const reportId = (route: string) => `report-${route}`

/**
 * definitionLines(definition) = the lines of a statistic's article beyond its 指标说明 entry: the
 * formula in words, who counts, the rounding and the settings it reads (the explanation panel's too).
 */
export function definitionLines(definition: MetricDefinition): string[] {
  return [
    `计算方法：${definition.words}。`,
    `统计范围：${definition.population}。`,
    `取舍：${definition.rounding}。`,
    ...(definition.settings.length > 0 ? [`读取的设置：${definition.settings.join('、')}。`] : []),
  ]
}

/**
 * The help centre (issue 21): an article per report page and per statistic, built from the one
 * catalogue of definitions (contracts/bff/metric-catalogue.ts) — the same 指标说明 entries the pages show
 * (metricNoteOf) and the rest of each definition — and the pages' own tables, with a worked example on
 * the sample of shared/reference/analytics.md. Reports with the same title (a page reached under two
 * routes) keep one article each: their tables differ.
 */
export function helpArticles(catalogue: Readonly<Record<MetricNoteKey, MetricDefinition>>, pages: readonly ReportPageFacts[]): HelpArticle[] {
  const keys = Object.keys(catalogue) as MetricNoteKey[]
  const notes = Object.fromEntries(keys.map((key) => [key, metricNoteOf(catalogue[key])])) as Record<MetricNoteKey, MetricNote>
  const reportsOf = (key: MetricNoteKey) => pages.filter((p) => p.notes.includes(key)).map((p) => ({ id: reportId(p.route), title: p.title }))

  const statistics: HelpArticle[] = keys.map((key) => {
    const note = notes[key]
    const shownIn = reportsOf(key)
    return {
      id: statisticId(key),
      kind: 'statistic',
      title: note.term,
      summary: note.note || note.formula,
      formula: note.formula,
      body: [
        ...(note.note ? [note.note] : []),
        ...definitionLines(catalogue[key]),
        shownIn.length > 0 ? `出现在：${shownIn.map((r) => r.title).join('、')}。` : '在指标参数设置与分析工具中使用。',
      ],
      example: workedExample(key),
      related: shownIn,
      steps: [],
      formulas: [],
      page: null,
    }
  })

  const reports: HelpArticle[] = pages.map((page) => {
    const tables = page.tables.filter((t) => t.title)
    return {
      id: reportId(page.route),
      kind: 'report',
      title: page.title,
      summary: tables.length > 0 ? `包含${tables.map((t) => `「${t.title}」`).join('')}等内容。` : `${page.title}的统计口径说明。`,
      formula: '',
      body: [
        ...tables.map((t) => (t.description ? `${t.title}：${t.description}` : t.title)),
        ...(page.extraNotes ?? []).map((n) => `${n.term}：${n.formula}${n.note ? `。${n.note}` : ''}`),
        page.notes.length > 0 ? `本报表使用的指标：${page.notes.map((k) => notes[k].term).join('、')}（见下方相关指标的计算方法与示例）。` : '',
      ].filter(Boolean),
      example: null,
      related: page.notes.map((k) => ({ id: statisticId(k), title: notes[k].term })),
      steps: [],
      formulas: [],
      page: null,
    }
  })
  return [...reports, ...statistics]
}

/**
 * Search: every whitespace-separated term must occur (case-insensitive) in the title, summary, formula,
 * body or example; the article the query names comes first, then those whose title holds a term, otherwise
 * the centre's order.
 */
export function searchArticles(articles: readonly HelpArticle[], query: string): HelpArticle[] {
  const terms = query.toLowerCase().split(/\s+/).filter(Boolean)
  if (terms.length === 0) return [...articles]
  const textOf = (a: HelpArticle) =>
    [a.title, a.summary, a.formula, ...a.body, ...a.steps, ...a.formulas, a.example?.data ?? '', ...(a.example?.steps ?? []), a.example?.result ?? ''].join('\n').toLowerCase()
  const hits = articles.filter((a) => {
    const text = textOf(a)
    return terms.every((t) => text.includes(t))
  })
  // The article named by the query first (临界生 before 临界生人数), then those whose title holds a term.
  const named = (a: HelpArticle) => a.title.toLowerCase() === terms.join(' ')
  const inTitle = (a: HelpArticle) => !named(a) && terms.some((t) => a.title.toLowerCase().includes(t))
  return [...hits.filter(named), ...hits.filter(inTitle), ...hits.filter((a) => !named(a) && !inTitle(a))]
}
