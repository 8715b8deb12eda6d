// 95 % intervals of a small group's figures (issue 36 item 3): a class of 6 is not read like a class of 50.

/** Groups smaller than this are marked: their means and rates move a lot with one student. */
export const SMALL_GROUP = 10

/** The normal quantile of 97.5 %: a two-sided 95 % interval. */
export const Z_95 = 1.959963984540054

/** Student's t quantiles of 97.5 % for 1 … 30 degrees of freedom (beyond: the normal quantile is within 0.5 %). */
const T_975 = [
  12.706205, 4.302653, 3.182446, 2.776445, 2.570582, 2.446912, 2.364624, 2.306004, 2.262157, 2.228139, 2.200985, 2.178813, 2.160369, 2.144787, 2.13145, 2.119905, 2.109816, 2.100922,
  2.093024, 2.085963, 2.079614, 2.073873, 2.068658, 2.063899, 2.059539, 2.055529, 2.051831, 2.048407, 2.04523, 2.042272,
]

export const isSmallGroup = (n: number | null | undefined): boolean => n !== null && n !== undefined && n > 0 && n < SMALL_GROUP

/**
 * wilson(part, n) = the Wilson score interval of the rate part / n at 95 %:
 * (p + z²/2n ± z·√(p(1 − p)/n + z²/4n²)) / (1 + z²/n); null for n = 0.
 */
export function wilson(part: number, n: number): { low: number; high: number } | null {
  if (!(n > 0) || part < 0 || part > n) return null
  const p = part / n
  const z2 = Z_95 * Z_95
  const denominator = 1 + z2 / n
  const centre = (p + z2 / (2 * n)) / denominator
  const half = (Z_95 * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / denominator
  return { low: Math.max(0, centre - half), high: Math.min(1, centre + half) }
}

/** populationSd(xs) = √(Σ(x − x̄)² / N), the SD the reports state (analytics.md); NaN for no values. */
export function populationSd(xs: readonly number[]): number {
  const mean = xs.reduce((a, b) => a + b, 0) / xs.length
  return Math.sqrt(xs.reduce((a, x) => a + (x - mean) ** 2, 0) / xs.length)
}

/** tQuantile(df) = t₀.₉₇₅ with df degrees of freedom. */
export const tQuantile = (df: number): number => (df >= 1 && df <= T_975.length ? T_975[df - 1]! : Z_95)

/**
 * tMean(mean, sigma, n) = the t interval of a mean at 95 % from the population SD σ the reports state
 * (analytics.md): s = σ·√(N / (N − 1)), x̄ ± t₀.₉₇₅(N − 1)·s / √N; null when N < 2.
 */
export function tMean(mean: number, sigma: number, n: number): { low: number; high: number } | null {
  if (!(n >= 2) || !Number.isFinite(mean) || !Number.isFinite(sigma) || sigma < 0) return null
  const s = sigma * Math.sqrt(n / (n - 1))
  const half = (tQuantile(n - 1) * s) / Math.sqrt(n)
  return { low: mean - half, high: mean + half }
}
