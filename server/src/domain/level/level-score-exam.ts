import type { LevelPreset, LevelScoreExam } from '@report/contracts/bff/level-score'
import type { LevelDefaults, LevelRuleCfg, LevelSubject } from '@report/contracts/upstream/level-score'

// spec 2 §4: choosing an exam selects all its subjects except the total; §3 regional presets with
// 'this subject has no rule' where a subject lacks one.

export const TOTAL_NOTE = '总分不参与赋分，生成后由各科赋分重新合计'

function scoreText(score: number | readonly [number, number]): string {
  return typeof score === 'number' ? String(score) : `${score[0]}-${score[1]}`
}

export function toPreset(cfg: LevelRuleCfg): LevelPreset {
  return {
    id: cfg.id,
    name: cfg.name,
    available: cfg.available,
    note: cfg.note,
    rows: cfg.levels.map((l) => {
      const [min, max] = typeof l.score === 'number' ? [l.score, l.score] : l.score
      return { rate: String(l.percent), min: String(min), max: String(max) }
    }),
    subjects: cfg.subjects.map((s) => ({
      pindex: s.pindex,
      subject: s.subject,
      hasRule: s.levels !== null,
      message: s.msg,
      levels: (s.levels ?? []).map((l) => ({ level: l.level, name: l.name, percent: l.percent, score: scoreText(l.score), cumulative: l.cumulative })),
    })),
  }
}

export const DEFAULT_PRESET_ID = 'default13'

/**
 * toLevelScoreExam(…, defaults) = the exam's subjects and presets. With the school's published 等级赋分
 * defaults (issue 19): their preset when it is offered and available (else the 13-level table), zeros
 * in or out, and only their papers selected — those the preset has a rule for.
 */
export function toLevelScoreExam(examid: string, org: number, subjects: readonly LevelSubject[], rules: readonly LevelRuleCfg[], defaults?: LevelDefaults): LevelScoreExam {
  const presets = rules.map(toPreset)
  const preset = defaults ? presets.find((p) => p.id === defaults.rule && p.available) : undefined
  const selected = (s: LevelSubject) => {
    if (s.isTotal) return false
    if (!defaults) return true
    return defaults.pindexs.includes(s.pindex) && (!preset || preset.subjects.some((x) => x.pindex === s.pindex && x.hasRule))
  }
  return {
    examid,
    org,
    subjects: subjects.map((s) => ({
      pindex: s.pindex,
      subject: s.subject,
      fullScore: s.manfen,
      studentCount: s.studentCount,
      selectable: !s.isTotal,
      selected: selected(s),
      note: s.isTotal ? TOTAL_NOTE : null,
    })),
    presets,
    ...(defaults ? { defaults: { presetId: preset?.id ?? DEFAULT_PRESET_ID, includeZero: defaults.includeZero } } : {}),
  }
}

/**
 * levelDefaultsFor(cfgs) = which published 等级赋分 defaults the tool starts from (issue 19; spec 1 §2
 * gradingScore and groupGradingScore, "等级赋分 defaults"): a joint exam of several schools (the group
 * scene) starts from groupGradingScore when the school has set it, every other exam from gradingScore;
 * undefined when neither applies (an exam on the defaults).
 */
export function levelDefaultsFor(cfgs: { defaults?: LevelDefaults | undefined; groupDefaults?: LevelDefaults | undefined; schoolCount?: number | undefined }): LevelDefaults | undefined {
  const joint = (cfgs.schoolCount ?? 1) > 1
  return joint && cfgs.groupDefaults ? cfgs.groupDefaults : cfgs.defaults
}
