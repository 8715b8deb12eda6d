// Issue 22, speed ("longest stall … ≤ 50 ms"): npm start compiles the answers' checks once listening, one
// schema per turn of the event loop, so the first request of a view does not compile them on the thread
// that serves; the requests in between are answered.
import t from 'tap'
import { Type } from 'typebox'
import { AnswerDecoder } from '../../src/lib/answer-decoder.ts'
import { UPSTREAM_ANSWERS } from '@report/contracts/upstream/answers'

const quiet = { breach: () => undefined, undecoded: () => undefined }

t.test('warm() compiles every schema of the registry, yielding between them', async (t) => {
  const registry = { 'GET /a': Type.Object({ a: Type.Number() }), 'GET /b': Type.Object({ b: Type.String() }), 'GET /c': Type.Array(Type.Integer()) }
  const decoder = new AnswerDecoder(quiet, registry)
  t.equal(decoder.compiled, 0, 'nothing compiled at construction')
  const warmed = decoder.warm()
  t.equal(decoder.compiled, 1, 'one schema before the first yield')
  await warmed
  t.equal(decoder.compiled, 3, 'every schema compiled')
  t.same(decoder.decode('GET', '/a', { a: 1 }), { a: 1 }, 'and used by decode')
})

t.test('the real registry warms whole', async (t) => {
  const decoder = new AnswerDecoder(quiet)
  await decoder.warm()
  t.equal(decoder.compiled, new Set(Object.values(UPSTREAM_ANSWERS)).size)
})
