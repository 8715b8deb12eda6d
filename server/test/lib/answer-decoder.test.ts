// The tolerant boundary (DESIGN.md "Reading the upstream"): defaults fill what the spec does not promise,
// nulls there count as absent, unknown fields are ignored, derived fields are derived, and a promised
// field missing or of the wrong type throws BFF_ERR_UPSTREAM_CONTRACT (502 upstream), reported once per
// call and field but counted every time.
import t from 'tap'
import { Type, type TSchema } from 'typebox'
import { AnswerDecoder, fillDefaults, schemaPointer, type ContractBreach } from '../../src/lib/answer-decoder.ts'
import { BffError } from '../../src/errors.ts'

function rig(registry?: Record<string, TSchema>) {
  const breaches: Array<[ContractBreach, boolean]> = []
  const undecoded: Array<[string, boolean]> = []
  const decoder = new AnswerDecoder({ breach: (b, first) => breaches.push([b, first]), undecoded: (c, first) => undecoded.push([c, first]) }, registry)
  return { decoder, breaches, undecoded }
}

t.test('a minimal user decodes: defaults filled, accountType derived, unknown fields ignored', async (t) => {
  const { decoder, breaches } = rig()
  const data = decoder.decode<{ user: Record<string, unknown> }>('GET', '/report/obt/v1/user/info', { user: { id: 'u', schoolid: 's', auth: { topRole: 2, isStudent: false }, extra: 1 } })
  t.match(data.user, { id: 'u', accountType: 'county', versionName: '', isSimple: false, auth: { roleNum: 0, isSchoolManager: false } })
  t.same(breaches, [])
})

t.test('the PDF path (/report/pdf/…) and a query find the same schema', async (t) => {
  const { decoder } = rig()
  const data = decoder.decode<{ user: { accountType: string } }>('GET', '/report/pdf/v1/user/info?x=1', { user: { id: 'u', schoolid: 's', auth: { topRole: 1, isStudent: false } } })
  t.equal(data.user.accountType, 'city')
})

t.test('nulls where nothing is promised count as absent; a promised null is a breach', async (t) => {
  const { decoder, breaches } = rig()
  const data = decoder.decode<{ user: { versionName: string; managedSchoolIds: string[] } }>('GET', '/obt/v1/user/info', {
    user: { id: 'u', schoolid: 's', versionName: null, managedSchoolIds: null, auth: { topRole: 7, roleNum: null, isStudent: false } },
  })
  t.equal(data.user.versionName, '')
  t.same(data.user.managedSchoolIds, [])
  t.throws(() => decoder.decode('GET', '/obt/v1/user/info', { user: { id: null, schoolid: 's', auth: { topRole: 7, isStudent: false } } }), { code: 'BFF_ERR_UPSTREAM_CONTRACT' })
  t.same(breaches.map(([b]) => b.field), ['/user/id'])
})

t.test('a breach is a 502 upstream, reported first once per call and field, every time to the counter', async (t) => {
  const { decoder, breaches } = rig()
  for (let i = 0; i < 3; i++) {
    try {
      decoder.decode('GET', '/obt/v1/user/info', { user: { id: 'u', schoolid: 's', auth: { topRole: 'one', isStudent: false } } })
      t.fail('should throw')
    } catch (error) {
      t.ok(error instanceof BffError)
      t.match(error, { statusCode: 502, kind: 'upstream', code: 'BFF_ERR_UPSTREAM_CONTRACT' })
    }
  }
  t.same(breaches.map(([b, first]) => [b.call, b.field, first]), [
    ['GET /obt/v1/user/info', '/user/auth/topRole', true],
    ['GET /obt/v1/user/info', '/user/auth/topRole', false],
    ['GET /obt/v1/user/info', '/user/auth/topRole', false],
  ])
})

t.test('a missing promised field names the field, not its parent', async (t) => {
  const { decoder, breaches } = rig()
  t.throws(() => decoder.decode('POST', '/report/exam/v1/exam/info/all', { examid: 'e', org: 0, grade: '高一', time: '2024-01-01' }))
  t.equal(breaches[0]![0].field, '/name')
})

