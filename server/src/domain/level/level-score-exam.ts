import type { LevelPreset, LevelScoreExam } from '@report/contracts/bff/level-score'
import type { LevelRuleCfg, LevelSubject } from '@report/contracts/upstream/level-score'

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

export function toLevelScoreExam(examid: string, org: number, subjects: readonly LevelSubject[], rules: readonly LevelRuleCfg[]): LevelScoreExam {
  return {
    examid,
    org,
    subjects: subjects.map((s) => ({
      pindex: s.pindex,
      subject: s.subject,
      fullScore: s.manfen,
      studentCount: s.studentCount,
      selectable: !s.isTotal,
      selected: !s.isTotal,
      note: s.isTotal ? TOTAL_NOTE : null,
    })),
    presets: rules.map(toPreset),
  }
}
