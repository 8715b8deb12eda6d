// Issue 30 item 7: how many tutoring summaries go out by SMS. A parent sent 12 summaries to 12 numbers
// in a second; switching `examid` sent to a number again within its minute; a refused sender got a 502.
// Now: per number (any exam, any sender) 1 a minute, 5 an hour, 10 a day; per sender by the hour and
// the day (domain/tutoring/sms-limits.ts), counted in the store the instances share; refusals 403.
import t from 'tap'
import { accountByKey } from '@report/fixtures/dataset/accounts'
import { classById, classId } from '@report/fixtures/dataset/classes'
import { examCatalogue } from '@report/fixtures/dataset/exams'
import { sitsExam } from '@report/fixtures/dataset/participants'
import { studentById, studentsOf } from '@report/fixtures/dataset/students'
import { buildUpstream } from '@report/fixtures/upstream/app'
import { smsCounts, smsLimits, smsRefusal, waitText } from '../../src/domain/tutoring/sms-limits.ts'
import { MemoryStore, WindowCounts } from '../../src/lib/shared-store/index.ts'
import { buildBff, cookieHeaderFrom, listen } from '../helpers/build.ts'
import { startRedis } from '../helpers/redis.ts'

t.test('the limits and what a refused sender is told', async (t) => {
  t.same(smsLimits(true).map((l) => `${l.counted} ${l.max}/${l.window}`), ['phone 1/minute', 'phone 5/hour', 'phone 10/day', 'family 3/hour', 'family 10/day'])
  t.same(smsLimits(false).map((l) => `${l.counted} ${l.max}/${l.window}`), ['phone 1/minute', 'phone 5/hour', 'phone 10/day', 'staff 10/minute', 'staff 60/hour', 'staff 200/day'])
  const rows: Array<[number, string]> = [[1, '1 秒'], [42_001, '43 秒'], [60_000, '60 秒'], [60_001, '2 分钟'], [3_600_000, '60 分钟'], [3_600_001, '2 小时'], [86_400_000, '24 小时']]
  for (const [ms, want] of rows) t.equal(waitText(ms), want, `${ms} ms`)
  const [minute, hour, day, familyHour] = smsLimits(true)
  t.equal(smsRefusal(minute!, 42_000), '发送过于频繁，请 42 秒后再试')
  t.equal(smsRefusal(hour!, 1_500_000), '该号码 1 小时内最多接收 5 条短信，请 25 分钟后再试')
  t.equal(smsRefusal(day!, 7_200_000), '该号码 24 小时内最多接收 10 条短信，请 2 小时后再试')
  t.equal(smsRefusal(familyHour!, 3_600_000), '您 1 小时内最多发送 3 条短信，请 60 分钟后再试')
  const keys = smsCounts(true, '13900001111', '800013').map((l) => l.key)
  t.ok(keys.every((k) => !k.includes('13900001111') && !k.includes('800013')), 'no number or id in a key')
  t.same(smsCounts(false, '13900001111', 'x').slice(0, 3).map((l) => l.key), keys.slice(0, 3), 'a number counts the same whoever sends')
})

t.test('hour and day windows on a moved clock: the number, the family sender, the staff sender', async (t) => {
  let now = 0
  const counts = new WindowCounts(new MemoryStore(1 << 20, () => now), () => {})
  const send = async (family: boolean, phone: string, user: string) => {
    const r = await counts.reserve(smsCounts(family, phone, user))
    return r.ok ? 'sent' : smsRefusal(r.refused, r.resetMs)
  }
  // One number, from five staff senders a minute apart: five in its hour, the sixth waits.
  const sent: string[] = []
  for (let i = 0; i < 6; i++) {
    now = i * 61_000
    sent.push(await send(false, '13900000001', `staff-${i}`))
  }
  t.same(sent, ['sent', 'sent', 'sent', 'sent', 'sent', '该号码 1 小时内最多接收 5 条短信，请 55 分钟后再试'])
  // …and ten in its day, an hour apart from the first window on.
  const daily: string[] = []
  for (let h = 1; h <= 2; h++) {
    for (let i = 0; i < 5; i++) {
      now = h * 3_600_000 + i * 61_000
      daily.push(await send(false, '13900000001', `staff-${h}-${i}`))
    }
  }
  t.same(daily.filter((d) => d === 'sent').length, 5, 'the day had room for five more')
  t.match(daily.at(-1), /^该号码 24 小时内最多接收 10 条短信，请 22 小时后再试$/)
  // A family account: three numbers an hour.
  now = 0
  const family = [await send(true, '13900000011', 'parent'), await send(true, '13900000012', 'parent'), await send(true, '13900000013', 'parent'), await send(true, '13900000014', 'parent')]
  t.same(family, ['sent', 'sent', 'sent', '您 1 小时内最多发送 3 条短信，请 60 分钟后再试'])
  now = 3_600_000
  t.equal(await send(true, '13900000014', 'parent'), 'sent', 'the next hour')
  // Staff: ten a minute to ten numbers, the eleventh waits.
  now = 10 * 86_400_000
  const staff: string[] = []
  for (let i = 0; i < 11; i++) staff.push(await send(false, `1380000${String(i).padStart(4, '0')}`, 'head-teacher'))
  t.same(staff.slice(-2), ['sent', '发送过于频繁，请 60 秒后再试'])
})

