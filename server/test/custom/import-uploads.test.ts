// Issue 30 items 1 and 8 through the BFF: a decompression bomb is a 413 in the error shape that names
// the bound, several at once leave the BFF answering everyone else, a preview echoes a few hundred
// characters of a cell, a user's drafts are bounded, and one draft confirmed twice at once is one exam.

import t from 'tap'
import { request } from 'undici'
import { csvBytes, scoreFile } from '@report/fixtures/custom/import-files'
import { IMPORT_FILE_MESSAGES as M } from '../../src/domain/custom/import-file.ts'
import { ECHO_CELL_CHARS } from '../../src/domain/custom/import-preview.ts'
import { DRAFTS_PER_USER } from '../../src/views/custom/import-drafts.ts'
import { listen } from '../helpers/build.ts'
import { HEADER_ROW, sheetHead, sheetTail, sstHead, sstTail, xlsxFile } from '../helpers/xlsx-files.ts'
import { shellRig, type ShellRig } from '../integration/shell-rig.ts'

const MiB = 1024 * 1024
const json = { 'content-type': 'application/json' }

const upload = (rig: ShellRig, cookie: string, bytes: Uint8Array, fileName: string) =>
  rig.app.inject({ method: 'POST', url: `/report/bff/custom/import/upload?fileName=${encodeURIComponent(fileName)}`, headers: { cookie, 'content-type': 'application/octet-stream' }, payload: Buffer.from(bytes) })

/** The probe's two bombs: one cell of 256 MiB, and shared strings of 40 MiB (a few hundred KB each). */
const bigCell = () => xlsxFile({ sheet: { head: `${sheetHead}${HEADER_ROW}<row r="2"><c r="A2" t="inlineStr"><is><t>`, body: 'A'.repeat(1024), times: 256 * 1024, tail: `</t></is></c></row>${sheetTail}` } })
const manyStrings = () => xlsxFile({ sheet: `${sheetHead}${HEADER_ROW}${sheetTail}`, sharedStrings: { head: sstHead, body: '<si><t>名字</t></si>', times: (40 * MiB) / 20, tail: sstTail } })

t.test('a bomb is a 413 in the error shape naming the bound, and the same user’s next file reads', async (t) => {
  const rig = await shellRig(t)
  const cookie = await rig.signIn('demo-school-admin')
  for (const [name, bomb, message] of [
    ['one cell of 256 MiB', await bigCell(), M.sheetBytes],
    ['40 MiB of shared strings', await manyStrings(), M.sharedStringsBytes],
  ] as const) {
    const res = await upload(rig, cookie, bomb, 'b.xlsx')
    t.equal(res.statusCode, 413, name)
    t.match(res.json(), { code: 'BFF_ERR_CUSTOM_FILE_TOO_LARGE', kind: 'invalid-input', message, requestId: String }, name)
  }
  const file = scoreFile({ schoolId: '10001', grade: '高二', rows: 20 })
  t.equal((await upload(rig, cookie, csvBytes(file, 'utf8'), 'a.csv')).statusCode, 200)
})

/** Accounts that may import (other helpers' role rules may narrow the list; the test takes whoever may). */
const IMPORTERS = ['demo-school-admin', 'demo-grade-admin', 'demo-owner', 'demo-city', 'demo-county', 'demo-showcase', 'demo-expiring', 'demo-zb-school', 'demo-union', 'demo-vschool']

