import { fmt, hit, latencyLoop } from './lib/load.ts'
import { freePort, signIn, startBff, startUpstream } from './lib/processes.ts'
import { planExamListPages } from '../server/src/domain/exams/plan-exam-list-pages.ts'

const PAGE_MS = 40
const CALLS = Number(process.env.BENCH_FANOUT_CALLS ?? 30)
const LIST = '/report/obt/v1/exam/compare/list'

/**
 * Scenario 3: the exam-list fan-out of the city account (1,800+ exams) with every list call delayed
 * 40 ms, against the theoretical time: the probe, then ceil(pages / 5) rounds of the slowest page,
 * each measured directly at the upstream in the same run.
 */
export async function fanOutScenario(): Promise<string> {
  const faults = JSON.stringify([{ match: LIST, latencyMs: PAGE_MS }])
  const upstream = await startUpstream({ UPSTREAM_FAULTS: faults }, await freePort())
  const bff = await startBff({ UPSTREAM_URL: upstream.url, LOG_LEVEL: 'info' }, await freePort())
  try {
    const cookie = await signIn(upstream.url, 'demo-city')
    const post = (body: object) => hit(upstream.url + LIST, { method: 'POST', headers: { cookie, 'content-type': 'application/json' }, body: JSON.stringify(body) })
    const probeRes = await fetch(upstream.url + LIST, { method: 'POST', headers: { cookie, 'content-type': 'application/json' }, body: JSON.stringify({ offset: 0, limit: 1 }) })
    const total = ((await probeRes.json()) as { data: { total: number } }).data.total
    const plan = planExamListPages(total)
    const rounds = Math.ceil(plan.pages.length / plan.concurrency)
    process.stderr.write(`scenario 3: ${total} exams, ${plan.pages.length} pages, ${rounds} rounds\n`)
    // One round: the plan's first `concurrency` pages at once; the round takes as long as its slowest page.
    const round = async () => {
      await Promise.all(plan.pages.slice(0, plan.concurrency).map((p) => post(p)))
      return 200
    }
    const probe = await latencyLoop(CALLS, 1, () => post({ offset: 0, limit: 1 }))
    const oneRound = await latencyLoop(CALLS, 1, round)
    let serial = 0
    const through = await latencyLoop(CALLS, 1, () => hit(`${bff.url}/report/bff/exams`, { headers: { cookie: `${cookie}; fxtoken=fan-out-${++serial}` } }), 3)
    const theory = probe.p50 + rounds * oneRound.p50
    const ratio = through.p50 / theory
    return [
      `## 3. Exam-list fan-out: ${total} exams (demo-city), list calls delayed ${PAGE_MS} ms`,
      '',
      `Plan: probe, then ${plan.pages.length} pages of ${plan.pages[0]?.limit}, ${plan.concurrency} in flight = ${rounds} rounds. Calls in sequence (${CALLS} after 3 discarded), a fresh session key each (no cache). ` +
        'Theory = probe p50 + rounds × p50 of one round (the round\'s pages called in parallel directly at the upstream), measured in the same run.',
      '',
      '| measured | p50 ms | p90 ms | max ms |',
      '|---|---:|---:|---:|',
      `| probe (limit 1) direct | ${fmt(probe.p50)} | ${fmt(probe.p90)} | ${fmt(probe.max)} |`,
      `| one round (${plan.concurrency} pages in parallel) direct | ${fmt(oneRound.p50)} | ${fmt(oneRound.p90)} | ${fmt(oneRound.max)} |`,
      `| theory: probe + ${rounds} rounds | ${fmt(theory)} | | |`,
      `| BFF /report/bff/exams (statuses ${JSON.stringify(through.statuses)}) | ${fmt(through.p50)} | ${fmt(through.p90)} | ${fmt(through.max)} |`,
      '',
      `BFF ÷ theory at p50: **${ratio.toFixed(2)}×** — target ≤ 1.1×: **${ratio <= 1.1 ? 'met' : 'missed'}**.`,
    ].join('\n')
  } finally {
    await bff.stop()
    await upstream.stop()
  }
}
