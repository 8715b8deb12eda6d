// Issue 31 item 8: 有效分 at a chosen 总分 line. The page takes the line from its address (a 总分 or a share
// from the top), from the 分数线设置 the exam is published against, else the top 15 %; it shows the line,
// how it was taken, and each paper's 有效分 the line implies (analytics.md "Effective score": r = #(总分 ≥
// line)/N; k = ⌊takers·r⌋; the k-th highest score), as a teacher works them out by hand.
import t, { type Test } from 'tap'
import type { ReportFilter, ReportPageView } from '@report/contracts/bff/report-page'
import { resetSettings } from '@report/fixtures/settings/store'
import { effectiveLineAsked, effectiveLineFilter } from '../../../src/domain/reports/common-reports/effective-line.ts'
import { shellRig, type ShellRig } from '../../integration/shell-rig.ts'
import { cube, MIDTERM } from '../report-rig.ts'

const json = { 'content-type': 'application/json' }

t.test('effectiveLineAsked: a score, a share from the top, or nothing', async (t) => {
  const rows: Array<[string | undefined, ReturnType<typeof effectiveLineAsked>]> = [
    [undefined, {}],
    ['', {}],
    ['600', { line: 600 }],
    ['612.5', { line: 612.5 }],
    ['0', { line: 0 }],
    ['r15', { ratio: 15 }],
    ['r2.5', { ratio: 2.5 }],
    ['r100', { ratio: 100 }],
    ['r0', {}],
    ['r101', {}],
    ['-5', {}],
    ['abc', {}],
  ]
  for (const [value, want] of rows) t.same(effectiveLineAsked(value), want, String(value))
})

t.test('effectiveLineFilter: the exam\'s own line named, quick picks, the score asked for, a box up to the full 总分', async (t) => {
  const own = effectiveLineFilter(undefined, { line: 620, ratio: 15 }, 750)
  t.match(own, { key: 'line', value: '', input: { min: 0, max: 750, unit: '分' } })
  t.equal(own.options[0]!.label, '按本次考试设置（620 分，总分前 15 % 学生的最低分）')
  t.same(own.options.slice(1).map((o) => o.value), ['r10', 'r15', 'r20', 'r30', 'r50'])
  const typed = effectiveLineFilter('600', { line: 600, ratio: null }, 750)
  t.match(typed.options.at(-1), { value: '600', label: '总分 600 分' })
  t.equal(typed.value, '600')
  t.equal(effectiveLineFilter('r0', { line: 620, ratio: 15 }, 750).value, '', 'a line out of range is no choice')
})

/** 有效分 of every paper by analytics.md's definition, over the cube's scores (not the engine). */
function byHand(line: number) {
  const s = cube(MIDTERM)
  const totals = [...s.total].filter((x) => !Number.isNaN(x))
  const r = totals.filter((x) => x >= line).length / totals.length
  return s.papers.map((p) => {
    const taken = [...p.scores].filter((x) => !Number.isNaN(x)).sort((a, b) => b - a)
    const k = Math.floor(taken.length * r)
    return { pindex: p.pindex, k, score: k > 0 ? taken[k - 1]! : null }
  })
}

/** The score of the last of the top p % by 总分 (analytics.md grade bands: count ⌈p·N⌉). */
function topShareLine(p: number): number {
  const totals = [...cube(MIDTERM).total].filter((x) => !Number.isNaN(x)).sort((a, b) => b - a)
  return totals[Math.ceil((p / 100) * totals.length - 1e-9) - 1]!
}

async function effectivePage(rig: ShellRig, cookie: string, line?: string): Promise<ReportPageView> {
  const q = new URLSearchParams({ route: 'standardEffective', examid: MIDTERM, org: '0', grade: '高二', ...(line ? { line } : {}) })
  const res = await rig.app.inject({ url: `/report/bff/report-page?${q.toString()}`, headers: { cookie } })
  if (res.statusCode !== 200) throw new Error(`${res.statusCode}: ${res.body.slice(0, 300)}`)
  return res.json().data
}

function checkLines(t: Test, view: ReportPageView, line: number) {
  const stats = view.blocks.find((b) => b.id === 'lines')
  if (!stats || stats.kind !== 'stats') throw new Error('no lines block')
  t.equal(stats.items[0]!.value, line, `总分有效分线 ${line}`)
  const hand = byHand(line)
  for (const item of stats.items.slice(1)) {
    const subject = item.label.replace(/有效分$/, '')
    const paper = cube(MIDTERM).papers.find((p) => p.subject === subject)!
    const want = hand.find((h) => h.pindex === paper.pindex)!
    t.equal(item.value, want.score === null ? '--' : want.score, `${subject}有效分 = 第 ${want.k} 高分`)
  }
}

