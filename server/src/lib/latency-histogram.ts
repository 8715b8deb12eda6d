import type { Metric, MetricObjectWithValues, MetricValueWithName, Registry } from 'prom-client'

/** One series of the histogram (one set of label values), bound once and observed on every request. */
export interface LatencySeries {
  observe(seconds: number): void
}

class Series implements LatencySeries {
  readonly counts: Float64Array
  sum = 0
  count = 0

  constructor(
    readonly labels: Readonly<Record<string, string>>,
    private readonly bounds: readonly number[],
  ) {
    this.counts = new Float64Array(bounds.length)
  }

  observe(seconds: number): void {
    if (!Number.isFinite(seconds)) throw new TypeError(`Value is not a valid number: ${seconds}`)
    this.sum += seconds
    this.count += 1
    const bounds = this.bounds
    for (let i = 0; i < bounds.length; i += 1) {
      if (seconds <= bounds[i]!) {
        this.counts[i]! += 1
        return
      }
    }
  }
}

/**
 * A Prometheus histogram of durations whose series are bound once per label values. prom-client's
 * own bound child still converts, validates and hashes its labels on every observe: with the request
 * and the upstream call both timed, that was about 4 % of a passthrough's CPU (bench/RESULTS.md §1).
 * Here an observe is a bucket search and three additions; what /metrics shows is prom-client's text
 * for the same observations (the test holds the two side by side).
 */
export class LatencyHistogram<L extends string> {
  readonly type = 'histogram'
  readonly aggregator = 'sum'
  private readonly series = new Map<string, Series>()
  private readonly bounds: readonly number[]

  constructor(
    readonly name: string,
    readonly help: string,
    private readonly labelNames: readonly L[],
    buckets: readonly number[],
    registry: Registry,
  ) {
    this.bounds = [...buckets].sort((a, b) => a - b)
    // The registry reads any metric through get(); this one has no prom-client class behind it.
    registry.registerMetric(this as unknown as Metric)
  }

  /** The series of these label values, in `labelNames` order (made on first use). */
  labels(...values: string[]): LatencySeries {
    if (values.length !== this.labelNames.length) throw new Error(`${this.name}: ${this.labelNames.length} label values expected, ${values.length} given`)
    const key = values.join('\u0000')
    let series = this.series.get(key)
    if (series === undefined) {
      const labels: Record<string, string> = {}
      this.labelNames.forEach((name, i) => (labels[name] = values[i]!))
      this.series.set(key, (series = new Series(labels, this.bounds)))
    }
    return series
  }

  /** Zeroes every series; bound series stay valid. */
  reset(): void {
    for (const series of this.series.values()) {
      series.counts.fill(0)
      series.sum = 0
      series.count = 0
    }
  }

  async get(): Promise<MetricObjectWithValues<MetricValueWithName<string>>> {
    const values: Array<MetricValueWithName<string>> = []
    const bucket = `${this.name}_bucket`
    for (const series of this.series.values()) {
      if (series.count === 0) continue
      let cumulative = 0
      this.bounds.forEach((le, i) => {
        cumulative += series.counts[i]!
        values.push({ labels: { le, ...series.labels }, value: cumulative, metricName: bucket })
      })
      values.push({ labels: { le: '+Inf', ...series.labels }, value: series.count, metricName: bucket })
      values.push({ labels: { ...series.labels }, value: series.sum, metricName: `${this.name}_sum` })
      values.push({ labels: { ...series.labels }, value: series.count, metricName: `${this.name}_count` })
    }
    return { name: this.name, help: this.help, type: 'histogram' as never, values, aggregator: this.aggregator, collect: () => undefined }
  }
}
