// The report-page framework (views/reports): the page, table, drill and export routes against the
// reference upstream, with the ranking page as the page under test. Page contents are each report area's tests.
import t from 'tap'
import ExcelJS from 'exceljs'
import type { DrillResponse } from '@report/contracts/bff/drill'
import type { ReportPageView, TableBlock } from '@report/contracts/bff/report-page'
import type { TableView } from '@report/contracts/bff/table'
import { shellRig } from '../integration/shell-rig.ts'

const MIDTERM = 'examid=100152611100&org=0'
const JOINT = '280162611180'

async function readRows(body: Buffer): Promise<ExcelJS.Worksheet> {
  const workbook = new ExcelJS.Workbook()
  await workbook.xlsx.load(body as unknown as ArrayBuffer)
  return workbook.worksheets[0]!
}

t.test('the ranking page: one block per part, the first 100 rows (a page of the virtual table), ranks that agree with the scores', async (t) => {
  const rig = await shellRig(t)
  const cookie = await rig.signIn('demo-school-admin')
  const res = await rig.app.inject({ url: `/report/bff/report-page?route=report-ranking&${MIDTERM}`, headers: { cookie } })
  t.equal(res.statusCode, 200)
  const view = res.json().data as ReportPageView
  t.equal(view.title, '排名统计')
  t.equal(view.versionTip, null, 'a flagship school is not on a trial plan')
  const block = view.blocks.find((b): b is TableBlock => b.kind === 'table')!
  t.ok(block.virtual && block.remote)
  t.equal(block.table.rows.length, 100)
  t.equal(block.table.paging!.pageSize, 100, 'the client asks the next pages at that size')
  const total = block.table.paging!.total
  t.ok(total > 100)
  const scores = block.table.rows.map((r) => r.cells['p0.score'])
  const numeric = scores.filter((s): s is number => typeof s === 'number')
  t.same(numeric, [...numeric].sort((a, b) => b - a), '总分 from high to low')
  const ranks = block.table.rows.map((r) => r.cells['p0.rank'])
  t.equal(ranks[0], 1)
  for (let i = 1; i < numeric.length; i++) {
    if (numeric[i] === numeric[i - 1]) t.equal(ranks[i], ranks[i - 1], 'ties share a rank')
    else if (ranks[i] !== i + 1) t.fail(`row ${i}: competition rank ${ranks[i]} ≠ ${i + 1}`)
  }
  t.ok(block.export, 'a flagship school may download')
  t.ok(view.notes.some((n) => n.term === '排名'))
})

t.test('report-table: the page the client asks, sorted on the upstream; the last page is short', async (t) => {
  const rig = await shellRig(t)
  const cookie = await rig.signIn('demo-school-admin')
  const first = (await rig.app.inject({ url: `/report/bff/report-table?route=report-ranking&block=ranking&${MIDTERM}&page=1&pageSize=500`, headers: { cookie } })).json().data as TableView
  const total = first.paging!.total
  const lastPage = Math.ceil(total / 500)
  const last = (await rig.app.inject({ url: `/report/bff/report-table?route=report-ranking&block=ranking&${MIDTERM}&page=${lastPage}&pageSize=500`, headers: { cookie } })).json().data as TableView
  t.equal(last.rows.length, total - (lastPage - 1) * 500)
  t.equal(last.paging!.page, lastPage)

  const byName = (await rig.app.inject({ url: `/report/bff/report-table?route=report-ranking&block=ranking&${MIDTERM}&page=1&pageSize=500&sortKey=p1.score&sortRule=asc`, headers: { cookie } })).json().data as TableView
  const chinese = byName.rows.map((r) => r.cells['p1.score']).filter((s): s is number => typeof s === 'number')
  t.same(chinese, [...chinese].sort((a, b) => a - b), '语文 ascending')
  t.same(byName.sort, { key: 'p1.score', rule: 'asc' })

  const odd = await rig.app.inject({ url: `/report/bff/report-table?route=report-ranking&block=ranking&${MIDTERM}&page=1&pageSize=1234567`, headers: { cookie } })
  t.equal(odd.statusCode, 400, 'a page size beyond six digits is refused by the schema')
  const big = (await rig.app.inject({ url: `/report/bff/report-table?route=report-ranking&block=ranking&${MIDTERM}&page=1&pageSize=99999`, headers: { cookie } })).json().data as TableView
  t.equal(big.rows.length, 500, 'never more than one upstream page')
})

t.test('unknown pages and tables, bad queries, no session', async (t) => {
  const rig = await shellRig(t)
  const cookie = await rig.signIn('demo-school-admin')
  const cases: Array<[string, number, string]> = [
    [`/report/bff/report-page?route=no-such-report&${MIDTERM}`, 404, 'not-found'],
    [`/report/bff/report-table?route=report-ranking&block=nope&${MIDTERM}`, 404, 'not-found'],
    [`/report/bff/report-page?route=report-ranking&examid=../../x`, 400, 'invalid-input'],
    [`/report/bff/report-page?route=report-ranking&${MIDTERM}&pindex=abc`, 400, 'invalid-input'],
    [`/report/bff/report-drill?kind=rate&${MIDTERM}&tgkey=all&rate=great`, 400, 'invalid-input'],
    [`/report/bff/report-drill?kind=nope&${MIDTERM}&tgkey=all`, 400, 'invalid-input'],
  ]
  for (const [url, status, kind] of cases) {
    const res = await rig.app.inject({ url, headers: { cookie } })
    t.equal(res.statusCode, status, url)
    t.equal(res.json().kind, kind, url)
  }
  const anonymous = await rig.app.inject({ url: `/report/bff/report-page?route=report-ranking&${MIDTERM}` })
  t.equal(anonymous.statusCode, 401)
})