t.test('the page at the exam\'s line, at a share and at a typed 总分; the drill at the same line', async (t) => {
  resetSettings()
  t.teardown(resetSettings)
  const rig = await shellRig(t)
  const cookie = await rig.signIn('demo-school-admin')

  const start = await effectivePage(rig, cookie)
  const top15 = topShareLine(15)
  t.match(start.subtitle, new RegExp(`^总分有效分线 ${top15} 分（总分前 15 % 学生的最低分）`))
  checkLines(t, start, top15)
  const filter = start.filters.find((f): f is ReportFilter => f.key === 'line')!
  t.match(filter, { label: '总分线', value: '', input: { max: 1050 } })

  const share = await effectivePage(rig, cookie, 'r30')
  checkLines(t, share, topShareLine(30))
  t.match(share.subtitle, /总分前 30 % 学生的最低分/)

  const typed = await effectivePage(rig, cookie, '600')
  checkLines(t, typed, 600)
  t.match(typed.subtitle, /^总分有效分线 600 分，上线 \d+ 人/)
  const online = [...cube(MIDTERM).total].filter((x) => x >= 600).length
  t.match(typed.subtitle, new RegExp(`上线 ${online} 人`), 'the 总分上线 count at 600')

  // The drill of the whole exam's 总分上线 lists the students at or above 600.
  const table = typed.blocks.find((b) => b.id === 'effective')
  if (!table || table.kind !== 'table') throw new Error('no table')
  const drill = Object.values(table.table.rows[0]!.drills ?? {})[0]!
  t.equal(drill.line, '600', 'the drill carries the line')
  const answer = (await rig.app.inject({ url: `/report/bff/report-drill?${new URLSearchParams(drill).toString()}`, headers: { cookie } })).json().data
  t.equal(answer.paging.total, online, 'the drill counts the same students')

  // The same line through the platform's own call (the passthrough) gives the same 有效分.
  const direct = await rig.app.inject({ method: 'POST', url: '/api/v4/exam/standardEffective', headers: { cookie, ...json }, payload: { examid: MIDTERM, org: 0, line: 600, limit: 1 } })
  t.equal(direct.json().data.line, 600)
  t.same(direct.json().data.papers.map((p: { effectiveScore: number | null }) => p.effectiveScore), byHand(600).map((h) => h.score))
})

t.test('分数线设置 sets the 总分 line; re-published, the page starts from it', async (t) => {
  resetSettings()
  t.teardown(resetSettings)
  const rig = await shellRig(t)
  const cookie = await rig.signIn('demo-school-admin')
  const q = new URLSearchParams({ page: 'lineScore', grade: '高二' }).toString()
  const form = (await rig.app.inject({ url: `/report/bff/settings?${q}`, headers: { cookie } })).json().data
  t.same(form.values.effective, { mode: 'ratio', value: 15 }, 'the default: the top 15 %')
  t.ok(form.sections.some((s: { title: string }) => s.title === '有效分'), 'the form has the 有效分 line')
  const bad = await rig.app.inject({ method: 'POST', url: '/report/bff/settings/save', headers: { cookie, ...json }, payload: { page: 'lineScore', grade: '高二', values: { ...form.values, effective: { mode: 'score', value: 1200 } } } })
  t.equal(bad.statusCode, 400, 'a line above the full 总分 is refused')
  t.match(bad.body, /不能超过总分满分 1050 分/)
  const saved = await rig.app.inject({ method: 'POST', url: '/report/bff/settings/save', headers: { cookie, ...json }, payload: { page: 'lineScore', grade: '高二', values: { ...form.values, effective: { mode: 'score', value: 600 } } } })
  t.equal(saved.statusCode, 200, saved.body)
  const before = await effectivePage(rig, cookie)
  t.match(before.subtitle, /总分前 15 %/, 'not published yet: the exam keeps its line')
  await rig.app.inject({ method: 'POST', url: '/report/bff/settings/publish', headers: { cookie, ...json }, payload: { examid: MIDTERM, org: 0 } })
  const after = await effectivePage(rig, cookie)
  checkLines(t, after, 600)
  t.equal(after.filters.find((f) => f.key === 'line')!.options[0]!.label, '按本次考试设置（600 分）')
  checkLines(t, await effectivePage(rig, cookie, 'r20'), topShareLine(20))
})
