// Help centre (issue 21): an article per report page and per 指标说明 statistic; the worked examples are
// computed on the sample of shared/reference/analytics.md "Worked numbers" and must give its figures.

import t from 'tap'
import { METRIC_CATALOGUE } from '@report/contracts/bff/metric-catalogue'
import { METRIC_NOTES, type MetricNoteKey } from '@report/contracts/bff/metric-notes'
import { COMPARE_NOTES } from '../../src/domain/contrast/format.ts'
import { featureArticles, featureId } from '../../src/domain/help/feature-articles.ts'
import { helpArticles, searchArticles, statisticId, reportId } from '../../src/domain/help/help-articles.ts'
import { populationSd } from '../../src/domain/metrics/intervals.ts'
import { competitionRank, kurtosis, mean, median, modes, roundHalfUp, SAMPLE_SCORES, segments, skewness, workedExample } from '../../src/domain/help/worked-examples.ts'
import { metricNotes } from '../../src/domain/metrics/line-legends.ts'
import { REPORT_PAGES } from '../../src/views/reports/pages/index.ts'
import { shellRig } from '../integration/shell-rig.ts'

t.test('analytics.md worked numbers: the computations behind the examples', async (t) => {
  const xs = SAMPLE_SCORES
  t.equal(mean(xs), 68.2)
  t.equal(Number(populationSd(xs).toFixed(6)), 14.545102)
  t.equal(median(xs), 68.5)
  t.same(modes(xs), [70])
  t.same(modes([1, 2, 3]), [], 'no repeated value: no mode')
  t.equal(Number(skewness(xs).toFixed(6)), 0.347011)
  t.equal(Number(kurtosis(xs).toFixed(6)), -0.159257)
  t.equal(competitionRank(xs, 70), 4)
  t.equal(competitionRank(xs, 67), 6)
  t.same(segments(xs, 100, 10), [{ from: 90, count: 1 }, { from: 80, count: 1 }, { from: 70, count: 3 }, { from: 60, count: 2 }, { from: 50, count: 2 }, { from: 40, count: 1 }])
  t.same(segments([100, 95], 100, 10), [{ from: 90, count: 2 }], 'the full score folds into the top segment')
  t.equal(roundHalfUp(72.5), 73, 'half up, not banker\'s rounding')
  t.equal(roundHalfUp(84.33), 84)
})

t.test('the examples state the analytics.md results', async (t) => {
  const result = (key: MetricNoteKey) => workedExample(key)?.result ?? ''
  const cases: Array<[MetricNoteKey, string]> = [
    ['mean', '68.2'], ['standardDeviation', '14.545102'], ['median', '68.5'], ['modes', '70'], ['skewness', '0.347011'], ['kurtosis', '-0.159257'],
    ['difficulty', '0.68'], ['excellentRate', '2 / 10 = 20%'], ['goodRate', '5 / 10 = 50%'], ['passRate', '7 / 10 = 70%'], ['zScore', '1.1550'], ['tScore', '61.55'],
    ['rank', '70 分并列第 4 名，67 分第 6 名'], ['overMeanRate', '6.4516%'], ['levelScoring', '赋分 = 84'], ['segments', '90–100：1 人；80–90：1 人；70–80：3 人；60–70：2 人；50–60：2 人；40–50：1 人'],
    // issue 31: 349 and 197 (a 0 is a score); the student who missed 数学 has no 总分.
    ['totalScore', '总分平均分 = 273'],
  ]
  for (const [key, expected] of cases) t.ok(result(key).includes(expected), `${key}: ${result(key)} has ${expected}`)
  t.equal(workedExample('effectiveScore'), null, 'no example where the sample cannot show one')
})

t.test('one article per report page and per statistic, cross-linked', async (t) => {
  const articles = helpArticles(METRIC_CATALOGUE, REPORT_PAGES)
  t.equal(articles.length, REPORT_PAGES.length + Object.keys(METRIC_NOTES).length)
  t.equal(new Set(articles.map((a) => a.id)).size, articles.length, 'ids are unique')
  const school = articles.find((a) => a.id === reportId('school-report'))!
  t.equal(school.title, '学校分析')
  t.ok(school.body.some((p) => p.startsWith('学校与全体对比：')), 'a table with its description')
  t.ok(school.body.some((p) => p.startsWith('得分率：')), 'the page\'s own notes')
  t.ok(school.related.some((r) => r.id === statisticId('standardDeviation')))
  const sd = articles.find((a) => a.id === statisticId('standardDeviation'))!
  t.equal(sd.formula, METRIC_NOTES.standardDeviation.formula)
  t.ok(sd.related.some((r) => r.id === reportId('school-report')), 'a statistic links the reports that show it')
  t.ok(sd.example)
})

