import { bestOfRounds, ROUNDS, table, type LoadResult } from './lib/load.ts'
import { freePort, signIn, startBff, startNode, startUpstream } from './lib/processes.ts'

const SHEET = '/api/v3/exams/100152611100/papers/2/students/100012520301/answer-pics/1'

/**
 * Scenario 4: answer-sheet cache hits through the BFF (session key, path rules, cache lookup,
 * metrics, logging) against a plain Fastify reply of a JSON string of the same size.
 */
export async function answerSheetScenario(): Promise<string> {
  const upstream = await startUpstream({}, await freePort())
  const bff = await startBff({ UPSTREAM_URL: upstream.url, LOG_LEVEL: 'info' }, await freePort())
  try {
    const cookie = await signIn(upstream.url, 'demo-head-teacher')
    const first = await fetch(bff.url + SHEET, { headers: { cookie } })
    const bytes = (await first.arrayBuffer()).byteLength
    if (first.status !== 200) throw new Error(`answer sheet answered ${first.status}`)
    const plain = await startNode('bench/servers/plain-json.ts', { BODY_BYTES: String(bytes) }, '/plain', await freePort())
    try {
      process.stderr.write('scenario 4\n')
      const [hits, base] = (await bestOfRounds([
        ['BFF answer sheet, cache hit', { url: bff.url + SHEET, headers: { cookie }, cpuPid: bff.pid }],
        [`plain Fastify JSON reply, ${bytes} B`, { url: `${plain.url}/plain`, cpuPid: plain.pid }],
      ])) as [LoadResult, LoadResult]
      const metrics = await (await fetch(`${bff.url}/metrics`)).text()
      const hitCount = /bff_cache_lookups_total\{cache="answer-sheet",result="hit"\} (\d+)/.exec(metrics)?.[1]
      const missCount = /bff_cache_lookups_total\{cache="answer-sheet",result="miss"\} (\d+)/.exec(metrics)?.[1]
      const ratio = hits.rps / base.rps
      return [
        `## 4. Answer-sheet cache hits (${bytes}-byte SVG) against a plain Fastify JSON reply of the same size`,
        '',
        table([hits, base], base),
        '',
        `autocannon, 50 connections, ${process.env.BENCH_SECONDS ?? 8} s after a ${process.env.BENCH_WARMUP_SECONDS ?? 2} s warm-up; ${ROUNDS} rounds taking turns, the best round of each kept.`,
        '',
        `Cache lookups over the run: ${hitCount} hits, ${missCount} miss(es). BFF ÷ plain: **${ratio.toFixed(2)}×** — target ≥ 0.8×: **${ratio >= 0.8 ? 'met' : 'missed'}**.`,
      ].join('\n')
    } finally {
      await plain.stop()
    }
  } finally {
    await bff.stop()
    await upstream.stop()
  }
}
