// parseJsonInTurns: JSON.parse's value and errors, with turns between slices.
import t from 'tap'
import fc from 'fast-check'
import { isDeepStrictEqual } from 'node:util'
import { parseJsonInTurns } from '../../src/lib/json-in-turns.ts'

const turn = () => new Promise<void>((resolve) => setImmediate(resolve))
/** Small batches and no time at all per slice: every path of the split taken on small texts. */
const tight = (batchChars: number) => ({ turn, batchChars, sliceMs: 0 })

async function outcome(text: string, batchChars: number): Promise<{ value?: unknown; error?: string }> {
  try {
    return { value: await parseJsonInTurns(text, tight(batchChars)) }
  } catch (error) {
    return { error: error instanceof SyntaxError ? 'SyntaxError' : String(error) }
  }
}
function native(text: string): { value?: unknown; error?: string } {
  try {
    return { value: JSON.parse(text) }
  } catch {
    return { error: 'SyntaxError' }
  }
}
const same = (a: { value?: unknown; error?: string }, b: { value?: unknown; error?: string }) =>
  a.error === b.error && isDeepStrictEqual(a.value, b.value) && JSON.stringify(a.value) === JSON.stringify(b.value)

t.test('any JSON value, compact or indented, split at any batch size: JSON.parse’s value, keys in its order', async (t) => {
  await fc.assert(
    fc.asyncProperty(fc.jsonValue({ maxDepth: 8 }), fc.constantFrom(0, 2, '\t'), fc.integer({ min: 1, max: 64 }), async (v, indent, batchChars) => {
      const text = JSON.stringify(v, null, indent)
      return same(await outcome(` \n${text}\r\n`, batchChars), native(` \n${text}\r\n`))
    }),
    { numRuns: 400 },
  )
  t.pass('400 random values')
})

t.test('a text broken by one character: an error exactly where JSON.parse has one', async (t) => {
  const broken = fc.tuple(fc.jsonValue(), fc.nat(), fc.constantFrom('', ',', ':', '"', '[', ']', '{', '}', '\\', ' ', '1'), fc.integer({ min: 1, max: 32 })).map(([v, at, c, batchChars]) => {
    const text = JSON.stringify(v, null, 1)
    const i = text.length === 0 ? 0 : at % text.length
    // Either the character at i replaced, or (c empty) removed.
    return { text: text.slice(0, i) + c + text.slice(i + 1), batchChars }
  })
  await fc.assert(
    fc.asyncProperty(broken, async ({ text, batchChars }) => same(await outcome(text, batchChars), native(text))),
    { numRuns: 600 },
  )
  t.pass('600 broken texts')
})

t.test('as JSON.parse: __proto__ an own key, the last of equal keys kept, escaped quotes inside strings', async (t) => {
  const text = '{"__proto__":{"x":1},"a":[1,2,3,"]\\"[,"],"a":[4],"b":{"c":"}{","d":[[],{}]}}'
  for (const batchChars of [1, 4, 16, 1000]) {
    const got = (await parseJsonInTurns(text, tight(batchChars))) as Record<string, unknown>
    t.same(Object.getPrototypeOf(got), Object.prototype, `batch ${batchChars}: the prototype untouched`)
    t.ok(isDeepStrictEqual(got, JSON.parse(text)) && JSON.stringify(got) === JSON.stringify(JSON.parse(text)), `batch ${batchChars}`)
  }
})

t.test('a large list of objects is parsed in many turns, each short', async (t) => {
  const classes = Array.from({ length: 20000 }, (_, i) => ({ key: `class:${i}`, type: 'class', id: String(i), name: `高二(${i % 20})班`, schoolId: String(i % 2000) }))
  const text = JSON.stringify({ code: 0, data: { groups: { class: classes } } })
  let turns = 0
  const value = await parseJsonInTurns(text, { turn: () => (turns++, turn()), sliceMs: 1 })
  t.ok(isDeepStrictEqual(value, JSON.parse(text)), 'the same value')
  t.ok(turns >= 5, `yielded ${turns} turns`)
})

t.test('a hostile answer nested 200,000 deep is parsed (or refused) as JSON.parse does, in one pass over it, not one per level', async (t) => {
  const deep = `${'['.repeat(200000)}1${']'.repeat(200000)}`
  const got = await outcome(deep, 64)
  const want = native(deep)
  t.equal(got.error === undefined, want.error === undefined, 'parsed exactly when JSON.parse parses it')
  // Walked down, not compared whole (a deep comparison would overflow the stack itself).
  const depthOf = (v: unknown) => {
    let depth = 0
    while (Array.isArray(v) && v.length === 1) {
      v = v[0]
      depth++
    }
    return [depth, v]
  }
  if (got.error === undefined) t.same(depthOf(got.value), depthOf(want.value), '200,000 arrays around 1')
})
