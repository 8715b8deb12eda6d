import t from 'tap'
import { bffRoutes, faultRig, isErrorShape, HANG_BOUND_MS, sampleUrl, waitsOnTimers } from './rig.ts'
import { FAULT_CASES } from './cases.ts'

/** View models that make one round of upstream calls; the exam list has its own test (fan-out). */
const KNOWN: Record<string, string> = {
  '/report/bff/session': '/report/bff/session',
  '/report/bff/exams': '/report/bff/exams',
  // The report routes, on a real page, table and drill cell of the sample exam.
  '/report/bff/report-page': '/report/bff/report-page?route=report-ranking&examid=280162611180&org=0',
  '/report/bff/report-table': '/report/bff/report-table?route=report-ranking&block=ranking&examid=280162611180&org=0&page=2&pageSize=20',
  '/report/bff/report-drill': '/report/bff/report-drill?kind=rate&examid=280162611180&org=0&tgkey=all&pindex=0&rate=pass',
}

t.test('every GET view model answers every upstream fault within its deadline, in the error shape', async (t) => {
  const rig = await faultRig(t)
  const routes = bffRoutes(rig.app).filter((r) => r.methods.includes('GET'))
  t.ok(routes.some((r) => r.path === '/report/bff/session') && routes.some((r) => r.path === '/report/bff/exams'), `${routes.length} routes discovered`)
  // The reference upstream computes a report on first ask; warm it, so the short timeouts measure faults, not statistics.
  rig.faults.set([])
  for (const url of Object.values(KNOWN)) await rig.app.inject({ url, headers: { cookie: rig.cookie() } })
  for (const fault of FAULT_CASES) {
    rig.faults.set([{ match: '/**', ...fault.rule }])
    const call = async (route: (typeof routes)[number]) => {
      const known = KNOWN[route.path]
      const started = performance.now()
      const res = await rig.app.inject({ url: known ?? sampleUrl(route.path), headers: { cookie: rig.cookie() } })
      return { route, known, res, ms: performance.now() - started }
    }
    // The routes with exact expectations one at a time; every other route at once (each with its
    // own session key, so no cache answers), where only the bounds and the shape are checked.
    const outcomes = []
    for (const route of routes.filter((r) => KNOWN[r.path])) outcomes.push(await call(route))
    outcomes.push(...(await Promise.all(routes.filter((r) => !KNOWN[r.path]).map(call))))
    for (const { route, known, res, ms } of outcomes) {
      const label = `${route.path} × ${fault.name}: ${res.statusCode} in ${ms.toFixed(0)} ms`
      if (waitsOnTimers(fault.rule)) t.ok(ms < HANG_BOUND_MS, `${label}: answered, not held until the default timeouts`)
      if (known) {
        t.equal(res.statusCode, fault.expect.status, label)
      } else {
        // Discovered route with a guessed query: whatever it answers, it is catalogued and bounded.
        t.ok([200, 400, 401, 403, 404, 502, 504].includes(res.statusCode), label)
      }
      if (res.statusCode >= 400) {
        t.ok(isErrorShape(res.json()), `${label}: error shape`)
        if (known && fault.expect.kind) t.equal(res.json().kind, fault.expect.kind, `${label}: kind`)
        if (known && fault.expect.code) t.equal(res.json().code, fault.expect.code, `${label}: code`)
        t.notMatch(res.body, /127\.0\.0\.1|ECONN|UND_ERR|at \w+ \(/, `${label}: no internals leak`)
      }
    }
  }
  rig.faults.reset()
  const after = await rig.app.inject({ url: '/report/bff/session', headers: { cookie: rig.cookie() } })
  t.equal(after.statusCode, 200, 'the BFF is whole afterwards')
})

t.test('POST /report/bff/logout needs no upstream, so it answers under any fault', async (t) => {
  const rig = await faultRig(t)
  rig.faults.set([{ match: '/**', mode: 'stall' }])
  const res = await rig.app.inject({ method: 'POST', url: '/report/bff/logout', headers: { cookie: rig.cookie(), 'content-type': 'application/json' }, payload: '{}' })
  t.equal(res.statusCode, 200)
  t.same(rig.faults.counts(), {}, 'no upstream call')
})

t.test('an upstream that refuses connections maps to upstream, quickly', async (t) => {
  const rig = await faultRig(t)
  await rig.upstream.close()
  for (const url of Object.values(KNOWN)) {
    const started = performance.now()
    const res = await rig.app.inject({ url, headers: { cookie: rig.cookie() } })
    t.equal(res.statusCode, 502, url)
    t.equal(res.json().kind, 'upstream')
    t.ok(performance.now() - started < HANG_BOUND_MS, `${url}: at once, not after a timeout`)
  }
})