const MIDTERM = '100152611100'
const NOW = new Date('2026-11-21T02:00:00Z')
const parentStudent = studentById(accountByKey('parent')!.scope().studentId!)!
const otherExam = examCatalogue().exams.find((e) => e.id !== MIDTERM && e.org === 0 && sitsExam(e, parentStudent))!
// A student of the next class: not the head teacher's.
const stranger = studentsOf(classById(classId('10001', 'senior', 2025, 4))!).find((s) => sitsExam(examCatalogue().byId.get(MIDTERM)!, s))!

t.test('two BFF instances on one Redis: the limits hold across them; a refused sender gets 403', async (t) => {
  const redis = await startRedis(t)
  const upstream = buildUpstream({ now: () => NOW })
  const upstreamUrl = await listen(t, upstream)
  const apps = [await buildBff(t, upstreamUrl, { REDIS_URL: redis }), await buildBff(t, upstreamUrl, { REDIS_URL: redis })]
  const cookies = new Map<string, string>()
  const send = async (instance: number, token: string, body: object) => {
    const app = apps[instance]!
    if (!cookies.has(token)) cookies.set(token, cookieHeaderFrom((await app.inject({ url: `/report/?token=${token}` })).headers['set-cookie']))
    return app.inject({ method: 'POST', url: '/report/bff/tutoring/sms', payload: body, headers: { cookie: cookies.get(token)! } })
  }
  const outbox = upstream.smsOutbox!

  // The parent's twelve numbers at once, over both instances: three go out.
  const burst = await Promise.all(Array.from({ length: 12 }, (_, i) => send(i % 2, 'demo-parent', { examid: MIDTERM, org: '0', from: 'X', phone: `137000000${String(i).padStart(2, '0')}` })))
  t.same(burst.map((r) => r.statusCode).sort(), [...Array(3).fill(200), ...Array(9).fill(429)])
  t.match(burst.find((r) => r.statusCode === 429)!.json(), { code: 'BFF_ERR_TUTORING_SMS_TOO_SOON', kind: 'invalid-input', message: /^您 1 小时内最多发送 3 条短信，请 \d+ 分钟后再试$/ })
  t.equal(outbox.sent.length, 3, 'three in the outbox')

  // One number, another exam, the other instance: still within its minute.
  const first = await send(0, 'demo-head-teacher', { examid: MIDTERM, org: '0', from: 'X', phone: '13600000001', skey: parentStudent.id })
  t.equal(first.statusCode, 200, first.body)
  const switched = await send(1, 'demo-head-teacher', { examid: otherExam.id, org: '0', from: 'X', phone: '13600000001', skey: parentStudent.id })
  t.equal(switched.statusCode, 429)
  t.match(switched.json().message, /^发送过于频繁，请 \d+ 秒后再试$/)
  t.equal(outbox.sent.length, 4)

  // A student the head teacher does not teach: the platform refuses the sender, and it is a 403.
  const refused = await send(0, 'demo-head-teacher', { examid: MIDTERM, org: '0', from: 'X', phone: '13600000002', skey: stranger.id })
  t.equal(refused.statusCode, 403, refused.body)
  t.match(refused.json(), { code: 'BFF_ERR_TUTORING_SMS_FORBIDDEN', kind: 'forbidden', message: '您没有给该学生家长发送短信的权限' })
  // What was refused did not count: the number may get its own student's summary at once.
  t.equal((await send(1, 'demo-head-teacher', { examid: MIDTERM, org: '0', from: 'X', phone: '13600000002', skey: parentStudent.id })).statusCode, 200)
  t.equal(outbox.sent.length, 5)
})
