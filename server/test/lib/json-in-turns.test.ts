// parseJsonInTurns: JSON.parse's value and errors on the body's text, with turns between slices, never decoding the body whole.
import t from 'tap'
import fc from 'fast-check'
import { isDeepStrictEqual } from 'node:util'
import { parseJsonInTurns } from '../../src/lib/json-in-turns.ts'

const turn = () => new Promise<void>((resolve) => setImmediate(resolve))
/** Small batches and no time at all per slice: every path of the split taken on small texts. */
const tight = (batchBytes: number) => ({ turn, batchBytes, sliceMs: 0 })

async function outcome(text: string, batchChars: number): Promise<{ value?: unknown; error?: string }> {
  try {
    return { value: await parseJsonInTurns(Buffer.from(text), tight(batchChars)) }
  } catch (error) {
    return { error: error instanceof SyntaxError ? 'SyntaxError' : String(error) }
  }
}
/** What JSON.parse makes of the body a text is sent as (a lone surrogate is sent as U+FFFD). */
function native(text: string | Buffer): { value?: unknown; error?: string } {
  try {
    return { value: JSON.parse(Buffer.from(text).toString('utf8')) }
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

t.test('Chinese text and bytes that are not UTF-8 anywhere in a body: JSON.parse of its whole decode', async (t) => {
  // Multi-byte characters in keys and strings, and stray bytes (a cut character, a lone continuation, 0xff) put in.
  const names = fc.array(fc.record({ 名称: fc.constantFrom('云州市第一中学', '高二(3)班', 'é', '😀', ''), 分数: fc.double({ noNaN: true, noDefaultInfinity: true }) }), { maxLength: 12 })
  const stray = fc.constantFrom([0xe4, 0xba], [0x80], [0xff], [0xf0, 0x9f, 0x98], [0xc3])
  const body = fc.tuple(names, fc.nat(), stray, fc.boolean(), fc.integer({ min: 1, max: 48 })).map(([rows, at, bytes, spoil, batchBytes]) => {
    const clean = Buffer.from(JSON.stringify({ code: 0, data: { rows } }))
    if (!spoil) return { body: clean, batchBytes }
    const i = at % (clean.length + 1)
    return { body: Buffer.concat([clean.subarray(0, i), Buffer.from(bytes), clean.subarray(i)]), batchBytes }
  })
  await fc.assert(
    fc.asyncProperty(body, async ({ body, batchBytes }) => {
      let got: { value?: unknown; error?: string }
      try {
        got = { value: await parseJsonInTurns(body, tight(batchBytes)) }
      } catch (error) {
        got = { error: error instanceof SyntaxError ? 'SyntaxError' : String(error) }
      }
      return same(got, native(body))
    }),
    { numRuns: 600 },
  )
  t.pass('600 bodies')
})

t.test('as JSON.parse: __proto__ an own key, the last of equal keys kept, escaped quotes inside strings', async (t) => {
  const text = '{"__proto__":{"x":1},"a":[1,2,3,"]\\"[,"],"a":[4],"b":{"c":"}{","d":[[],{}]}}'
  for (const batchChars of [1, 4, 16, 1000]) {
    const got = (await parseJsonInTurns(Buffer.from(text), tight(batchChars))) as Record<string, unknown>
    t.same(Object.getPrototypeOf(got), Object.prototype, `batch ${batchChars}: the prototype untouched`)
    t.ok(isDeepStrictEqual(got, JSON.parse(text)) && JSON.stringify(got) === JSON.stringify(JSON.parse(text)), `batch ${batchChars}`)
  }
})

t.test('a large list of objects is parsed in many turns, each short', async (t) => {
  const classes = Array.from({ length: 20000 }, (_, i) => ({ key: `class:${i}`, type: 'class', id: String(i), name: `高二(${i % 20})班`, schoolId: String(i % 2000) }))
  const text = JSON.stringify({ code: 0, data: { groups: { class: classes } } })
  let turns = 0
  const value = await parseJsonInTurns(Buffer.from(text), { turn: () => (turns++, turn()), sliceMs: 1 })
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
