import t from 'tap'
import { buildUpstream } from '@report/fixtures/upstream/app'
import { faultsOf } from '@report/fixtures/upstream/faults'
import { buildBff, listen } from '../helpers/build.ts'

const EXAM = '100152611100'
const STUDENT = '100012520301'
const SHEET = `/api/v3/exams/${EXAM}/papers/2/students/${STUDENT}/answer-pics/1`
const LIST = `/report/obt/v1/student/answer-pic?examid=${EXAM}&org=0&pindex=2&studentId=${STUDENT}`

t.test('one user\'s cached answer sheet is never served to another user, nor to no user', async (t) => {
  const upstream = buildUpstream()
  const app = await buildBff(t, await listen(t, upstream))
  const sessionOf = async (token: string) => {
    const res = await upstream.inject({ method: 'POST', url: '/report/obt/auth', payload: { token, platform: 'fx' } })
    return `unifyToken=${res.json().data.unifyToken}`
  }
  const teacher = await sessionOf('demo-head-teacher')
  const outsider = await sessionOf('demo-small-school')
  const counts = faultsOf(upstream)
  // Requests for the sheet itself: a reuse also asks who the user is (a session fact, issue 20's window rule).
  const sheetCalls = (url: string) => counts.counts()[`GET ${url.split('?')[0]}`] ?? 0
  for (const url of [SHEET, LIST]) {
    counts.reset()
    const first = await app.inject({ url, headers: { cookie: teacher } })
    t.equal(first.statusCode, 200, `${url}: the class teacher sees the sheet`)
    const again = await app.inject({ url, headers: { cookie: teacher } })
    t.equal(again.body, first.body)
    t.equal(sheetCalls(url), 1, 'the second read is a cache hit')
    const other = await app.inject({ url, headers: { cookie: outsider } })
    t.equal(other.statusCode, 403, `${url}: another school\'s admin gets the upstream\'s refusal`)
    t.not(other.body, first.body)
    const nobody = await app.inject({ url })
    t.not(nobody.statusCode, 200, `${url}: without a session: ${nobody.statusCode}`)
    t.not(nobody.body, first.body)
    // The same user with the tokens in another order, or with an extra cookie, is still the same user.
    const same = await app.inject({ url, headers: { cookie: `${teacher}; other=1` } })
    t.equal(same.body, first.body)
    t.equal(sheetCalls(url), 3, 'the two other users went upstream, the same user did not')
  }
})
