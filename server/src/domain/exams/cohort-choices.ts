// The 届次 a page lets the user filter exams by (history comparison's create page, the merge page):
// one entry per cohort, in an order a reader scans — by stage (高中, 初中, 小学, then grades the cohort
// table does not know) and, within a stage, the youngest cohort (latest entry year) first.

export interface CohortChoice {
  key: string
  label: string
}

const STAGE_ORDER: Readonly<Record<string, number>> = { 高中: 0, 初中: 1, 小学: 2 }

/** A cohort key of contracts' cohortOf: `stage|entryYear`, or `grade|schoolYear` for a grade it does not know. */
function sortKey(key: string): { stage: number; year: number; key: string } {
  const [stage = '', year = ''] = key.split('|')
  const y = Number(year)
  return { stage: STAGE_ORDER[stage] ?? 3, year: Number.isFinite(y) ? y : 0, key }
}

/** cohortChoices(items) = the distinct cohorts of items (first label seen), stage by stage, youngest first. */
export function cohortChoices(items: ReadonlyArray<{ cohortKey: string; cohortLabel: string }>): CohortChoice[] {
  const seen = new Map<string, string>()
  for (const item of items) if (!seen.has(item.cohortKey)) seen.set(item.cohortKey, item.cohortLabel)
  return [...seen]
    .map(([key, label]) => ({ key, label, order: sortKey(key) }))
    .sort((a, b) => a.order.stage - b.order.stage || b.order.year - a.order.year || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
    .map(({ key, label }) => ({ key, label }))
}
