// Issue 15 item 14, spec 2 §2 grade-level scoring: score transformation and value-added default to
// the cohort's latest comparable exam (never a one-class test that lacks most subjects), and the
// pages name their own feature to users without grade scoring.

import t from 'tap'
import { shellRig } from './shell-rig.ts'

interface Exam { examid: string; org: number; name: string; date: string; papers?: { subject: string }[]; subjects?: string[] }
const key = (e: Exam) => `${e.examid}:${e.org}`
const chosen = (e: Exam) => new URLSearchParams({ examid: e.examid, org: String(e.org) }).toString()

t.test('score transformation: the default base holds every subject, so none comes back without a base', async (t) => {
  const rig = await shellRig(t)
  const cookie = await rig.signIn('demo-school-admin')
  const page = (await rig.app.inject({ url: '/report/bff/transformation', headers: { cookie } })).json().data as { exams: Exam[] }
  const byKey = new Map(page.exams.map((e) => [key(e), e]))
  const basesOf = async (e: Exam) => (await rig.app.inject({ url: `/report/bff/transformation/bases?${chosen(e)}`, headers: { cookie } })).json().data.bases as string[]
  let exam: Exam | undefined
  let bases: string[] = []
  for (const e of page.exams) {
    bases = await basesOf(e)
    if (bases.length > 1) {
      exam = e
      break
    }
  }
  if (!exam) throw new Error('no exam with more than one candidate base')
  const base = byKey.get(bases[0]!)!
  t.comment(`${exam.name} → ${base.name}; candidates ${bases.map((k) => byKey.get(k)!.name).join(' / ')}`)
  const subjects = (e: Exam) => e.papers!.map((p) => p.subject)
  for (const s of subjects(exam)) t.ok(subjects(base).includes(s), `the base holds ${s}`)
  const answer = await rig.app.inject({
    method: 'POST',
    url: '/report/bff/transformation',
    headers: { cookie, 'content-type': 'application/json' },
    payload: { examid: exam.examid, org: exam.org, baseExamid: base.examid, baseOrg: base.org, papers: exam.papers!.map((_, i) => i + 1) },
  })
  const result = answer.json().data
  t.equal(result.message, null)
  t.same(result.result.unmatched, [], 'no subject is left without a base')
})

t.test('value-added: the default entry is an earlier comparable exam of the cohort', async (t) => {
  const rig = await shellRig(t)
  const cookie = await rig.signIn('demo-school-admin')
  const page = (await rig.app.inject({ url: '/report/bff/value-added', headers: { cookie } })).json().data as { exams: Exam[] }
  const byKey = new Map(page.exams.map((e) => [key(e), e]))
  const exit = page.exams[0]!
  const entries = (await rig.app.inject({ url: `/report/bff/value-added/entries?${chosen(exit)}`, headers: { cookie } })).json().data.entries as string[]
  t.ok(entries.length > 0)
  const entry = byKey.get(entries[0]!)!
  t.comment(`${exit.name} ← ${entry.name}; candidates ${entries.map((k) => byKey.get(k)!.name).join(' / ')}`)
  t.ok(entry.date < exit.date, 'earlier')
  t.doesNotThrow(() => {
    for (const s of exit.subjects!) if (!entry.subjects!.includes(s)) throw new Error(`the entry lacks ${s}`)
  })
})

t.test('candidates are asked for the chosen exam: the page lists each exam once, and an exam outside the list is refused', async (t) => {
  const rig = await shellRig(t)
  const cookie = await rig.signIn('demo-city')
  for (const [page, candidates, field] of [['transformation', 'transformation/bases', 'bases'], ['value-added', 'value-added/entries', 'entries']] as const) {
    const answer = await rig.app.inject({ url: `/report/bff/${page}`, headers: { cookie } })
    const exams = answer.json().data.exams as Exam[]
    t.ok(exams.length > 100, `${page}: the city lists ${exams.length} exams`)
    // Each exam's own fields only: with every exam's candidates (O(exams²) keys) the city's 等值转换 was 9.3 MB.
    t.ok(answer.body.length < 600 * exams.length, `${page}: ${answer.body.length} bytes for ${exams.length} exams`)
    t.notOk(field in exams[0]!, `${page}: no candidate list on the page`)
    const one = await rig.app.inject({ url: `/report/bff/${candidates}?${chosen(exams[0]!)}`, headers: { cookie } })
    t.equal(one.statusCode, 200)
    t.ok(Array.isArray(one.json().data[field]), `${candidates}: the chosen exam's candidates`)
    const outside = await rig.app.inject({ url: `/report/bff/${candidates}?examid=999999999999&org=0`, headers: { cookie } })
    t.equal(outside.statusCode, 403, `${candidates}: an exam outside the viewer's list`)
    t.match(outside.json(), { code: 'BFF_ERR_EXAM_NOT_VISIBLE', kind: 'forbidden' })
    t.equal((await rig.app.inject({ url: `/report/bff/${candidates}?examid=<x>`, headers: { cookie } })).statusCode, 400, `${candidates}: a malformed exam id`)
  }
  const student = await rig.signIn('demo-student')
  const refused = await rig.app.inject({ url: '/report/bff/transformation/bases?examid=100152611100&org=0', headers: { cookie: student } })
  t.equal(refused.statusCode, 403, 'a student may not ask')
})

t.test('students and the simple account are told about the feature they opened', async (t) => {
  const rig = await shellRig(t)
  for (const token of ['demo-student', 'demo-simple']) {
    const cookie = await rig.signIn(token)
    const transformation = (await rig.app.inject({ url: '/report/bff/transformation', headers: { cookie } })).json().data
    t.match(transformation.access.notice, /等值转换/, `${token} on score/transformation`)
    t.notMatch(transformation.access.notice, /等级赋分/)
    const valueAdded = (await rig.app.inject({ url: '/report/bff/value-added', headers: { cookie } })).json().data
    t.match(valueAdded.access.notice, /增值评价/, `${token} on level/fogang`)
  }
})