t.test('several bombs at once: each is refused, and the BFF answers other users meanwhile', async (t) => {
  const rig = await shellRig(t)
  const base = await listen(t, rig.app)
  const users: string[] = []
  for (const token of IMPORTERS) {
    const cookie = await rig.signIn(token)
    if ((await rig.app.inject({ url: '/report/bff/custom/import', headers: { cookie } })).json().data.access.allowed) users.push(cookie)
  }
  t.ok(users.length >= 5, `${users.length} accounts may import`)
  const student = await rig.signIn('demo-student')
  const bombs = [await bigCell(), await manyStrings()]
  const send = (i: number) =>
    request(`${base}/report/bff/custom/import/upload?fileName=b${i}.xlsx`, { method: 'POST', headers: { cookie: users[i % users.length]!, 'content-type': 'application/octet-stream' }, body: bombs[i % bombs.length] }).then(
      async (res) => ({ user: i % users.length, status: res.statusCode, code: ((await res.body.json()) as { code: string }).code }),
    )
  for (const count of [2, 10]) {
    const inFlight = Array.from({ length: count }, (_, i) => send(i))
    const [health, session] = await Promise.all([request(`${base}/healthz`), request(`${base}/report/bff/session`, { headers: { cookie: student } })])
    t.equal(health.statusCode, 200, `${count} bombs: /healthz answers`)
    t.equal(session.statusCode, 200, `${count} bombs: another user’s page answers`)
    await Promise.all([health.body.dump(), session.body.dump()])
    const answers = await Promise.all(inFlight)
    // A user's second file while their first is read is turned away (429); every other bomb is a 413.
    const odd = answers.filter((a) => !(a.status === 413 && a.code === 'BFF_ERR_CUSTOM_FILE_TOO_LARGE') && !(a.status === 429 && a.code === 'BFF_ERR_RATE_LIMITED'))
    t.same(odd, [], `${count} bombs: each refused`)
    const refused = new Set(answers.filter((a) => a.status === 413).map((a) => a.user))
    t.equal(refused.size, Math.min(count, users.length), `${count} bombs: each sender's bomb was read and refused`)
  }
  const file = scoreFile({ schoolId: '10001', grade: '高二', rows: 20 })
  const after = await request(`${base}/report/bff/custom/import/upload?fileName=a.csv`, { method: 'POST', headers: { cookie: users[0]!, 'content-type': 'application/octet-stream' }, body: Buffer.from(csvBytes(file, 'utf8')) })
  t.equal(after.statusCode, 200, 'and a good file reads after them')
  await after.body.dump()
})

t.test('a user sends one file at a time', async (t) => {
  const rig = await shellRig(t)
  const base = await listen(t, rig.app)
  const cookie = await rig.signIn('demo-school-admin')
  // The first upload's body is still arriving when the second comes. Each is authorised first (an upstream
  // call), so which reaches the reader first is the server's race: the stalled upload is given a head start
  // that grows while a second still wins (a second sent at once could win every time on a busy machine),
  // and is sent again when it lost. Bounded, so that a server that never holds the slot fails, not hangs.
  const { request: httpRequest } = await import('node:http')
  const stalled = () => {
    const req = httpRequest(`${base}/report/bff/custom/import/upload?fileName=a.csv`, { method: 'POST', headers: { cookie, 'content-type': 'application/octet-stream', 'content-length': '1000' } })
    const state = { req, answered: false }
    req.on('error', () => {})
    req.on('response', (r) => {
      state.answered = true
      r.resume()
    })
    req.write('学号,姓名\r\n')
    return state
  }
  const headStart = async (state: { answered: boolean }, ms: number) => {
    for (const until = Date.now() + ms; !state.answered && Date.now() < until; ) await new Promise((resolve) => setTimeout(resolve, 20))
  }
  let first = stalled()
  let second = { statusCode: 200 } as Awaited<ReturnType<typeof upload>>
  for (let attempt = 0, wait = 100; attempt < 30 && second.statusCode === 200; attempt++, wait = Math.min(wait * 2, 5_000)) {
    if (first.answered) first = stalled()
    await headStart(first, wait)
    if (first.answered) continue
    second = await upload(rig, cookie, csvBytes(scoreFile({ schoolId: '10001', grade: '高二', rows: 5 }), 'utf8'), 'b.csv')
  }
  t.equal(second.statusCode, 429)
  t.match(second.json(), { code: 'BFF_ERR_RATE_LIMITED', message: '上一个文件还在上传或读取中，请稍候再上传' })
  first.req.destroy()
  const other = await upload(rig, await rig.signIn('demo-grade-admin'), csvBytes(scoreFile({ schoolId: '10001', grade: '高二', rows: 5 }), 'utf8'), 'c.csv')
  t.not(other.statusCode, 429, 'another user is not held up')
  // Once the stalled upload is gone, the user may send again.
  let again = await upload(rig, cookie, csvBytes(scoreFile({ schoolId: '10001', grade: '高二', rows: 5 }), 'utf8'), 'd.csv')
  for (let attempt = 0; attempt < 100 && again.statusCode === 429; attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 50))
    again = await upload(rig, cookie, csvBytes(scoreFile({ schoolId: '10001', grade: '高二', rows: 5 }), 'utf8'), 'd.csv')
  }
  t.equal(again.statusCode, 200)
})

