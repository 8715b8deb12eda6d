import t from 'tap'
import { faultRig, HANG_BOUND_MS, waitsOnTimers } from './rig.ts'
import { FAULT_CASES } from './cases.ts'

const LIST = '/report/obt/v1/exam/compare/list'

t.test('a fan-out page that meets any fault only marks the exam list incomplete', async (t) => {
  const rig = await faultRig(t)
  rig.faults.set([])
  const whole = await rig.app.inject({ url: '/report/bff/exams', headers: { cookie: rig.cookie() } })
  t.equal(whole.statusCode, 200)
  const { total, exams } = whole.json().data as { total: number; exams: unknown[] }
  t.ok(total > 1_500 && exams.length === total, `${total} exams for the city`)

  for (const fault of FAULT_CASES.filter((f) => f.expect.status !== 200)) {
    // The probe (the first call) passes; then exactly one page meets the fault.
    rig.faults.set([{ match: LIST, ...fault.rule, skip: 1, times: 1 }])
    const started = performance.now()
    const res = await rig.app.inject({ url: '/report/bff/exams', headers: { cookie: rig.cookie() } })
    const ms = performance.now() - started
    const label = `${fault.name}: ${res.statusCode} in ${ms.toFixed(0)} ms`
    t.equal(res.statusCode, 200, label)
    const data = res.json().data as { total: number; exams: Array<{ examid: string }>; incomplete: boolean }
    t.equal(data.incomplete, true, `${label}: incomplete`)
    t.equal(data.total, total, `${label}: the total of the probe`)
    t.equal(data.exams.length, total - 300, `${label}: one page of 300 missing, nothing else`)
    if (waitsOnTimers(fault.rule)) t.ok(ms < HANG_BOUND_MS, `${label}: not held until the default timeouts`)
  }
})

t.test('when every page fails the list is empty and incomplete, not an error; a failed probe is the error', async (t) => {
  const rig = await faultRig(t)
  rig.faults.set([{ match: LIST, mode: 'error', status: 503, skip: 1 }])
  const pages = await rig.app.inject({ url: '/report/bff/exams', headers: { cookie: rig.cookie() } })
  t.equal(pages.statusCode, 200)
  t.match(pages.json().data, { exams: [], incomplete: true })
  rig.faults.set([{ match: LIST, mode: 'error', status: 503 }])
  const probe = await rig.app.inject({ url: '/report/bff/exams', headers: { cookie: rig.cookie() } })
  t.equal(probe.statusCode, 502)
  t.match(probe.json(), { kind: 'upstream', code: 'BFF_ERR_UPSTREAM_UNAVAILABLE' })
})
