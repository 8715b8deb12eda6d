// Issue 15 item 14, spec 2 §2 grade-level scoring: score transformation and value-added default to
// the cohort's latest comparable exam (never a one-class test that lacks most subjects), and the
// pages name their own feature to users without grade scoring.

import t from 'tap'
import { shellRig } from './shell-rig.ts'

interface Exam { examid: string; org: number; name: string; date: string; bases?: string[]; entries?: string[]; papers?: { subject: string }[]; subjects?: string[] }
const key = (e: Exam) => `${e.examid}:${e.org}`

t.test('score transformation: the default base holds every subject, so none comes back without a base', async (t) => {
  const rig = await shellRig(t)
  const cookie = await rig.signIn('demo-school-admin')
  const page = (await rig.app.inject({ url: '/report/bff/transformation', headers: { cookie } })).json().data as { exams: Exam[] }
  const byKey = new Map(page.exams.map((e) => [key(e), e]))
  const exam = page.exams.find((e) => e.bases!.length > 1)!
  t.ok(exam, 'an exam with more than one candidate base')
  const base = byKey.get(exam.bases![0]!)!
  t.comment(`${exam.name} → ${base.name}; candidates ${exam.bases!.map((k) => byKey.get(k)!.name).join(' / ')}`)
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
  t.ok(exit.entries!.length > 0)
  const entry = byKey.get(exit.entries![0]!)!
  t.comment(`${exit.name} ← ${entry.name}; candidates ${exit.entries!.map((k) => byKey.get(k)!.name).join(' / ')}`)
  t.ok(entry.date < exit.date, 'earlier')
  t.doesNotThrow(() => {
    for (const s of exit.subjects!) if (!entry.subjects!.includes(s)) throw new Error(`the entry lacks ${s}`)
  })
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