t.test('the upload echoes at most a few hundred characters of a cell', async (t) => {
  const rig = await shellRig(t)
  const cookie = await rig.signIn('demo-school-admin')
  const file = scoreFile({ schoolId: '10001', grade: '高二', rows: 3 })
  const long = '备注'.repeat(450)
  const withNote = { headers: [...file.headers, `说明${'。'.repeat(500)}`], rows: file.rows.map((r) => [...r, long]) }
  const res = await upload(rig, cookie, csvBytes(withNote, 'utf8'), 'a.csv')
  t.equal(res.statusCode, 200, res.body.slice(0, 200))
  const u = res.json().data
  t.equal(u.sample[0].at(-1).length, ECHO_CELL_CHARS, 'a cell of 900 characters is echoed cut')
  t.ok(u.sample[0].at(-1).endsWith('…'))
  t.equal(u.headers.at(-1).length, ECHO_CELL_CHARS, 'so is a header')
  t.ok(res.body.length < 20_000, `the answer is small (${res.body.length} characters)`)
})

t.test('a user’s drafts are bounded: a new upload past the count makes the oldest go', async (t) => {
  const rig = await shellRig(t)
  const cookie = await rig.signIn('demo-school-admin')
  const file = csvBytes(scoreFile({ schoolId: '10001', grade: '高二', rows: 5 }), 'utf8')
  const ids: string[] = []
  for (let i = 0; i <= DRAFTS_PER_USER; i++) ids.push((await upload(rig, cookie, file, `${i}.csv`)).json().data.draftId)
  const problems = async (id: string) => (await rig.app.inject({ url: `/report/bff/custom/import/problems?draftId=${id}`, headers: { cookie } })).statusCode
  t.equal(await problems(ids[0]!), 404, 'the oldest is gone')
  for (const id of ids.slice(1)) t.equal(await problems(id), 200, 'the newer ones stay')
})

t.test('one draft confirmed twice at once: one exam, both answers name it', async (t) => {
  const rig = await shellRig(t)
  const cookie = await rig.signIn('demo-school-admin')
  const u = (await upload(rig, cookie, csvBytes(scoreFile({ schoolId: '10001', grade: '高二', rows: 30 }), 'utf8'), 'twice.csv')).json().data
  const records = async () => (await rig.app.inject({ url: '/report/bff/custom/import-records', headers: { cookie } })).json().data.records.length
  // Each import the platform takes is one exam and one import record.
  const recordsBefore = await records()
  const confirm = () =>
    rig.app.inject({ method: 'POST', url: '/report/bff/custom/import/confirm', headers: { cookie, ...json }, payload: { draftId: u.draftId, grade: '高二', columns: u.columns, fullScores: u.fullScores, name: '同时确认两次' } })
  const [a, b] = await Promise.all([confirm(), confirm()])
  t.same([a.statusCode, b.statusCode], [200, 200], b.body.slice(0, 200))
  t.equal(a.json().data.examid, b.json().data.examid, 'the same exam')
  t.equal(await records(), recordsBefore + 1, 'one import, one exam')
  t.equal((await confirm()).statusCode, 404, 'confirmed once, the draft is gone')
})
