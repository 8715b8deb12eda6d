import { Agent, request } from 'undici'
import { pdfTokenFor } from '../fixtures/src/upstream/tokens.ts'
import { fmt, summarise } from './lib/load.ts'
import { countDelta, freePort, startBff, startUpstream, upstreamCounts } from './lib/processes.ts'

const N = 1000
const EXCHANGE = 'POST /report/obt/v1/user/genUnifyToken'

/** Scenario 5: 1,000 concurrent document requests with one fxPdfToken against a fresh BFF. */
export async function pdfExchangeScenario(): Promise<string> {
  const upstream = await startUpstream({ UPSTREAM_FAULTS: JSON.stringify([{ match: '/report/obt/v1/user/genUnifyToken', latencyMs: 50 }]) }, await freePort())
  const bff = await startBff({ UPSTREAM_URL: upstream.url, LOG_LEVEL: 'info' }, await freePort())
  const agent = new Agent({ connections: N, pipelining: 1 })
  try {
    const token = pdfTokenFor('city', { exam: '280162611180' })
    const before = await upstreamCounts(upstream.url)
    process.stderr.write('scenario 5\n')
    const started = performance.now()
    const answers = await Promise.all(Array.from({ length: N }, async (_, i) => {
      const t0 = performance.now()
      const res = await request(`${bff.url}/report/export/pdf?examid=280162611180&page=${i}&fxPdfToken=${token}`, { dispatcher: agent })
      await res.body.arrayBuffer()
      const cookies = ([] as string[]).concat(res.headers['set-cookie'] ?? [])
      return { status: res.statusCode, ms: performance.now() - t0, session: cookies.some((c) => /^unifyToken=[^;]+/.test(c)) }
    }))
    const wall = performance.now() - started
    const delta = countDelta(before, await upstreamCounts(upstream.url))
    const statuses: Record<string, number> = {}
    for (const a of answers) statuses[a.status] = (statuses[a.status] ?? 0) + 1
    const lat = summarise(answers.map((a) => a.ms), statuses)
    const exchanges = delta[EXCHANGE] ?? 0
    return [
      `## 5. ${N.toLocaleString('en')} concurrent document requests with one fxPdfToken`,
      '',
      `A fresh BFF; the upstream's exchange endpoint delayed 50 ms; ${N} connections at once (undici). Exchanges counted at the upstream (\`GET /__faults\` request counts).`,
      '',
      '| exchanges at the upstream | statuses | with the session cookie (single-use: one) | p50 ms | p90 ms | p99 ms | max ms | all answered in ms |',
      '|---:|---|---:|---:|---:|---:|---:|---:|',
      `| **${exchanges}** | ${JSON.stringify(statuses)} | ${answers.filter((a) => a.session).length} | ${fmt(lat.p50)} | ${fmt(lat.p90)} | ${fmt(lat.p99)} | ${fmt(lat.max)} | ${fmt(wall)} |`,
      '',
      `Exactly one exchange and one session: **${exchanges === 1 && answers.filter((a) => a.session).length === 1 ? 'yes' : 'no'}**. Every upstream call in the run: ${JSON.stringify(delta)}.`,
    ].join('\n')
  } finally {
    await agent.close()
    await bff.stop()
    await upstream.stop()
  }
}
