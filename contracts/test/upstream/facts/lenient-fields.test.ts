// The lenient field builders are ordinary schemas of the normal form (the same JSON schema, checks and
// static type) that carry their reader where the boundary finds it, through Optional, unions and
// spread properties, and never into a JSON schema.
import t from 'tap'
import { Type } from 'typebox'
import { Value } from 'typebox/value'
import { factReaderOf, IdNameCollection, KeyedCollection, LenientDate, LenientEpochMs } from '../../../src/upstream/facts/lenient-fields.ts'
import { ExamSchema, ExamListPageSchema } from '../../../src/upstream/exam.ts'

t.test('the JSON schema is the normal form’s: the reader is not in it', async (t) => {
  t.same(JSON.parse(JSON.stringify(LenientDate({ default: '' }))), { type: 'string', description: 'YYYY-MM-DD', default: '' })
  t.same(JSON.parse(JSON.stringify(LenientEpochMs())), { type: 'integer', description: 'epoch ms' })
  t.ok(Value.Check(LenientDate(), '2024-11-05'))
  t.notOk(Value.Check(LenientDate(), 1730736000000), 'the check is of the normal form: reading happens before it')
})

t.test('the reader rides through Optional, a union with null and spread properties', async (t) => {
  t.equal(factReaderOf(Type.Optional(LenientDate()))?.kind, 'date')
  const nullable = Type.Union([Type.Null(), LenientEpochMs()])
  t.equal(factReaderOf(nullable.anyOf[1]!)?.kind, 'epoch-ms')
  const spread = Type.Object({ ...ExamSchema.properties })
  t.equal(factReaderOf(spread.properties.time)?.kind, 'date')
  t.equal(factReaderOf(Type.String()), undefined, 'a plain field has none')
})

t.test('collections read lists and maps; the schema stays a list', async (t) => {
  const schools = IdNameCollection(Type.Object({ id: Type.String(), name: Type.String() }))
  t.equal((schools as { type?: string }).type, 'array')
  t.same(factReaderOf(schools)?.read({ s1: '一中' }), [{ id: 's1', name: '一中' }])
  t.same(factReaderOf(ExamListPageSchema.properties.schools)?.keys, { key: 'id', name: 'name' }, 'the compare list’s schools (spec 1 §3)')
  const papers = KeyedCollection(Type.Object({ pindex: Type.Integer() }), { key: 'pindex' })
  t.equal(factReaderOf(papers)?.isNormal([]), true)
  t.equal(factReaderOf(papers)?.isNormal({}), false)
})

t.test('isNormal is the cheap check before reading: only the normal form passes', async (t) => {
  const date = factReaderOf(LenientDate())!
  t.ok(date.isNormal('2024-11-05'))
  for (const other of ['2024/11/05', 1730736000000, '2024-11-05T00:00:00Z', '']) t.notOk(date.isNormal(other), JSON.stringify(other))
  const epoch = factReaderOf(LenientEpochMs())!
  t.ok(epoch.isNormal(1730736000000))
  t.ok(epoch.isNormal(0), 'no time')
  t.notOk(epoch.isNormal(1730736000), 'seconds are read into milliseconds')
  t.notOk(epoch.isNormal('1730736000000'))
})
