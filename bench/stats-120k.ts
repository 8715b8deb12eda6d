import { pathToFileURL } from 'node:url'
import { describe, type Descriptive } from '../fixtures/src/analytics/descriptive.ts'
import { discrimination } from '../fixtures/src/analytics/discrimination.ts'
import { bandCounts, bandLinesByRatio, bandMembers } from '../fixtures/src/analytics/grade-bands.ts'
import { meansByGroup } from '../fixtures/src/analytics/groups.ts'
import { itemDifficulty, itemDiscrimination, itemTotalCorrelation, knowledgeMastery, optionDistribution } from '../fixtures/src/analytics/items.ts'
import { groupRanks, rankBands } from '../fixtures/src/analytics/ranking.ts'
import { rates, ratesByGroup } from '../fixtures/src/analytics/rates.ts'
import { cronbachAlpha, sampleCorrelation } from '../fixtures/src/analytics/reliability.ts'
import type { ScoreArray } from '../fixtures/src/analytics/score-input.ts'
import { scoreOrder } from '../fixtures/src/analytics/score-order.ts'
import { segmentCountsByGroup, segments, SUBJECT_SEGMENT_STEP, TOTAL_SEGMENT_STEP } from '../fixtures/src/analytics/segments.ts'
import { examById } from '../fixtures/src/dataset/exams.ts'
import { examStudents } from '../fixtures/src/dataset/participants.ts'
import { PROVINCE_EXAM_ID } from '../fixtures/src/dataset/province-exam.ts'
import { approximateBytes, examScores } from '../fixtures/src/scores/exam-scores.ts'
import type { ExamScores, PaperScores } from '../fixtures/src/scores/types.ts'

interface Row {
  subject: string
  full: number
  d: Descriptive
  discrimination: number | null
  alpha: number | null
  excellent: number | null
  pass: number | null
  line15: number | null
  rTotal: number | null
}

const MB = 2 ** 20
const ms = (t: number): string => `${t.toFixed(0)} ms`

/** Wall and CPU (user + system) time of one step: the CPU figure holds up on a busy machine. */
interface Timed {
  wall: number
  cpu: number
}

function timed<T>(f: () => T): [T, Timed] {
  const cpu = process.cpuUsage()
  const start = performance.now()
  const value = f()
  const used = process.cpuUsage(cpu)
  return [value, { wall: performance.now() - start, cpu: (used.user + used.system) / 1000 }]
}

const cell = (t: Timed): string => `${ms(t.wall)} | ${ms(t.cpu)}`
const memory = (): { heap: number; buffers: number } => {
  const m = process.memoryUsage()
  return { heap: m.heapUsed / MB, buffers: m.arrayBuffers / MB }
}

/**
 * Scenario: the provincial exam (120,000 examinees, 9 papers) generated from the score model, then
 * every statistic of the analytics engine over it — per paper and for the total: descriptive
 * statistics, ranks at exam / school / class scope, segments, rates (exam and per unit), grade bands,
 * discrimination, rank bands; per paper Cronbach α from the item matrix; and the question statistics
 * (difficulty, discrimination, item–total r, option shares, knowledge mastery by class).
 */
export async function stats120kScenario(): Promise<string> {
  const before = memory()
  const [exam, catalogue] = timed(() => examById(PROVINCE_EXAM_ID))
  if (!exam) throw new Error(`no exam ${PROVINCE_EXAM_ID}`)
  const [, roster] = timed(() => examStudents(exam))
  const [cube, generation] = timed(() => examScores(exam))
  const generated = memory()
  const [rows, stats] = timed(() => coreStatistics(cube))
  const [itemCount, items] = timed(() => questionStatistics(cube))
  const after = memory()
  const both: Timed = { wall: roster.wall + generation.wall, cpu: roster.cpu + generation.cpu }

  const pct = (x: number | null): string => (x === null ? '—' : `${(100 * x).toFixed(1)} %`)
  const num = (x: number | null, d = 1): string => (x === null ? '—' : x.toFixed(d))
  return [
    `### Statistics over the 120,000-examinee exam`,
    '',
    `${exam.name}: ${cube.students.length.toLocaleString('en')} examinees, ${cube.schoolIds.length} schools, ${cube.classIds.length.toLocaleString('en')} classes, ${cube.papers.length} papers (${itemCount} items).`,
    '',
    '| step | wall | CPU |',
    '| --- | --- | --- |',
    `| catalogue (first use) | ${cell(catalogue)} |`,
    `| roster: 120,000 students generated | ${cell(roster)} |`,
    `| score cube generated (items, choices, scores, total) | ${cell(generation)} |`,
    `| **generation** | **${cell(both).replace(' | ', '** | **')}** |`,
    `| statistics: describe, ranks ×3 scopes, segments, rates, grade bands, discrimination, rank bands, α — 9 papers + total | **${cell(stats).replace(' | ', '** | **')}** |`,
    `| question statistics: difficulty, discrimination, item–total r, option shares, knowledge mastery by class | ${cell(items)} |`,
    '',
    `Memory (heap + array buffers): ${(before.heap + before.buffers).toFixed(0)} MB before, ${(generated.heap + generated.buffers).toFixed(0)} MB with the cube (heap ${generated.heap.toFixed(0)} MB, buffers ${generated.buffers.toFixed(0)} MB), ${(after.heap + after.buffers).toFixed(0)} MB after the statistics; the cube's own typed arrays ≈ ${(approximateBytes(cube) / MB).toFixed(0)} MB.`,
    '',
    '| paper | full | N | mean | SD | difficulty | discrimination | α | 优秀 | 及格 | top-15 % line | r with total |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...rows.map(
      (r) =>
        `| ${r.subject} | ${r.full} | ${r.d.count.toLocaleString('en')} | ${num(r.d.mean)} | ${num(r.d.standardDeviation)} | ${num(r.d.difficulty, 2)} | ${num(r.discrimination, 2)} | ${num(r.alpha, 3)} | ${pct(r.excellent)} | ${pct(r.pass)} | ${num(r.line15)} | ${num(r.rTotal, 2)} |`,
    ),
  ].join('\n')
}

