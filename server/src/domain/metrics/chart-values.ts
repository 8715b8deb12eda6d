import { roundHalfUp } from '../tables/format-number.ts'
import type { Figure } from './figures.ts'

// What a chart draws of a figure (issue 36): the figure's own value, so the value a chart shows and the
// explanation it opens into are one number; a chart in percent (unit %) draws a rate as 0–100.

/** A rate's figure on a chart in %: 100 × raw to the 2 decimals the rate is shown with (0.6812 → 68.12); null: no value. */
export const chartPercent = (figure: Figure | null | undefined): number | null => (figure?.raw === null || figure?.raw === undefined ? null : roundHalfUp(figure.raw * 100, 2))

/** A count's or a score's figure on a chart: its value as it stands; null: no value. */
export const chartValue = (figure: Figure | null | undefined): number | null => figure?.raw ?? null