t.test('report-drill: the students of a rate cell, paged, sorted, with the summary line; the download has them all', async (t) => {
  const rig = await shellRig(t)
  const cookie = await rig.signIn('demo-school-admin')
  const cell = `kind=rate&${MIDTERM}&tgkey=all&pindex=0&rate=pass&caption=${encodeURIComponent('全校 · 总分 · 及格')}`
  const res = await rig.app.inject({ url: `/report/bff/report-drill?${cell}&page=2&pageSize=10&sortKey=p0.score&sortRule=asc`, headers: { cookie } })
  t.equal(res.statusCode, 200)
  const body = res.json() as DrillResponse
  t.equal(body.code, 0)
  const answer = body.data!
  t.equal(answer.caption, '全校 · 总分 · 及格')
  t.equal(answer.rows.length, 10)
  t.equal(answer.paging.page, 2)
  const scores = answer.rows.map((r) => r.cells['p0.score'] as number)
  t.same(scores, [...scores].sort((a, b) => a - b), 'ascending on 总分')
  t.ok(answer.summary.headcount === answer.paging.total, 'every listed student sat')
  t.ok(typeof answer.summary.mean === 'number' && typeof answer.summary.min === 'number')
  t.ok((answer.summary.min as number) <= scores[0]!)
  t.ok(answer.export)

  const search = new URLSearchParams({ source: answer.export!.source, ...answer.export!.params })
  const xlsx = await rig.app.inject({ url: `/report/bff/table-export?${search.toString()}`, headers: { cookie } })
  t.equal(xlsx.statusCode, 200)
  const sheet = await readRows(xlsx.rawPayload)
  t.equal(sheet.getRow(1).getCell(1).value, '姓名')
  t.equal(sheet.getRow(1).getCell(4).value, '总分', 'the drilled paper heads its score and ranks')
  t.equal(sheet.actualRowCount - 2, answer.paging.total, 'two header rows, then every student of the cell')
})

t.test('the ranking download streams every student; 学号 stays text', async (t) => {
  const rig = await shellRig(t)
  const cookie = await rig.signIn('demo-school-admin')
  const view = (await rig.app.inject({ url: `/report/bff/report-page?route=report-ranking&${MIDTERM}`, headers: { cookie } })).json().data as ReportPageView
  const block = view.blocks.find((b): b is TableBlock => b.kind === 'table')!
  const search = new URLSearchParams({ source: block.export!.source, ...block.export!.params })
  const res = await rig.app.inject({ url: `/report/bff/table-export?${search.toString()}`, headers: { cookie } })
  t.equal(res.statusCode, 200)
  const sheet = await readRows(res.rawPayload)
  t.equal(sheet.actualRowCount - 2, block.table.paging!.total, 'two header rows (subject over 分数/排名), then every student')
  const xuehao = sheet.getRow(3).getCell(2).value
  t.type(xuehao, 'string')
})

t.test('a trial plan gets the version tip on ranking; an account without download gets no export and a 403 on the route', async (t) => {
  const rig = await shellRig(t)
  const cookie = await rig.signIn('demo-trial')
  const list = (await rig.app.inject({ url: '/report/bff/exams', headers: { cookie } })).json().data as { exams: Array<{ examid: string; org: number }> }
  const trial = list.exams[0]
  t.ok(trial, 'the trial account has an exam')
  const url = `/report/bff/report-page?route=report-ranking&examid=${trial!.examid}&org=${trial!.org}`
  const view = (await rig.app.inject({ url, headers: { cookie } })).json().data as ReportPageView
  t.equal(view.versionTip, '当前版本暂不支持该功能，升级版本后即可使用')
  const block = view.blocks.find((b): b is TableBlock => b.kind === 'table')!
  t.notOk(block.export, 'trial exams do not download')
  const res = await rig.app.inject({ url: `/report/bff/table-export?source=report-table&route=report-ranking&block=ranking&examid=${trial!.examid}&org=${trial!.org}`, headers: { cookie } })
  t.equal(res.statusCode, 403)
  t.equal(res.json().code, 'BFF_ERR_REPORT_DOWNLOAD_FORBIDDEN')
})

t.test('scope: a head teacher’s ranking lists only their class', async (t) => {
  const rig = await shellRig(t)
  const cookie = await rig.signIn('demo-head-teacher')
  const view = (await rig.app.inject({ url: `/report/bff/report-page?route=report-ranking&${MIDTERM}`, headers: { cookie } })).json().data as ReportPageView
  const block = view.blocks.find((b): b is TableBlock => b.kind === 'table')!
  const classes = new Set(block.table.rows.map((r) => r.cells.class))
  t.same([...classes], ['高二(3)班'])
  const direct = block.table.paging!.total
  t.ok(direct > 20 && direct < 80, `one class: ${direct} students`)
})

t.test('the three-level navbar’s dimension picks the units when no 统计单位 is chosen', async (t) => {
  const rig = await shellRig(t)
  const cookie = await rig.signIn('demo-city')
  const unitOf = async (extra: string) => {
    const view = (await rig.app.inject({ url: `/report/bff/report-page?route=general-overview&examid=${JOINT}&org=0${extra}`, headers: { cookie } })).json().data as ReportPageView
    return view.filters.find((f) => f.key === 'unit')?.value
  }
  t.equal(await unitOf('&compareType=county'), 'county')
  t.equal(await unitOf('&compareType=school'), 'school')
  t.equal(await unitOf('&compareType=county&unit=class'), 'class', 'a chosen 统计单位 wins')
})