/** The per-paper and total statistics every report page draws on. */
function coreStatistics(cube: ExamScores): Row[] {
  const columns: { subject: string; full: number; scores: ScoreArray; paper?: PaperScores }[] = [
    ...cube.papers.map((p) => ({ subject: p.subject, full: p.full, scores: p.scores, paper: p })),
    { subject: '总分', full: cube.papers.reduce((t, p) => t + p.full, 0), scores: cube.total },
  ]
  const schools = cube.schoolIds.length
  const classes = cube.classIds.length
  return columns.map(({ subject, full, scores, paper }) => {
    const step = paper ? SUBJECT_SEGMENT_STEP : TOTAL_SEGMENT_STEP
    const d = describe(scores, full)
    const { order, ranks, values } = scoreOrder(scores)
    groupRanks(scores, cube.schoolIndex, schools, order)
    groupRanks(scores, cube.classIndex, classes, order)
    segments(scores, full, step)
    segmentCountsByGroup(scores, cube.schoolIndex, full, step, schools)
    segmentCountsByGroup(scores, cube.classIndex, full, step, classes)
    const r = rates(scores, full)
    ratesByGroup(scores, cube.schoolIndex, full, undefined, undefined, schools)
    ratesByGroup(scores, cube.classIndex, full, undefined, undefined, classes)
    meansByGroup(scores, cube.schoolIndex, schools)
    meansByGroup(scores, cube.classIndex, classes)
    const lines = bandLinesByRatio(scores, undefined, values)
    bandCounts(bandMembers(scores, lines), lines.length)
    const disc = discrimination(scores, full, undefined, order)
    rankBands(ranks)
    rankBands(ranks, cube.schoolIndex, undefined, schools)
    rankBands(ranks, cube.classIndex, undefined, classes)
    const alpha = paper ? cronbachAlpha(paper.items, paper.questions.length) : null
    return {
      subject,
      full,
      d,
      discrimination: disc,
      alpha,
      excellent: r.excellent.share,
      pass: r.pass.share,
      line15: lines[0] ?? null,
      rTotal: paper ? sampleCorrelation(scores, cube.total) : null,
    }
  })
}

/** Question statistics of every paper; answers the number of items. */
function questionStatistics(cube: ExamScores): number {
  let count = 0
  const n = cube.students.length
  const codes = new Int32Array(n)
  for (const p of cube.papers) {
    const k = p.questions.length
    const full = p.questions.map((q) => q.score)
    count += k
    itemDifficulty(p.items, full)
    itemDiscrimination(p.items, full, p.scores)
    itemTotalCorrelation(p.items, k, p.scores)
    p.questions.forEach((q, j) => {
      if (!q.isObjective) return
      for (let i = 0; i < n; i++) codes[i] = p.choices[i * k + j]!
      optionDistribution(codes, q.options ?? 4)
    })
    const points = [...new Set(p.knowledge.flat())]
    const item: number[] = []
    const point: number[] = []
    p.knowledge.forEach((ids, j) => ids.forEach((id) => (item.push(j), point.push(points.indexOf(id)))))
    knowledgeMastery(p.items, full, { item: Int32Array.from(item), point: Int32Array.from(point) }, points.length, cube.classIndex, cube.classIds.length)
  }
  return count
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.stdout.write((await stats120kScenario()) + '\n')
}
