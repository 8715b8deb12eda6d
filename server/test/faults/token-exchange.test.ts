import t from 'tap'
import { COOKIE_WAIT_MS } from '@report/contracts/constants'
import { pdfTokenFor } from '@report/fixtures/upstream/tokens'
import { faultRig } from './rig.ts'

t.test('a token exchange against a stalled upstream gives up at the 5 s session wait, whatever the upstream timeouts', async (t) => {
  // Upstream timeouts at their largest, 24 times the session wait: only the exchange's own deadline can end
  // it before them, on a quiet machine or a loaded one (at a load average of 26 it took 17 s, issue 29).
  const rig = await faultRig(t, { UPSTREAM_HEADERS_TIMEOUT_MS: '120000', UPSTREAM_BODY_TIMEOUT_MS: '120000', TOKEN_EXCHANGE_TIMEOUT_MS: String(COOKIE_WAIT_MS) })
  rig.faults.set([{ match: '/report/obt/auth', mode: 'stall' }, { match: '/report/obt/v1/user/genUnifyToken', mode: 'stall' }])
  const timed = async (url: string) => {
    const started = performance.now()
    const res = await rig.app.inject({ url })
    return { res, ms: performance.now() - started }
  }
  const [auth, pdf] = await Promise.all([
    timed('/report/exam/ranking?examid=1&token=demo-city'),
    timed(`/report/export/pdf?examid=1&fxPdfToken=${pdfTokenFor('city', { exam: '1' })}`),
  ])
  for (const [name, { res, ms }] of [['token (auth)', auth], ['fxPdfToken (genUnifyToken)', pdf]] as const) {
    t.equal(res.statusCode, 302, name)
    // At least the session wait; well before the 120 s headers timeout, the only other thing that could end it.
    t.ok(ms >= COOKIE_WAIT_MS - 100 && ms < 90_000, `${name}: gave up after ${ms.toFixed(0)} ms`)
    t.notMatch(String(res.headers['set-cookie'] ?? ''), /unifyToken=[^;]/, `${name}: no session`)
    t.notMatch(String(res.headers.location), /token/i, `${name}: no token in the redirect`)
  }
})
