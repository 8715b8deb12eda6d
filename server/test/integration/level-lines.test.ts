// The grade-band settings dialog's calls (spec 2 §4, §5, §7) and the value-added and transformation pages.

import t from 'tap'
import { shellRig } from './shell-rig.ts'

const MIDTERM = '100152611100'
const json = { 'content-type': 'application/json' }

t.test('view, calc by rank with four bands (nothing saved), confirm saves and recalculates the bands', async (t) => {
  const rig = await shellRig(t)
  const cookie = await rig.signIn('demo-school-admin')
  const view = (await rig.app.inject({ url: `/report/bff/level-lines?examid=${MIDTERM}&org=0`, headers: { cookie } })).json().data
  t.equal(view.settings.names.length, 3)
  t.equal(view.bandTable.rows.length, 3)
  const settings = {
    ...view.settings,
    mode: 3,
    rule: 1,
    names: ['一档', '二档', '三档', '四档'],
    rows: view.settings.rows.map((r: { key: string }) => (r.key === 'totalScore' ? { ...r, ranks: [30, 80, 150, 250] } : r)),
  }
  const calc = await rig.app.inject({ method: 'POST', url: '/report/bff/level-lines/calc', headers: { cookie, ...json }, payload: { examid: MIDTERM, org: 0, settings } })
  t.equal(calc.statusCode, 200)
  const rows = calc.json().data.rows
  t.equal(rows[0].ranks.length, 4)
  t.ok(rows.every((r: { error: string | null }) => r.error === null))
  const still = (await rig.app.inject({ url: `/report/bff/level-lines?examid=${MIDTERM}&org=0`, headers: { cookie } })).json().data
  t.equal(still.isDefault, true, 'calc saves nothing')

  const refused = await rig.app.inject({
    method: 'POST', url: '/report/bff/level-lines', headers: { cookie, ...json },
    payload: { examid: MIDTERM, org: 0, settings: { ...settings, names: ['一档', '一档', '三档', '四档'] } },
  })
  t.match(refused.json(), { kind: 'invalid-input', message: '档次名称不能重复' })
  const unordered = await rig.app.inject({
    method: 'POST', url: '/report/bff/level-lines', headers: { cookie, ...json },
    payload: { examid: MIDTERM, org: 0, settings: { ...settings, rows: settings.rows.map((r: { key: string }) => (r.key === 'totalScore' ? { ...r, ranks: [30, 20, 150, 250] } : r)) } },
  })
  t.match(unordered.json(), { message: '名次必须大于上一档次' })
  const empty = await rig.app.inject({
    method: 'POST', url: '/report/bff/level-lines', headers: { cookie, ...json },
    payload: { examid: MIDTERM, org: 0, settings: { ...settings, rows: settings.rows.map((r: { key: string }) => (r.key === 'totalScore' ? { ...r, ranks: [30, null, 150, 250] } : r)) } },
  })
  t.match(empty.json(), { message: '参数不能为空' }, 'null stays null (no coercion to 0)')

  const saved = await rig.app.inject({ method: 'POST', url: '/report/bff/level-lines', headers: { cookie, ...json }, payload: { examid: MIDTERM, org: 0, settings: calc.json().data } })
  t.equal(saved.statusCode, 200)
  const { view: next, statistics } = saved.json().data
  t.equal(next.bandTable.rows.length, 4)
  t.equal(next.isDefault, false)
  t.match(statistics, { exam_id: MIDTERM, level_count: 4, level_mode: 3, level_names: ['一档', '二档', '三档', '四档'], subject_count: 9 })
  const totals = next.bandTable.rows.map((r: { counts: Record<string, number> }) => r.counts.totalScore)
  t.ok(totals[0] >= 30, 'the first band holds at least the top 30')
})

t.test('value-added and transformation over the reference upstream', async (t) => {
  const rig = await shellRig(t)
  const cookie = await rig.signIn('demo-school-admin')
  const page = (await rig.app.inject({ url: '/report/bff/value-added', headers: { cookie } })).json().data
  t.equal(page.access.allowed, true)
  const exit = page.exams.find((e: { examid: string }) => e.examid === MIDTERM)
  const entry = page.exams.find((e: { examid: string; cohortKey: string; date: string; subjects: string[] }) => e.cohortKey === exit.cohortKey && e.date < exit.date && e.subjects.length >= 3)
  const res = await rig.app.inject({ method: 'POST', url: '/report/bff/value-added', headers: { cookie, ...json }, payload: { entry: { examid: entry.examid, org: entry.org }, exit: { examid: MIDTERM, org: 0 }, pindex: 0 } })
  const d = res.json().data
  t.equal(d.message, null)
  t.ok(d.result.classes.length > 1)
  t.match(d.result.students[0], { rank: 1 })
  const wrong = await rig.app.inject({ method: 'POST', url: '/report/bff/value-added', headers: { cookie, ...json }, payload: { exit: { examid: entry.examid, org: entry.org }, entry: { examid: MIDTERM, org: 0 }, pindex: 0 } })
  t.equal(wrong.json().data.message, '入口考试与出口考试须为同一届学生，且出口考试晚于入口考试')

  const tp = (await rig.app.inject({ url: '/report/bff/transformation', headers: { cookie } })).json().data
  t.ok(tp.exams.length > 0)
  const set = await rig.app.inject({
    method: 'POST', url: '/report/bff/transformation', headers: { cookie, ...json },
    payload: { examid: MIDTERM, org: 0, baseExamid: entry.examid, baseOrg: entry.org, papers: [1, 2, 3] },
  })
  const r = set.json().data
  t.equal(r.message, null)
  t.equal(r.result.papers.length, 3)
  t.ok(r.result.papers[0].rows.length > 10)
  const after = (await rig.app.inject({ url: '/report/bff/transformation', headers: { cookie } })).json().data
  t.match(after.exams.find((e: { examid: string }) => e.examid === MIDTERM), { hasResult: true, status: `已转换（基准：${entry.name}）` })
})
