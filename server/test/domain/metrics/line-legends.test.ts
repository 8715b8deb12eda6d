// Issue 31 item 6: every legend of the 三率 and 低分 states the lines the figures were counted with
// (analytics.md "Lines, rates": per-subject settings, by share of W or by score), never the defaults.
import t from 'tap'
import { METRIC_NOTES } from '@report/contracts/bff/metric-notes'
import { linePercent, metricNotes, rateNote, ratesSentence, type PaperLines } from '../../../src/domain/metrics/line-legends.ts'

const at = (full: number, e: number, g: number, p: number, l: number) => ({ excellent: (full * e) / 100, good: (full * g) / 100, pass: (full * p) / 100, low: (full * l) / 100 })
const paper = (pindex: number, subject: string, full: number, lines: PaperLines['lines']): PaperLines => ({ pindex, subject, full, lines })

/** 总分 and three papers at 75/70/60/40 %, 数学 at 80/65/55/35 % (the example). */
const MIXED: PaperLines[] = [
  paper(0, '总分', 450, at(450, 75, 70, 60, 40)),
  paper(1, '语文', 150, at(150, 75, 70, 60, 40)),
  paper(2, '数学', 150, at(150, 80, 65, 55, 35)),
  paper(3, '英语', 150, at(150, 75, 70, 60, 40)),
]
const DEFAULTS: PaperLines[] = MIXED.map((p) => ({ ...p, lines: at(p.full, 85, 70, 60, 40) }))
const UNSTATED: PaperLines[] = MIXED.map((p) => ({ ...p, lines: null }))

t.test('linePercent: a line is read as a share of W only when it is one to two decimals', async (t) => {
  const rows: Array<[line: number, full: number, want: number | null]> = [
    [127.5, 150, 85],
    [112.5, 150, 75],
    [49.95, 150, 33.3],
    [100, 150, null],
    [120, 150, 80],
    [0, 100, 0],
    [60, 0, null],
    [Number.NaN, 100, null],
  ]
  for (const [line, full, want] of rows) t.equal(linePercent(line, full), want, `${line} of ${full}`)
})

t.test('rateNote: the line most papers share in the formula, the others named in the note', async (t) => {
  const rows: Array<[string, Parameters<typeof rateNote>, { formula: string; note: RegExp; not?: RegExp }]> = [
    ['defaults, every paper', ['excellent', DEFAULTS], { formula: '得分 ≥ 85 %·W 的人数 / N', note: /^含等于；W 为满分；线按本次考试发布时的分数线设置/, not: /其中/ }],
    ['75 % with 数学 at 80 %', ['excellent', MIXED], { formula: '得分 ≥ 75 %·W 的人数 / N', note: /其中数学 80 %·W/ }],
    ['良好: 数学 65 %', ['good', MIXED], { formula: '得分 ≥ 70 %·W 的人数 / N', note: /其中数学 65 %·W/ }],
    ['低分: strict, 数学 35 %', ['low', MIXED], { formula: '得分 < 40 %·W 的人数 / N', note: /^不含等于；.*其中数学 35 %·W/ }],
    ['unstated lines', ['pass', UNSTATED], { formula: '得分 ≥ 及格线 的人数 / N', note: /平台未给出具体分数/, not: /60/ }],
    ['one paper: the share and the line in points', ['excellent', [MIXED[2]!]], { formula: '得分 ≥ 80 %·W 的人数 / N', note: /数学满分 150，优秀线 120 分/ }],
    ['one paper set by score', ['excellent', [paper(2, '数学', 150, { excellent: 100, good: 90, pass: 80, low: 50 })]], { formula: '得分 ≥ 100 分 的人数 / N', note: /优秀线 100 分/ }],
    [
      'lines by score: every paper listed in points',
      ['pass', [paper(1, '语文', 150, { excellent: 130, good: 110, pass: 91, low: 50 }), paper(2, '数学', 150, { excellent: 130, good: 110, pass: 91, low: 50 }), paper(3, '物理', 100, { excellent: 80, good: 70, pass: 61, low: 30 })]],
      { formula: '得分 ≥ 及格线 的人数 / N', note: /及格线：语文、数学 91 分，物理 61 分/ },
    ],
    [
      'a score line beside shares: named in points',
      ['excellent', [...MIXED.slice(0, 2), paper(4, '物理', 150, { excellent: 100, good: 90, pass: 80, low: 50 })]],
      { formula: '得分 ≥ 75 %·W 的人数 / N', note: /其中物理 100 分/ },
    ],
  ]
  for (const [name, args, want] of rows) {
    const note = rateNote(...args)
    t.equal(note.formula, want.formula, `${name}: formula`)
    t.match(note.note, want.note, `${name}: note`)
    if (want.not) t.notMatch(note.note, want.not, `${name}: nothing else`)
  }
  t.equal(rateNote('good', MIXED).term, '良好率')
})

