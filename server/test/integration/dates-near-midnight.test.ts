// Issue 31 item 10: a custom exam imported at 01:04 on the 29th, Beijing time (17:04 UTC on the 28th),
// reads 2026/11/29 wherever the product shows it — the exam list, the transcript picker, the tutoring
// page, its import record — and a setting saved then says 2026/11/29 01:04. Against the reference
// upstream, its clock there.
import t from 'tap'
import { csvBytes, scoreFile } from '@report/fixtures/custom/import-files'
import { resetSettings } from '@report/fixtures/settings/store'
import { shellRig } from './shell-rig.ts'

const json = { 'content-type': 'application/json' }
const NEAR_MIDNIGHT = new Date('2026-11-28T17:04:00Z')

t.test('one date, in Beijing time, on every page that shows it', async (t) => {
  resetSettings()
  t.teardown(resetSettings)
  const rig = await shellRig(t, {}, () => NEAR_MIDNIGHT)
  const cookie = await rig.signIn('demo-school-admin')
  const get = async (url: string) => {
    const res = await rig.app.inject({ url, headers: { cookie } })
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body.slice(0, 300)}`)
    return res.json().data
  }

  const file = scoreFile({ schoolId: '10001', grade: '高二', rows: 40 })
  const up = (await rig.app.inject({ method: 'POST', url: '/report/bff/custom/import/upload?fileName=scores.csv', headers: { cookie, 'content-type': 'application/octet-stream' }, payload: Buffer.from(csvBytes(file, 'utf8')) })).json().data
  const made = (await rig.app.inject({ method: 'POST', url: '/report/bff/custom/import/confirm', headers: { cookie, ...json }, payload: { draftId: up.draftId, grade: '高二', columns: up.columns, fullScores: up.fullScores, name: '午夜月考' } })).json().data
  t.ok(made.examid, 'the custom exam is made')

  const list = await get('/report/bff/exams')
  t.match(list.exams.find((e: { examid: string }) => e.examid === made.examid), { date: '2026/11/29' }, 'exam list')
  const picker = await get('/report/bff/transcripts/create')
  t.match(picker.exams.find((e: { examid: string }) => e.examid === made.examid), { date: '2026/11/29' }, 'transcript picker')
  const tutoring = await get('/report/bff/tutoring/home')
  t.match(tutoring.exams.find((e: { examid: string }) => e.examid === made.examid), { date: '2026/11/29' }, 'tutoring page')
  const records = await get('/report/bff/custom/import-records')
  t.match(records.records[0], { examName: '午夜月考', time: '2026/11/29 01:04' }, 'import record')

  const q = new URLSearchParams({ page: 'contrast', grade: '高二' }).toString()
  const values = (await get(`/report/bff/settings?${q}`)).values
  const saved = await rig.app.inject({ method: 'POST', url: '/report/bff/settings/save', headers: { cookie, ...json }, payload: { page: 'contrast', grade: '高二', values } })
  t.equal(saved.statusCode, 200, saved.body)
  t.match((await get(`/report/bff/settings?${q}`)).versionLabel, /（2026\/11\/29 01:04 保存）/, 'settings: the save in Beijing time')
})
