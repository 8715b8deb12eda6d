import { fmt, hit, interleavedLatencyLoop, type Latencies } from './lib/load.ts'
import { countDelta, freePort, signIn, startBff, startNode, startUpstream, upstreamCounts } from './lib/processes.ts'

const LATENCY_MS = 20
const CALLS = Number(process.env.BENCH_LATENCY_CALLS ?? 200)
/** Requests in flight: one isolates what a view adds; eight adds the queueing of a busy two-core machine. */
const CONCURRENCIES = [1, 8]
/** The upstream paths the bench-only k-call view calls, in order (bench/servers/view-k.ts). */
const K_PATHS = ['/report/obt/v1/user/info', '/report/obt/v1/user/permission', '/report/obt/v1/user/grades', '/report/obt/v1/bench/sample', '/report/analysis/v1/permission/versionAuth/modules', '/report/obt/ip']

/**
 * Scenario 2: a view model of k parallel upstream calls, each delayed 20 ms at the upstream (fault
 * mode latencyMs): the BFF's latency against the slowest of the k calls made directly by the load
 * generator at the same time. k = 1: /report/bff/session; k = 3, 6: a bench-only Fastify app on the
 * BFF's UpstreamClient (bench/servers/view-k.ts), since the BFF has no such view yet. The exam list
 * (probe, then pages) is two rounds of calls: its baseline is the probe then the page, in sequence.
 */
export async function viewLatencyScenario(): Promise<string> {
  const faults = JSON.stringify([{ match: '/**', latencyMs: LATENCY_MS }])
  const upstream = await startUpstream({ UPSTREAM_FAULTS: faults }, await freePort())
  const bff = await startBff({ UPSTREAM_URL: upstream.url, LOG_LEVEL: 'info' }, await freePort())
  const viewK = await startNode('bench/servers/view-k.ts', { UPSTREAM_URL: upstream.url }, '/healthz', await freePort())
  try {
    const cookie = await signIn(upstream.url, 'demo-small-school')
    let serial = 0
    const fresh = () => `${cookie}; fxtoken=bench-${++serial}`
    const direct = (paths: string[]) => async () => {
      const statuses = await Promise.all(paths.map((p) => hit(upstream.url + p, { headers: { cookie } })))
      return statuses.every((s) => s === 200) ? 200 : Math.max(...statuses)
    }
    const sequence = (steps: Array<() => Promise<number>>) => async () => {
      for (const step of steps) await step()
      return 200
    }
    const list = (limit: number) => () => hit(`${upstream.url}/report/obt/v1/exam/compare/list`, { method: 'POST', headers: { cookie, 'content-type': 'application/json' }, body: JSON.stringify({ offset: 0, limit }) })

    const before = await upstreamCounts(upstream.url)
    const sessionOne = await hit(`${bff.url}/report/bff/session`, { headers: { cookie: fresh() } })
    const sessionCalls = Object.values(countDelta(before, await upstreamCounts(upstream.url))).reduce((a, b) => a + b, 0)

    const rows: Array<{ view: string; k: string; inFlight: number; bff: Latencies; base: Latencies; baseLabel: string }> = []
    const measure = async (view: string, k: string, url: string, baseLabel: string, base: () => Promise<number>, headers: () => Record<string, string>) => {
      for (const inFlight of CONCURRENCIES) {
        process.stderr.write(`scenario 2: ${view}, k = ${k}, ${inFlight} in flight\n`)
        const [baseline, through] = (await interleavedLatencyLoop(CALLS, inFlight, [base, () => hit(url, { headers: headers() })])) as [Latencies, Latencies]
        rows.push({ view, k, inFlight, bff: through, base: baseline, baseLabel })
      }
    }
    await measure('/report/bff/session (BFF)', `${sessionCalls}`, `${bff.url}/report/bff/session`, sessionCalls === 1 ? 'GET user/info direct' : `${sessionCalls} calls direct`, direct(K_PATHS.slice(0, Math.max(1, sessionCalls))), () => ({ cookie: fresh() }))
    for (const k of [1, 3, 6]) {
      await measure(`k-call view (bench app, BFF UpstreamClient)`, String(k), `${viewK.url}/view/${k}`, `slowest of ${k} direct`, direct(K_PATHS.slice(0, k)), () => ({ cookie }))
    }
    await measure('/report/bff/exams, 25 exams (BFF)', 'probe + 1 page', `${bff.url}/report/bff/exams`, 'probe then page direct', sequence([list(1), list(500)]), () => ({ cookie: fresh() }))

    const lines = rows.map((r) => {
      const over = r.bff.p50 - r.base.p50
      return `| ${r.view} | ${r.k} | ${r.inFlight} | ${fmt(r.bff.p50)} | ${fmt(r.bff.p99)} | ${r.baseLabel}: ${fmt(r.base.p50)} | ${fmt(over)} | ${over <= 3 ? 'met' : 'missed'} | ${JSON.stringify(r.bff.statuses)} |`
    })
    return [
      `## 2. View models of k parallel upstream calls, ${LATENCY_MS} ms each`,
      '',
      `Upstream delay ${LATENCY_MS} ms on every route (\`UPSTREAM_FAULTS=[{"match":"/**","latencyMs":${LATENCY_MS}}]\`). Closed loop of ${CALLS} pairs, once with ${CONCURRENCIES.join(' and once with ')} in flight, after 10 discarded; ` +
        'the baseline is the same upstream calls made directly by the load generator in parallel (its latency is that of the slowest), interleaved with the BFF calls (each worker alternates one baseline call and one BFF call), so both see the same load on the shared machine. Each BFF call uses a fresh session key (no cache). ' +
        `/report/bff/session makes ${sessionCalls} upstream call(s) today (status ${sessionOne}). The k = 1, 3, 6 rows use a bench-only app (\`bench/servers/view-k.ts\`) that calls the upstream through the BFF's UpstreamClient the way a view does, so k is exact; the session view and the exam list are the BFF itself, every duty on (the dashboard's five calls are scenario 7).`,
      '',
      '| view | upstream calls | in flight | p50 ms | p99 ms | baseline p50 ms | overhead at p50 ms | target ≤ 3 ms | statuses |',
      '|---|---|---:|---:|---:|---|---:|---|---|',
      ...lines,
    ].join('\n')
  } finally {
    await viewK.stop()
    await bff.stop()
    await upstream.stop()
  }
}
