import autocannon from 'autocannon'
import { Agent, request } from 'undici'
import { cpuSeconds } from './processes.ts'

export interface LoadResult {
  label: string
  rps: number
  p50: number
  p99: number
  errors: number
  non2xx: number
  /** CPU time the measured process tree spent per request, µs (undefined: not measured). */
  cpuUsPerReq?: number | undefined
}

export interface LoadOptions {
  url: string
  headers?: Record<string, string>
  connections?: number
  seconds?: number
  warmupSeconds?: number
  /** Fixed request rate over all connections (for p99 at a given load). */
  overallRate?: number
  /** Process whose CPU time per request is reported (the proxy under test). */
  cpuPid?: number | undefined
}

export const SECONDS = Number(process.env.BENCH_SECONDS ?? 8)
export const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 2)

function run(opts: LoadOptions, seconds: number): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: opts.url,
        headers: opts.headers ?? {},
        connections: opts.connections ?? 50,
        duration: seconds,
        pipelining: 1,
        ...(opts.overallRate ? { overallRate: opts.overallRate } : {}),
      },
      (err, result) => (err ? reject(err) : resolve(result)),
    )
  })
}

/** A warm-up run that is thrown away, then the measured run (autocannon, fixed duration). */
export async function measure(label: string, opts: LoadOptions): Promise<LoadResult> {
  await run(opts, opts.warmupSeconds ?? WARMUP_SECONDS)
  const cpuBefore = opts.cpuPid ? cpuSeconds(opts.cpuPid) : 0
  const result = await run(opts, opts.seconds ?? SECONDS)
  const cpu = opts.cpuPid ? cpuSeconds(opts.cpuPid) - cpuBefore : undefined
  process.stderr.write(`  ${label}: ${result.requests.average.toFixed(0)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms\n`)
  return {
    label,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    cpuUsPerReq: cpu === undefined || result.requests.total === 0 ? undefined : (cpu * 1e6) / result.requests.total,
  }
}

export const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 2))

/** The better of two rounds at full speed: more req/s. */
export const moreRequests = (a: LoadResult, b: LoadResult): boolean => a.rps > b.rps
/** The better of two rounds at a fixed rate, where req/s are the same: less CPU per request. */
export const lessCpu = (a: LoadResult, b: LoadResult): boolean => (a.cpuUsPerReq ?? Infinity) < (b.cpuUsPerReq ?? Infinity)

/**
 * Each target measured ROUNDS times, the targets taking turns (A B C, A B C, …), and for each the
 * better round kept (`better`: most req/s unless told): on a shared machine other work comes and goes,
 * and one pass in a fixed order could hand a quiet minute to one contestant and a busy one to the next.
 */
export async function bestOfRounds(targets: Array<[string, LoadOptions]>, better: (a: LoadResult, b: LoadResult) => boolean = moreRequests): Promise<LoadResult[]> {
  const best: Array<LoadResult | undefined> = targets.map(() => undefined)
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const [i, [label, opts]] of targets.entries()) {
      const result = await measure(label, opts)
      if (!best[i] || better(result, best[i]!)) best[i] = result
    }
  }
  return best as LoadResult[]
}

export function table(rows: LoadResult[], baseline: LoadResult, extraRatio?: LoadResult): string {
  const withCpu = rows.some((r) => r.cpuUsPerReq !== undefined)
  const cols = ['target', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'non-2xx', ...(withCpu ? ['CPU µs/req'] : []), `req/s ÷ ${baseline.label}`, ...(extraRatio ? [`req/s ÷ ${extraRatio.label}`] : [])]
  const header = `| ${cols.join(' | ')} |\n|${cols.map((_, i) => (i === 0 ? '---' : '---:')).join('|')}|`
  const lines = rows.map((r) => {
    const cells = [r.label, r.rps.toFixed(0), String(r.p50), String(r.p99), String(r.errors), String(r.non2xx)]
    if (withCpu) cells.push(r.cpuUsPerReq === undefined ? '—' : r.cpuUsPerReq.toFixed(0))
    cells.push(`${(r.rps / baseline.rps).toFixed(2)}×`)
    if (extraRatio) cells.push(`${(r.rps / extraRatio.rps).toFixed(2)}×`)
    return `| ${cells.join(' | ')} |`
  })
  return [header, ...lines].join('\n')
}

export interface Latencies {
  n: number
  p50: number
  p90: number
  p99: number
  max: number
  statuses: Record<string, number>
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!
}

export function summarise(ms: number[], statuses: Record<string, number> = {}): Latencies {
  const sorted = [...ms].sort((a, b) => a - b)
  return { n: sorted.length, p50: percentile(sorted, 50), p90: percentile(sorted, 90), p99: percentile(sorted, 99), max: sorted.at(-1) ?? NaN, statuses }
}

const agent = new Agent({ connections: 256, keepAliveTimeout: 10_000 })

/** Closes the load generator's keep-alive connections (the soak's settled figures exclude them). */
export async function closeAgent(): Promise<void> {
  await agent.close()
}

/**
 * A closed loop of `total` calls with `concurrency` in flight (undici), after `warmup` calls thrown
 * away: for latency figures where each call may differ (a fresh session per call).
 */
export async function latencyLoop(total: number, concurrency: number, call: (i: number) => Promise<number>, warmup = Math.min(10, total)): Promise<Latencies> {
  for (let i = 0; i < warmup; i += 1) await call(-1 - i)
  const ms: number[] = []
  const statuses: Record<string, number> = {}
  let next = 0
  await Promise.all(Array.from({ length: concurrency }, async () => {
    while (next < total) {
      const i = next++
      const started = performance.now()
      const status = await call(i)
      ms.push(performance.now() - started)
      statuses[status] = (statuses[status] ?? 0) + 1
    }
  }))
  return summarise(ms, statuses)
}

/**
 * Closed loops run as one: each of `concurrency` workers makes one call of every function in turn,
 * starting with a different one each round, so all of them see the same machine at the same moment.
 * Measured one after the other, a change in the other work on a shared machine between the runs showed
 * up as overhead (or as a gain) of the one measured later.
 */
export async function interleavedLatencyLoop(total: number, concurrency: number, calls: ReadonlyArray<(i: number) => Promise<number>>, warmup = Math.min(10, total)): Promise<Latencies[]> {
  for (let i = 0; i < warmup; i += 1) for (const call of calls) await call(-1 - i)
  const runs = calls.map(() => ({ ms: [] as number[], statuses: {} as Record<string, number> }))
  let next = 0
  await Promise.all(Array.from({ length: concurrency }, async (_, worker) => {
    while (next < total) {
      const i = next++
      for (let k = 0; k < calls.length; k += 1) {
        const which = (i + worker + k) % calls.length
        const started = performance.now()
        const status = await calls[which]!(i)
        runs[which]!.ms.push(performance.now() - started)
        runs[which]!.statuses[status] = (runs[which]!.statuses[status] ?? 0) + 1
      }
    }
  }))
  return runs.map((run) => summarise(run.ms, run.statuses))
}

/** One HTTP call through the shared keep-alive agent; resolves with the status once the body is read. */
export async function hit(url: string, init: { method?: 'GET' | 'POST'; headers?: Record<string, string>; body?: string } = {}): Promise<number> {
  const res = await request(url, { dispatcher: agent, method: init.method ?? 'GET', headers: init.headers ?? {}, body: init.body ?? null })
  await res.body.arrayBuffer()
  return res.statusCode
}

export const fmt = (ms: number) => (Number.isFinite(ms) ? ms.toFixed(1) : '—')
