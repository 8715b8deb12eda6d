// The tolerant boundary (DESIGN.md "Reading the upstream"): defaults fill what the spec does not promise,
// nulls there count as absent, unknown fields are ignored, derived fields are derived, and a promised
// field missing or of the wrong type throws BFF_ERR_UPSTREAM_CONTRACT (502 upstream), reported once per
// call and field but counted every time.
import t from 'tap'
import { Type } from 'typebox'
import { AnswerDecoder, dropNulls, type ContractBreach } from '../../src/lib/answer-decoder.ts'
import { BffError } from '../../src/errors.ts'

function rig() {
  const breaches: Array<[ContractBreach, boolean]> = []
  const undecoded: Array<[string, boolean]> = []
  const decoder = new AnswerDecoder({ breach: (b, first) => breaches.push([b, first]), undecoded: (c, first) => undecoded.push([c, first]) })
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
  const { decoder, undecoded } = rig()
  const data = { anything: [1] }
  t.equal(decoder.decode('POST', '/api/v4/exam/overview', data), data)
  decoder.decode('POST', '/api/v4/exam/overview', data)
  t.same(undecoded, [['POST /api/v4/exam/overview', true], ['POST /api/v4/exam/overview', false]])
  t.ok(decoder.undecodedCalls.has('POST /api/v4/exam/overview'))
})

t.test('the compare list keeps its items undecoded for the per-item pass; its total is promised', async (t) => {
  const { decoder } = rig()
  t.match(decoder.decode('POST', '/report/obt/v1/exam/compare/list', { examList: [{ x: 1 }], schools: [], total: 1 }), { examList: [{ x: 1 }], total: 1 })
  t.throws(() => decoder.decode('POST', '/report/obt/v1/exam/compare/list', { examList: [], schools: [] }), { code: 'BFF_ERR_UPSTREAM_CONTRACT' })
})

t.test('dropNulls copies only what it changes and keeps nulls a schema admits', async (t) => {
  const schema = Type.Object({ a: Type.String({ default: '' }), b: Type.Union([Type.String(), Type.Null()], { default: null }), c: Type.String() })
  const value = { a: null, b: null, c: null }
  t.same(dropNulls(schema, value), { b: null, c: null })
  t.same(value, { a: null, b: null, c: null }, 'input untouched')
  const clean = { a: 'x', b: 'y', c: 'z' }
  t.equal(dropNulls(schema, clean), clean, 'same object when nothing changes')
})
