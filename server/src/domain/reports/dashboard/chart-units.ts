// Issue 15 item 8: the 120,000 exam's dashboard drew 242 schools (or the first 40 in roster order)
// in one chart. Above the chart's limit it shows the highest and the lowest by mean, and its title
// says so and where every unit is (the 各单位总分 table above it).

export interface ChartUnit {
  name: string
  mean: number | null
}

export interface ChartUnits<U extends ChartUnit = ChartUnit> {
  units: U[]
  /** What the chart shows of the whole list, for its title; '' when it shows every unit. */
  caption: string
}

/**
 * chartUnits(u, limit) = u itself when it has at most `limit` units; else the ⌈limit/2⌉ highest and
 * ⌊limit/2⌋ lowest by mean (highest first; units without a mean left out), and a caption naming them.
 */
export function chartUnits<U extends ChartUnit>(units: readonly U[], limit: number, noun: string): ChartUnits<U> {
  if (units.length <= limit) return { units: [...units], caption: '' }
  const ranked = units.filter((u) => u.mean !== null).sort((a, b) => b.mean! - a.mean!)
  const top = Math.ceil(limit / 2)
  const bottom = limit - top
  const shown = ranked.length <= limit ? ranked : [...ranked.slice(0, top), ...ranked.slice(ranked.length - bottom)]
  return { units: shown, caption: `平均分最高的${top}个与最低的${bottom}个${noun}（共${units.length}个，全部见上方“各单位总分”表）` }
}
