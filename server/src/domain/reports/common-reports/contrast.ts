/**
 * 对比分析 figures of one unit against the reference total (analytics.md): 均分差 = x̄unit − x̄ref, 超均率 =
 * (x̄unit − x̄ref) / x̄ref, and the differences of the 优秀率 and 及格率. Null when either side is unknown
 * (nobody sat), and 超均率 also when the reference mean is 0.
 */
export interface ContrastInput {
  mean: number | null
  excellent: number | null
  pass: number | null
}

export interface ContrastFigures extends ContrastInput {
  meanDiff: number | null
  overMean: number | null
  excellentDiff: number | null
  passDiff: number | null
}

const diff = (a: number | null, b: number | null): number | null => (a === null || b === null ? null : a - b)

export function contrastFigures(unit: ContrastInput, reference: ContrastInput): ContrastFigures {
  const meanDiff = diff(unit.mean, reference.mean)
  return {
    ...unit,
    meanDiff,
    overMean: meanDiff === null || reference.mean === 0 ? null : meanDiff / reference.mean!,
    excellentDiff: diff(unit.excellent, reference.excellent),
    passDiff: diff(unit.pass, reference.pass),
  }
}

/** 得分率 = x̄ / W (null when unknown or W is 0). */
export function scoreRate(mean: number | null, manfen: number): number | null {
  return mean === null || !(manfen > 0) ? null : mean / manfen
}