t.test('list items decode one by one: broken ones are dropped and reported with folded indices', async (t) => {
  const { decoder, breaches } = rig()
  const schema = Type.Object({ id: Type.String(), n: Type.Integer({ default: 0 }) })
  const { items, dropped } = decoder.items<{ id: string; n: number }>(schema, 'POST /x', [{ id: 'a' }, { id: 1 }, { id: 'c', n: 2 }, null], '/examList')
  t.same(items, [{ id: 'a', n: 0 }, { id: 'c', n: 2 }])
  t.equal(dropped, 2)
  t.same(breaches.map(([b]) => b.field), ['/examList/*/id', '/examList/*'])
})

t.test('a call the registry does not know passes as sent and is reported once', async (t) => {
  const { decoder, undecoded } = rig({ 'GET /obt/v1/user/info': Type.Object({ user: Type.Unknown() }) })
  const data = { anything: [1] }
  t.equal(decoder.decode('POST', '/api/v4/exam/unregistered', data), data)
  decoder.decode('POST', '/api/v4/exam/unregistered', data)
  t.same(undecoded, [['POST /api/v4/exam/unregistered', true], ['POST /api/v4/exam/unregistered', false]])
  t.ok(decoder.undecodedCalls.has('POST /api/v4/exam/unregistered'))
})

t.test('the compare list keeps its items undecoded for the per-item pass; its total is promised', async (t) => {
  const { decoder } = rig()
  t.match(decoder.decode('POST', '/report/obt/v1/exam/compare/list', { examList: [{ x: 1 }], schools: [], total: 1 }), { examList: [{ x: 1 }], total: 1 })
  t.throws(() => decoder.decode('POST', '/report/obt/v1/exam/compare/list', { examList: [], schools: [] }), { code: 'BFF_ERR_UPSTREAM_CONTRACT' })
})

t.test('fillDefaults: nulls where nothing is promised go, defaults fill (nested, copied), promised and nullable nulls stay', async (t) => {
  const fallback: string[] = []
  const schema = Type.Object({
    a: Type.String({ default: '' }),
    b: Type.Union([Type.String(), Type.Null()], { default: null }),
    c: Type.String(),
    list: Type.Array(Type.String(), { default: fallback }),
    nested: Type.Object({ n: Type.Integer({ default: 3 }) }, { default: {} }),
    rows: Type.Array(Type.Object({ k: Type.String(), v: Type.Integer({ default: 0 }) })),
    either: Type.Union([Type.Object({ q: Type.String({ default: 'q' }) }), Type.Null()]),
  })
  const value = { a: null, b: null, c: null, rows: [{ k: 'x' }, { k: 'y', v: null }], either: {} }
  t.same(fillDefaults(schema, value), { b: null, c: null, rows: [{ k: 'x', v: 0 }, { k: 'y', v: 0 }], either: { q: 'q' }, a: '', list: [], nested: { n: 3 } })
  t.not((value as unknown as { list: string[] }).list, fallback, 'a default is copied, never shared')
})

t.test('schemaPointer folds indices and record keys, so labels stay bounded', async (t) => {
  t.equal(schemaPointer('#/properties/user/properties/auth/properties/topRole'), '/user/auth/topRole')
  t.equal(schemaPointer('#/properties/arr/items'), '/arr/*')
  t.equal(schemaPointer('#/properties/r/patternProperties/^.*$/properties/x'), '/r/*/x')
  t.equal(schemaPointer('#/properties/u/anyOf/0/properties/q'), '/u/q')
  t.equal(schemaPointer('#'), '')
})

t.test('a breach inside a record names the field without the platform’s key', async (t) => {
  const { decoder, breaches } = rig({ 'GET /lines': Type.Object({ lines: Type.Record(Type.String(), Type.Object({ n: Type.Integer() })) }) })
  t.throws(() => decoder.decode('GET', '/lines', { lines: { 'any-name-1': { n: 'x' } } }))
  t.throws(() => decoder.decode('GET', '/lines', { lines: { 'any-name-2': {} } }))
  t.same(breaches.map(([b]) => b.field), ['/lines/*/n', '/lines/*/n'])
})
