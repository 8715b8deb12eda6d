import autocannon from 'autocannon'

export interface LoadResult {
  label: string
  rps: number
  p50: number
  p99: number
  errors: number
  non2xx: number
}

export interface LoadOptions {
  url: string
  headers?: Record<string, string>
  connections?: number
  seconds?: number
  warmupSeconds?: number
  /** Fixed request rate over all connections (for p99 at a given load). */
  overallRate?: number
}

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

/** A warm-up run that is thrown away, then the measured run. */
export async function measure(label: string, opts: LoadOptions): Promise<LoadResult> {
  await run(opts, opts.warmupSeconds ?? 2)
  const result = await run(opts, opts.seconds ?? 8)
  return {
    label,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  }
}

export function table(rows: LoadResult[], baseline: LoadResult): string {
  const header = '| target | req/s | p50 ms | p99 ms | errors | non-2xx | req/s ratio to ' + baseline.label + ' |\n|---|---:|---:|---:|---:|---:|---:|'
  const lines = rows.map((r) => `| ${r.label} | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} | ${r.errors} | ${r.non2xx} | ${(r.rps / baseline.rps).toFixed(2)}× |`)
  return [header, ...lines].join('\n')
}
