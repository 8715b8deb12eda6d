/**
 * The 指标说明 entries: every report page states the conventions behind its numbers so users can check
 * them by hand. Each is rendered from the metric's definition in the one catalogue (metric-catalogue.ts):
 * the term, the formula in symbols and the note. Pages name entries by key; the BFF states the rates with
 * the exam's own lines (server/src/domain/metrics/line-legends.ts, metricNotes). The schema is
 * MetricNoteSchema in table.ts.
 */

import type { MetricDefinition } from './metric-definition.ts'
import { METRIC_CATALOGUE, type MetricKey } from './metric-catalogue.ts'

export interface MetricNote {
  term: string
  formula: string
  note: string
  population?: string
  rounding?: string
}

/**
 * metricNoteOf(definition) = the 指标说明 entry of a metric: its term, its formula in symbols, its note,
 * and whom it counts and its rounding (a printed report's appendix states those too).
 */
export const metricNoteOf = (definition: MetricDefinition): MetricNote => ({
  term: definition.term,
  formula: definition.symbols,
  note: definition.note,
  population: definition.population,
  rounding: definition.rounding,
})

export type MetricNoteKey = MetricKey

export const METRIC_NOTES: Readonly<Record<MetricNoteKey, MetricNote>> = Object.fromEntries(
  (Object.keys(METRIC_CATALOGUE) as MetricKey[]).map((key) => [key, metricNoteOf(METRIC_CATALOGUE[key])]),
) as Record<MetricNoteKey, MetricNote>
