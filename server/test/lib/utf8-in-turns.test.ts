// decodeUtf8InTurns: buffer.toString('utf8') in chunks, never cutting a character.
import t from 'tap'
import fc from 'fast-check'
import { decodeUtf8InTurns } from '../../src/lib/utf8-in-turns.ts'

const turn = () => new Promise<void>((resolve) => setImmediate(resolve))

t.test('any text, in chunks of any size: the same string as one toString', async (t) => {
  await fc.assert(
    fc.asyncProperty(fc.string({ unit: 'binary', maxLength: 200 }), fc.integer({ min: 1, max: 16 }), async (text, chunk) => {
      const buffer = Buffer.from(text, 'utf8')
      return (await decodeUtf8InTurns(buffer, turn, chunk)) === buffer.toString('utf8')
    }),
    { numRuns: 500 },
  )
  t.pass('500 random texts (1- to 4-byte characters)')
})

t.test('bytes that are not UTF-8, cut anywhere: what toString makes of them', async (t) => {
  await fc.assert(
    fc.asyncProperty(fc.uint8Array({ maxLength: 200 }), fc.integer({ min: 1, max: 16 }), async (bytes, chunk) => {
      const buffer = Buffer.from(bytes)
      const text = await decodeUtf8InTurns(buffer, turn, chunk)
      return text === buffer.toString('utf8')
    }),
    { numRuns: 500 },
  )
  t.pass('500 random byte strings')
})

t.test('a body of Chinese figures decoded with turns between chunks', async (t) => {
  const body = Buffer.from(JSON.stringify({ code: 0, data: Array.from({ length: 2_000 }, (_, i) => ({ name: `云州市第${i}中学`, mean: i / 3 })) }))
  let turns = 0
  const text = await decodeUtf8InTurns(body, async () => void turns++, 4_096)
  t.equal(text, body.toString('utf8'))
  t.equal(turns, Math.ceil(body.length / 4_096) - 1, 'a turn between every two chunks')
  t.equal(await decodeUtf8InTurns(Buffer.from('小'), async () => void t.fail('no turn for one chunk')), '小')
})
