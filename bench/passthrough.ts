import { bestOfRounds, lessCpu, ROUNDS, table, type LoadResult } from './lib/load.ts'
import { freePort, signIn, startBff, startNginx, startNode, startUpstream, type Started } from './lib/processes.ts'

export const SAMPLE_PATH = '/report/obt/v1/bench/sample'

/**
 * Scenario 1: a passthrough GET of the ~2 KB JSON sample through the BFF (session cookies, path
 * rules, metrics and info-level logging all on) against the same upstream called directly, Debian's
 * nginx, express + http-proxy-middleware, a bare @fastify/http-proxy and a lean Fastify route on undici's
 * dispatch with no duties (bench/servers/lean-proxy.ts) — one run, each in its own
 * process. `nodeArgs` lets a profiling run start the BFF with --cpu-prof.
 */
export async function passthroughScenario(opts: { bffNodeArgs?: string[] } = {}): Promise<string> {
  const upstream = await startUpstream({}, await freePort())
  const started: Started[] = []
  try {
    const cookie = await signIn(upstream.url, 'demo-school-admin')
    const bff = await startBff({ UPSTREAM_URL: upstream.url, LOG_LEVEL: 'info' }, await freePort(), opts.bffNodeArgs ?? [])
    started.push(bff)
    const nginx = await startNginx(upstream.url, await freePort())
    started.push(nginx)
    const express = await startNode('bench/servers/express-proxy.ts', { UPSTREAM_URL: upstream.url }, '/report/obt/ip', await freePort(), [], { built: true })
    started.push(express)
    const fastifyProxy = await startNode('bench/servers/fastify-proxy.ts', { UPSTREAM_URL: upstream.url }, '/report/obt/ip', await freePort(), [], { built: true })
    started.push(fastifyProxy)
    const leanProxy = await startNode('bench/servers/lean-proxy.ts', { UPSTREAM_URL: upstream.url }, '/report/obt/ip', await freePort(), [], { built: true })
    started.push(leanProxy)

    const sample = await fetch(bff.url + SAMPLE_PATH, { headers: { cookie } })
    const bytes = (await sample.arrayBuffer()).byteLength
    if (sample.status !== 200) throw new Error(`BFF answered ${sample.status}`)

    const targets: Array<[string, string, number | undefined]> = [
      ['upstream direct', upstream.url, upstream.pid],
      ['BFF', bff.url, bff.pid],
      [`nginx ${nginx.version}`, nginx.url, nginx.pid],
      ['express + http-proxy-middleware', express.url, express.pid],
      ['bare @fastify/http-proxy', fastifyProxy.url, fastifyProxy.pid],
      ['lean Fastify + undici dispatch, no duties', leanProxy.url, leanProxy.pid],
    ]
    // A contestant that answers anything but 200 would be timed serving errors (it happened: a handler undici rejected).
    for (const [label, base] of targets) {
      const probe = await fetch(base + SAMPLE_PATH, { headers: { cookie } })
      await probe.arrayBuffer()
      if (probe.status !== 200) throw new Error(`${label} answered ${probe.status}`)
    }
    process.stderr.write('scenario 1\n')
    const rows = await bestOfRounds(targets.map(([label, base, pid]) => [label, { url: base + SAMPLE_PATH, headers: { cookie }, cpuPid: pid }]))
    // A process's first seconds at a low rate after the full-speed rounds cost it more per request (up to twice,
    // RESULTS §1): rounds by turns here too, each contestant's cheapest kept.
    const fixed = await bestOfRounds(
      targets.map(([label, base, pid]) => [`${label} @ 500 req/s`, { url: base + SAMPLE_PATH, headers: { cookie }, overallRate: 500, connections: 10, cpuPid: pid }]),
      lessCpu,
    )

    const [, bffRow, nginxRow, expressRow, bareRow, leanRow] = rows as [LoadResult, LoadResult, LoadResult, LoadResult, LoadResult, LoadResult]
    const vsBare = bffRow.rps / bareRow.rps
    const vsLean = bffRow.rps / leanRow.rps
    const cpuVsLean = bffRow.cpuUsPerReq && leanRow.cpuUsPerReq ? leanRow.cpuUsPerReq / bffRow.cpuUsPerReq : NaN
    const vsNginx = bffRow.rps / nginxRow.rps
    const vsExpress = bffRow.rps / expressRow.rps
    const cpuVsNginx = bffRow.cpuUsPerReq && nginxRow.cpuUsPerReq ? bffRow.cpuUsPerReq / nginxRow.cpuUsPerReq : NaN
    return [
      `## 1. Passthrough GET of a ${bytes}-byte JSON (\`${SAMPLE_PATH}\`)`,
      '',
      'Open loop at full speed: autocannon, 50 connections, pipelining 1, ' + `${process.env.BENCH_SECONDS ?? 8} s measured after a discarded ${process.env.BENCH_WARMUP_SECONDS ?? 2} s warm-up, one target at a time; ` +
        `${ROUNDS} rounds with the targets taking turns, the best round of each target kept (BENCH_ROUNDS). ` +
        'CPU µs/req is the CPU time (user + system, from /proc) of the target process tree during the measured run divided by the requests it served: the cost of one request, which the shared cores do not blur.',
      '',
      table(rows, nginxRow, expressRow),
      '',
      `At a fixed 500 req/s (autocannon overallRate, 10 connections; ${ROUNDS} rounds by turns, the round with the least CPU per request kept):`,
      '',
      table(fixed, fixed[0]!),
      '',
      `Issue 22 targets (BFF with every duty on): ≥ 1.2× bare @fastify/http-proxy req/s — **${vsBare.toFixed(2)}×, ${vsBare >= 1.2 ? 'met' : 'missed'}**; ` +
        `≥ 0.9× the lean proxy req/s — **${vsLean.toFixed(2)}×, ${vsLean >= 0.9 ? 'met' : 'missed'}** (by CPU per request, lean ÷ BFF: ${cpuVsLean.toFixed(2)}×; BFF ${bffRow.cpuUsPerReq?.toFixed(0)} µs, bare ${bareRow.cpuUsPerReq?.toFixed(0)} µs, lean ${leanRow.cpuUsPerReq?.toFixed(0)} µs).`,
      '',
      `Earlier targets, for reference: ≥ 0.8× nginx req/s — **${vsNginx.toFixed(2)}×, ${vsNginx >= 0.8 ? 'met' : 'missed'}**; ≥ 3× express req/s — **${vsExpress.toFixed(2)}×, ${vsExpress >= 3 ? 'met' : 'missed'}**. ` +
        `Per request the BFF spends ${bffRow.cpuUsPerReq?.toFixed(0)} µs of CPU, nginx ${nginxRow.cpuUsPerReq?.toFixed(0)} µs (${cpuVsNginx.toFixed(1)}×), express ${expressRow.cpuUsPerReq?.toFixed(0)} µs. ` +
        `The lean proxy with no duties, the floor for any Fastify proxy here, reaches ${(leanRow.rps / nginxRow.rps).toFixed(2)}× nginx at ${leanRow.cpuUsPerReq?.toFixed(0)} µs per request.`,
    ].join('\n')
  } finally {
    for (const s of started.reverse()) await s.stop()
    await upstream.stop()
  }
}
