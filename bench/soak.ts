import { pathToFileURL } from 'node:url'
import { pdfTokenFor } from '../fixtures/src/upstream/tokens.ts'
import { closeAgent, hit } from './lib/load.ts'
import { countDelta, freePort, liveHeapMiB, openSockets, rssMiB, signIn, startBff, startUpstream, upstreamCounts } from './lib/processes.ts'

const SECONDS = Number(process.env.SOAK_SECONDS ?? 300)
const CONCURRENCY = Number(process.env.SOAK_CONCURRENCY ?? 24)
const SAMPLE_EVERY_S = Math.max(5, Math.round(SECONDS / 10))

/** Faults for the soak: every mode somewhere, at low rates, plus random latency everywhere. */
const FAULTS = [
  { match: '/report/obt/v1/bench/sample', mode: 'error', status: [500, 502, 503], rate: 0.05, jitterMs: 10 },
  { match: '/report/obt/v1/user/info', mode: 'reset', rate: 0.02, jitterMs: 20 },
  { match: '/report/obt/v1/user/permission', mode: 'stall', rate: 0.01 },
  { match: '/report/obt/v1/user/grades', mode: 'hang', rate: 0.01 },
  { match: '/report/obt/v1/exam/compare/list', mode: 'malformed', rate: 0.03, latencyMs: 5, jitterMs: 30 },
  { match: '/api/v3/exams/**', mode: 'huge', rate: 0.02 },
  { match: '/report/analysis/**', mode: 'trickle', rate: 0.02, bodyBytes: 400, trickleBytes: 20, trickleIntervalMs: 50 },
  { match: '/**', jitterMs: 15 },
]

/**
 * Soak (`npm run bench -- soak`, or `node --import tsx bench/soak.ts`; SOAK_SECONDS, default 300):
 * mixed load against the BFF for five minutes while the upstream injects faults; the BFF's RSS and
 * open sockets at the start, along the way and at the end must stay level. Upstream timeouts are
 * 2 s so stalled and hung calls are cleaned up inside the run.
 */