t.test('ratesSentence: a table description with the lines of every paper', async (t) => {
  const rows: Array<[string, string, Parameters<typeof ratesSentence>]> = [
    ['defaults', '优秀、良好、及格为得分不低于满分的 85 %、70 %、60 %，低分为低于满分的 40 %', [DEFAULTS]],
    ['数学 differs', '优秀、良好、及格为得分不低于满分的 75 %、70 %、60 %，低分为低于满分的 40 %；数学为不低于满分的 80 %、65 %、55 %，低于满分的 35 %', [MIXED]],
    ['two rates only', '优秀、及格为得分不低于满分的 75 %、60 %；数学为不低于满分的 80 %、55 %', [MIXED, ['excellent', 'pass']]],
    ['one paper: shares and points', '优秀、良好、及格为得分不低于满分 150 的 80 %、65 %、55 %（120、97.5、82.5 分），低分为低于满分 150 的 35 %（52.5 分）', [[MIXED[2]!]]],
    ['one paper by score', '优秀、良好、及格为得分不低于 100、90、80 分，低分为低于 50 分（满分 150）', [[paper(2, '数学', 150, { excellent: 100, good: 90, pass: 80, low: 50 })]]],
    ['several papers by score', '优秀、及格为得分不低于 130、91 分；物理为不低于 85、61 分', [[paper(1, '语文', 150, { excellent: 130, good: 110, pass: 91, low: 50 }), paper(2, '数学', 150, { excellent: 130, good: 110, pass: 91, low: 50 }), paper(3, '物理', 110, { excellent: 85, good: 70, pass: 61, low: 30 })], ['excellent', 'pass']]],
    ['unstated', '优秀、良好、及格、低分按本次考试发布时的分数线设置统计（平台未给出各线的分数）', [UNSTATED]],
    ['no papers', '优秀、及格按本次考试发布时的分数线设置统计（平台未给出各线的分数）', [[], ['excellent', 'pass']]],
  ]
  for (const [name, want, args] of rows) t.equal(ratesSentence(...args), want, name)
})

t.test('metricNotes: the rates from the lines, every other entry the standard one; no lines, the standard ones', async (t) => {
  const notes = metricNotes(['mean', 'excellentRate', 'lowRate', 'absent'], MIXED)
  t.same(notes.map((n) => n.term), ['平均分', '优秀率', '低分率', '未考'])
  t.same(notes[0], METRIC_NOTES.mean)
  t.equal(notes[1]!.formula, '得分 ≥ 75 %·W 的人数 / N')
  t.equal(notes[2]!.formula, '得分 < 40 %·W 的人数 / N')
  t.match(notes[1], { population: METRIC_NOTES.excellentRate.population, rounding: METRIC_NOTES.excellentRate.rounding }, 'a rate stated with the lines keeps whom it counts and its rounding')
  t.same(metricNotes(['excellentRate'], undefined), [METRIC_NOTES.excellentRate], 'a page without lines: the definition')
  t.notMatch(METRIC_NOTES.excellentRate.formula, /85/, 'the definition names no exam\'s line in its formula')
})
