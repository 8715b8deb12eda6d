import type { LevelLinesRow, LevelLinesSettings, LevelLinesStatistics, LevelLinesView } from '@report/contracts/bff/level-lines'
import type { LevelLineEntry, LevelLinesCfgData, LevelLinesSetBody, LevelLineResult } from '@report/contracts/upstream/level-lines'
import { LEVEL_MODE_LABELS, LEVEL_RULE_LABELS, LEVEL_LINES_MESSAGES } from '@report/contracts/rules/level-lines'

// Grade-band settings (spec 2 §3, §4, §7): the upstream's settings as the dialog's rows, the rows
// back as set-mod-level-lines' body, a calculation merged into the rows (failed rows show 'error'),
// the band table and the statistics payload.

export const TOTAL_KEY = 'totalScore'

export function toLevelLinesView(examid: string, org: number, cfg: LevelLinesCfgData): LevelLinesView {
  const rows: LevelLinesRow[] = cfg.subjects.map((s) => {
    const key = s.pindex === 0 ? TOTAL_KEY : String(s.pindex)
    const line = cfg.lines[key]
    return {
      key,
      pindex: s.pindex,
      subject: s.subject,
      fullScore: s.manfen,
      studentCount: s.studentCount,
      custom: key === TOTAL_KEY ? true : line?.is_custom ?? false,
      scores: line?.scores ?? [],
      scales: line?.scales ?? [],
      ranks: line?.ranks ?? [],
      error: line?.error ? LEVEL_LINES_MESSAGES.calcError : null,
    }
  })
  return {
    examid,
    org,
    settings: { mode: cfg.mode, rule: cfg.rule, names: cfg.names, rows },
    isDefault: cfg.isDefault,
    bandTable: {
      columns: rows.map((r) => ({ key: r.key, label: r.subject })),
      rows: cfg.names.map((name, b) => ({ name, counts: Object.fromEntries(rows.map((r) => [r.key, cfg.counts[r.key]?.[b] ?? 0])) })),
    },
    modeOptions: Object.entries(LEVEL_MODE_LABELS).map(([value, label]) => ({ value: Number(value), label })),
    ruleLabels: { ...LEVEL_RULE_LABELS },
  }
}

/** The body of set-mod-level-lines from the dialog's settings: the total and every subject row. */
export function toSetBody(settings: LevelLinesSettings, isRtcal: boolean): LevelLinesSetBody {
  const n = settings.names.length
  const fit = (xs: readonly (number | null)[]) => Array.from({ length: n }, (_, b) => xs[b] ?? null)
  const lines: Record<string, LevelLineEntry> = {}
  for (const r of settings.rows) {
    lines[r.key] = { pindex: r.pindex, rule: settings.rule, is_custom: r.key === TOTAL_KEY ? true : r.custom, scores: fit(r.scores), scales: fit(r.scales), ranks: fit(r.ranks) }
  }
  return { isRtcal, mode: settings.mode, rule: settings.rule, names: settings.names.map((x) => x.trim()), lines }
}

/** The settings with the calculated values put in every row; a failed row shows 'error'. */
export function mergeCalculation(settings: LevelLinesSettings, lines: Record<string, LevelLineResult>): LevelLinesSettings {
  return {
    ...settings,
    rows: settings.rows.map((r) => {
      const result = lines[r.key]
      if (!result) return r
      if (result.error) return { ...r, error: LEVEL_LINES_MESSAGES.calcError }
      return { ...r, scores: result.scores, scales: result.scales, ranks: result.ranks, error: null }
    }),
  }
}

/** spec 2 §7 statistics payload of a confirmed setting. */
export function levelLinesStatistics(examid: string, settings: LevelLinesSettings, isDefault: boolean): LevelLinesStatistics {
  const total = settings.rows.find((r) => r.key === TOTAL_KEY)
  const subjects = settings.rows.filter((r) => r.key !== TOTAL_KEY)
  return {
    exam_id: examid,
    student_count: total?.studentCount ?? 0,
    subject_count: subjects.length,
    subject_student_count: Object.fromEntries(subjects.map((r) => [r.subject, r.studentCount])),
    level_count: settings.names.length,
    level_mode: settings.mode,
    level_default: isDefault,
    custom_subject: subjects.filter((r) => r.custom).map((r) => r.subject),
    subject_score: Object.fromEntries(settings.rows.map((r) => [r.subject, r.scores])),
    level_names: settings.names,
  }
}