export async function soakScenario(): Promise<string> {
  const upstream = await startUpstream({ UPSTREAM_FAULTS: JSON.stringify(FAULTS) }, await freePort())
  const bff = await startBff({ UPSTREAM_URL: upstream.url, LOG_LEVEL: 'warn', UPSTREAM_HEADERS_TIMEOUT_MS: '2000', UPSTREAM_BODY_TIMEOUT_MS: '2000' }, await freePort())
  try {
    const city = await signIn(upstream.url, 'demo-city')
    const teacher = await signIn(upstream.url, 'demo-head-teacher')
    const pdfToken = pdfTokenFor('city', { exam: '100152611100' }, Date.now(), 3_600_000)
    let serial = 0
    const mix: Array<[string, () => Promise<number>]> = [
      ['passthrough sample', () => hit(`${bff.url}/report/obt/v1/bench/sample`, { headers: { cookie: teacher } })],
      ['passthrough user/info', () => hit(`${bff.url}/report/obt/v1/user/info`, { headers: { cookie: teacher } })],
      ['passthrough grades (hang 1 %)', () => hit(`${bff.url}/report/obt/v1/user/grades`, { headers: { cookie: teacher } })],
      ['passthrough modules (trickle 2 %)', () => hit(`${bff.url}/report/analysis/v1/permission/versionAuth/modules`, { headers: { cookie: teacher } })],
      ['session view', () => hit(`${bff.url}/report/bff/session`, { headers: { cookie: `${teacher}; fxtoken=soak-${++serial % 500}` } })],
      ['exam list (city)', () => hit(`${bff.url}/report/bff/exams`, { headers: { cookie: `${city}; fxtoken=soak-${++serial % 50}` } })],
      ['answer sheet (cached)', () => hit(`${bff.url}/api/v3/exams/100152611100/papers/2/students/100012520301/answer-pics/${1 + (++serial % 2)}`, { headers: { cookie: teacher } })],
      ['document + fxPdfToken', () => hit(`${bff.url}/report/export/pdf?page=${++serial}&fxPdfToken=${pdfToken}`)],
      ['page (index.html)', () => hit(`${bff.url}/report/exam/ranking?examid=1`, { headers: { cookie: teacher } })],
      ['refused path', () => hit(`${bff.url}/report/obt/v1/%2e%2e/x`, { headers: { cookie: teacher } })],
    ]
    const tally = new Map<string, Record<string, number>>()
    const count = (name: string, status: string) => {
      const t = tally.get(name) ?? {}
      t[status] = (t[status] ?? 0) + 1
      tally.set(name, t)
    }
    // Warm up, then take the starting figures.
    for (let i = 0; i < 200; i += 1) await mix[i % mix.length]![1]().catch(() => 0)
    await new Promise((r) => setTimeout(r, 3000))
    const samples: Array<{ at: number; rss: number; sockets: number; done: number }> = []
    const before = await upstreamCounts(upstream.url)
    const started = performance.now()
    let done = 0
    samples.push({ at: 0, rss: rssMiB(bff.pid), sockets: openSockets(bff.pid), done })
    const sampler = setInterval(() => samples.push({ at: (performance.now() - started) / 1000, rss: rssMiB(bff.pid), sockets: openSockets(bff.pid), done }), SAMPLE_EVERY_S * 1000)
    // The live heap, from the BFF's own /metrics every 2 s: its floor (the lowest reading, just after a
    // collection) is the live set, where a leak shows; RSS peaks say more about when V8 collected.
    const heap: Array<{ at: number; mib: number }> = []
    const heapSampler = setInterval(() => {
      void liveHeapMiB(bff.url).then((mib) => mib !== null && heap.push({ at: (performance.now() - started) / 1000, mib }))
    }, 2000)
    process.stderr.write(`soak: ${SECONDS} s, ${CONCURRENCY} in flight\n`)
    await Promise.all(Array.from({ length: CONCURRENCY }, async (_, worker) => {
      let i = worker
      while (performance.now() - started < SECONDS * 1000) {
        const [name, call] = mix[i++ % mix.length]!
        const status = await call().then(String, (e: { code?: string }) => e.code ?? 'error')
        count(name, status)
        done += 1
      }
    }))
    clearInterval(sampler)
    clearInterval(heapSampler)
    const elapsed = (performance.now() - started) / 1000
    samples.push({ at: elapsed, rss: rssMiB(bff.pid), sockets: openSockets(bff.pid), done })
    const upstreamCalls = Object.values(countDelta(before, await upstreamCounts(upstream.url))).reduce((a, b) => a + b, 0)
    const healthy = await hit(`${bff.url}/healthz`)
    // Close the load generator's connections, let stalled calls reach their timeouts and the BFF's
    // idle upstream connections expire (4 s), then look again: back where it started?
    await closeAgent()
    await new Promise((r) => setTimeout(r, 8000))
    samples.push({ at: (performance.now() - started) / 1000, rss: rssMiB(bff.pid), sockets: openSockets(bff.pid), done })
    const first = samples[0]!
    const end = samples.at(-2)!
    const settled = samples.at(-1)!
    // Stable: sockets back to the start once the clients are gone, and no upward trend in RSS during
    // the load (V8 grows its heap under load and gives it back in steps: compare the second half of
    // the run with the first, not with the idle start).
    const during = samples.slice(1, -2)
    const firstHalfMax = Math.max(...during.filter((s) => s.at <= elapsed / 2).map((s) => s.rss))
    const secondHalfMax = Math.max(...during.filter((s) => s.at > elapsed / 2).map((s) => s.rss), end.rss)
    // Sockets: flat during the load, and once the clients are gone no more than the start plus the
    // upstream pool's idle keep-alive connections (at most UPSTREAM_CONNECTIONS = 64; undici keeps
    // them as long as the upstream's Keep-Alive header allows, 72 s for Fastify).
    const socketsFirstHalf = Math.max(...during.filter((s) => s.at <= elapsed / 2).map((s) => s.sockets))
    const socketsSecondHalf = Math.max(...during.filter((s) => s.at > elapsed / 2).map((s) => s.sockets))
    const heapFloor = (from: number, to: number) => Math.min(...heap.filter((h) => h.at > from && h.at <= to).map((h) => h.mib))
    const heapFirst = heapFloor(0, elapsed / 2)
    const heapSecond = heapFloor(elapsed / 2, elapsed)
    const rssBounded = Math.max(end.rss, settled.rss) <= firstHalfMax * 1.25
    const heapLevel = heapSecond <= heapFirst * 1.25
    const verdict = socketsSecondHalf <= socketsFirstHalf + 4 && settled.sockets <= first.sockets + 64 && rssBounded && heapLevel && healthy === 200 && bff.child.exitCode === null
    return [
      `## Soak: ${Math.round(elapsed)} s of mixed load with faults`,
      '',
      `${CONCURRENCY} requests in flight, ${done.toLocaleString('en')} requests (${Math.round(done / elapsed)} req/s), ${upstreamCalls.toLocaleString('en')} upstream calls; upstream timeouts 2 s. Faults: \`${JSON.stringify(FAULTS)}\`.`,
      '',
      '| at s | BFF RSS MiB | BFF open sockets | requests done |',
      '|---:|---:|---:|---:|',
      ...samples.map((s, i) => `| ${s.at.toFixed(0)}${i === 0 ? ' (start)' : i === samples.length - 2 ? ' (end of load)' : i === samples.length - 1 ? ' (clients gone, 8 s later)' : ''} | ${s.rss.toFixed(0)} | ${s.sockets} | ${s.done.toLocaleString('en')} |`),
      '',
      '| request | answers by status |',
      '|---|---|',
      ...[...tally].map(([name, t]) => `| ${name} | ${Object.entries(t).map(([s, n]) => `${s}: ${n}`).join(', ')} |`),
      '',
      `Start → end of load: RSS ${first.rss.toFixed(0)} → ${end.rss.toFixed(0)} MiB (highest in the first half ${firstHalfMax.toFixed(0)}, in the second ${secondHalfMax.toFixed(0)}), sockets ${first.sockets} → ${end.sockets}; ` +
        `with the clients gone, ${settled.rss.toFixed(0)} MiB and ${settled.sockets} sockets. /healthz ${healthy}, process alive: ${bff.child.exitCode === null}. ` +
        `Live heap floor (lowest of ${heap.length} readings of nodejs_heap_size_used_bytes, every 2 s): first half ${heapFirst.toFixed(0)} MiB, second half ${heapSecond.toFixed(0)} MiB. ` +
        `Stable (sockets flat during the load and, with the clients gone, at most the start plus the 64 pooled upstream connections; RSS at the end and once settled within 1.25× of the first half's peak; ` +
        `live heap floor of the second half within 1.25× of the first half's): **${verdict ? 'yes' : 'no'}**. ` +
        `RSS peaks during the load follow when V8 collects (the second half's highest was ${secondHalfMax.toFixed(0)} MiB); the heap floor is where a leak would show.`,
    ].join('\n')
  } finally {
    await bff.stop()
    await upstream.stop()
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) process.stdout.write(`${await soakScenario()}\n`)
