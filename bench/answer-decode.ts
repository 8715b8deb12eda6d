import { performance } from 'node:perf_hooks'
import { buildUpstream } from '@report/fixtures/upstream/app'
import { ExamSchema } from '@report/contracts/upstream/exam'
import { AnswerDecoder } from '../server/src/lib/answer-decoder.ts'

/**
 * The boundary's cost on large answers (issue 32): the decode (read, fill, check, derive) of the city's
 * exam list (1,824 items, decoded item by item as views/exam-list-upstream.ts does) and of a 500-row
 * ranking table page, timed on parsed copies (the parse is the same before and after). Run in this tree
 * and in an export of the tree before the change, one after the other, to compare:
 *
 *   node --import tsx bench/answer-decode.ts [rounds]
 *
 * When the tree has the variant platform (server/test/helpers/variant-platform.ts), the same answers
 * re-encoded by it (numbers as text, dates as epochs, maps, …) are timed too: the price of reading
 * other forms, which the tree before could not read at all.
 */
const ROUNDS = Number(process.argv[2] ?? 100)
const NOW = new Date('2026-11-21T02:00:00Z')
const JOINT = '280162611180'
const LIST = '/report/obt/v1/exam/compare/list'
const RANKING = '/report/analysis/v1/exam/irrank/table'

interface Answer {
  label: string
  method: 'POST'
  path: string
  text: string
  /** The compare list: its items decoded one by one after the page. */
  items: boolean
}

async function answersOf(upstream: ReturnType<typeof buildUpstream>, label: string): Promise<Answer[]> {
  const cookie = 'fxtoken=demo-city'
  const ask = async (url: string, payload: object) => {
    const res = await upstream.inject({ method: 'POST', url, headers: { cookie }, payload })
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body.slice(0, 200)}`)
    return (JSON.parse(res.body) as { data: Record<string, unknown> }).data
  }
  // The whole list as one answer: pages of 500 (the call's largest), their items joined.
  const list = await ask(LIST, { offset: 0, limit: 500 })
  const items = list.examList as unknown[]
  for (let offset = 500; offset < Number(list.total); offset += 500) items.push(...((await ask(LIST, { offset, limit: 500 })).examList as unknown[]))
  const ranking = await ask(RANKING, { examid: JOINT, org: 0, offset: 0, limit: 500 })
  return [
    { label: `exam list, ${items.length} items${label}`, method: 'POST', path: LIST, text: JSON.stringify(list), items: true },
    { label: `ranking table, ${(ranking.items as unknown[]).length} rows${label}`, method: 'POST', path: RANKING, text: JSON.stringify(ranking), items: false },
  ]
}

function time(answer: Answer, decoder: AnswerDecoder): { median: number; min: number } {
  const runs: number[] = []
  for (let i = 0; i < ROUNDS + 3; i++) {
    // A fresh parse per round (the decode fills it in place), outside the time.
    const copy = JSON.parse(answer.text) as unknown
    const start = performance.now()
    const page = decoder.decode<{ examList?: unknown[] }>(answer.method, answer.path, copy)
    if (answer.items) {
      const { dropped } = decoder.items(ExamSchema, 'POST /obt/v1/exam/compare/list', page.examList ?? [], '/examList')
      if (dropped > 0) throw new Error(`${answer.label}: ${dropped} items dropped`)
    }
    // The first rounds compile the checks and warm the JIT.
    if (i >= 3) runs.push(performance.now() - start)
  }
  runs.sort((a, b) => a - b)
  return { median: runs[Math.floor(runs.length / 2)]!, min: runs[0]! }
}

const decoder = new AnswerDecoder({ breach: (b) => { throw new Error(`breach ${b.call} ${b.field} ${b.problem}`) }, undecoded: () => {} })
const answers = await answersOf(buildUpstream({ now: () => NOW }), '')
const variant = await import('../server/test/helpers/variant-platform.ts').catch(() => null)
if (variant) answers.push(...(await answersOf(variant.buildVariantPlatform({ now: () => NOW, seed: 1 }), ', variant forms (seed 1)')))

console.log(`| answer | bytes | median ms | min ms |\n|---|---:|---:|---:|`)
for (const answer of answers) {
  const { median, min } = time(answer, decoder)
  console.log(`| ${answer.label} | ${answer.text.length} | ${median.toFixed(2)} | ${min.toFixed(2)} |`)
}