t.test('search: every term must occur; title hits first; empty query lists all', async (t) => {
  const articles = helpArticles(METRIC_CATALOGUE, REPORT_PAGES)
  t.equal(searchArticles(articles, '').length, articles.length)
  const sd = searchArticles(articles, '标准差')
  t.equal(sd[0]?.title, '标准差')
  t.ok(sd.length > 1, 'reports using it follow')
  const border = searchArticles(articles, '临界生').map((a) => a.title)
  t.equal(border[0], '临界生', 'the article the query names before titles that only hold it')
  t.ok(border.includes('临界生人数'))
  t.same(searchArticles(articles, '标准差 不存在的词'), [])
  t.ok(searchArticles(articles, 'KURT').some((a) => a.title === '峰度'), 'case-insensitive, formulas and notes searched')
})

t.test('the view answers the centre and a search; it needs a session', async (t) => {
  const rig = await shellRig(t)
  const cookie = await rig.signIn('demo-school-admin')
  const all = (await rig.app.inject({ url: '/report/bff/help', headers: { cookie } })).json().data
  t.equal(all.articles.length, all.total)
  const found = (await rig.app.inject({ url: `/report/bff/help?q=${encodeURIComponent('临界生')}`, headers: { cookie } })).json().data
  t.equal(found.query, '临界生')
  t.equal(found.articles[0].title, '临界生')
  t.equal((await rig.app.inject({ url: '/report/bff/help' })).statusCode, 401)
})

t.test('issue 33 item 9: a search for each new tool finds its article first, with steps, formulas and its page', async (t) => {
  const articles = [...featureArticles(METRIC_NOTES), ...helpArticles(METRIC_CATALOGUE, REPORT_PAGES)]
  t.equal(new Set(articles.map((a) => a.id)).size, articles.length, 'ids are unique')
  const cases: Array<[string, string]> = [['历史对比', '历史对比'], ['导入', '成绩导入（自定义分析）'], ['自定义表格', '自定义表格'], ['成绩单', '成绩单'], ['导出', '导出与下载'], ['同步', '成绩同步'], ['合并', '合并考试'], ['数值说明', '数值说明']]
  for (const [query, title] of cases) {
    const first = searchArticles(articles, query)[0]
    t.equal(first?.title, title, `${query}: ${first?.title}`)
    t.equal(first?.kind, 'feature')
    t.ok(first!.steps.length >= 3, `${title}: step by step`)
    t.ok(first!.formulas.length > 0, `${title}: its formulas`)
  }
  const contrast = articles.find((a) => a.id === featureId('contrast'))!
  t.same(contrast.formulas, [...COMPARE_NOTES], 'the comparison page’s own 指标说明, word for word')
  t.same(contrast.page, { label: '打开历史对比', href: '/report/contrast/history' })
  const table = articles.find((a) => a.id === featureId('custom-table'))!
  t.ok(table.formulas.includes(`平均分 — 平均分：${METRIC_NOTES.mean.formula}（${METRIC_NOTES.mean.note}）`), 'each indicator with its statistic’s formula')
  t.ok(table.related.every((r) => articles.some((a) => a.id === r.id)), 'related articles exist')
})

t.test('one source (issue 36): a statistic\'s help article and every page\'s 指标说明 entry of it are the catalogue\'s text', async (t) => {
  const articles = helpArticles(METRIC_CATALOGUE, REPORT_PAGES)
  for (const page of REPORT_PAGES) {
    for (const [i, key] of page.notes.entries()) {
      // Rates state the exam's lines on a page (line-legends.ts); every other entry is the catalogue's.
      if (['excellentRate', 'goodRate', 'passRate', 'lowRate'].includes(key)) continue
      const shown = metricNotes(page.notes, undefined)[i]!
      const definition = METRIC_CATALOGUE[key]
      const article = articles.find((a) => a.id === statisticId(key))!
      t.same(shown, { term: definition.term, formula: definition.symbols, note: definition.note, population: definition.population, rounding: definition.rounding }, `${page.route} ${key}: the page's entry is the catalogue's`)
      t.equal(article.title, shown.term, `${key}: the article's title`)
      t.equal(article.formula, shown.formula, `${key}: the article's formula is the page's`)
      if (shown.note) t.ok(article.body.includes(shown.note), `${key}: the article says the page's note`)
      t.ok(article.body.includes(`计算方法：${definition.words}。`) && article.body.includes(`取舍：${definition.rounding}。`), `${key}: the article gives the formula in words and the rounding`)
    }
  }
  // The pages that kept their own copies of these entries before the catalogue (issue 36).
  for (const route of ['general-overview', 'combine-page', 'score-county', 'score-school']) {
    const page = REPORT_PAGES.find((p) => p.route === route)!
    t.ok(page.notes.includes('meanRank'), `${route}: 平均分排名 from the catalogue`)
    t.notOk((page.extraNotes ?? []).some((n) => n.term === '平均分排名' || n.term === '排名' || n.term.includes('满分人数')), `${route}: no copy of its own`)
  }
})
