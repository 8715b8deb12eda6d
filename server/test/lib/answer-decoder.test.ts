// The tolerant boundary (DESIGN.md "Reading the upstream"): defaults fill what the spec does not promise,
// nulls there count as absent, unknown fields are ignored, derived fields are derived, a value in another
// form of its fact is read (lib/answer-reading.ts), one no form reads costs its field or item (drift), and
// a promised field missing or unreadable outside any list throws BFF_ERR_UPSTREAM_CONTRACT (502 upstream),
// reported once per call and field but counted every time.
import t from 'tap'
import { Type, type Static, type TSchema } from 'typebox'
import { AnswerDecoder, schemaPointer, type ContractBreach, type Drift } from '../../src/lib/answer-decoder.ts'
import { readAnswer, readContext } from '../../src/lib/answer-reading.ts'
import { BffError } from '../../src/errors.ts'
import { NullableString } from '@report/contracts/upstream/reports/common'

function rig(registry?: Record<string, TSchema>) {
  const breaches: Array<[ContractBreach, boolean]> = []
  const drifts: Array<[Drift, boolean]> = []
  const undecoded: Array<[string, boolean]> = []
  const decoder = new AnswerDecoder({ breach: (b, first) => breaches.push([b, first]), drift: (d, first) => drifts.push([d, first]), undecoded: (c, first) => undecoded.push([c, first]) }, registry)
  return { decoder, breaches, drifts, undecoded }
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

t.test('list items decode one by one: unreadable ones are dropped and reported as drift with folded indices', async (t) => {
  const { decoder, breaches, drifts } = rig()
  const schema = Type.Object({ id: Type.String(), n: Type.Integer({ default: 0, minimum: 0 }) })
  const list = [{ id: 'a' }, { id: 1 }, { id: { x: 1 } }, { id: 'c', n: '2' }, null, { id: 'd', n: -1 }, { id: [] }]
  const { items, dropped } = decoder.items<{ id: string; n: number }>(schema, 'POST /x', list, '/examList')
  t.same(items, [{ id: 'a', n: 0 }, { id: '1', n: 0 }, { id: 'c', n: 2 }], 'a number id and a numeric string count are read')
  t.equal(dropped, 4)
  t.same(drifts.map(([d, first]) => [d.field, d.count, first]), [['/examList/*/id', 2, true], ['/examList/*', 1, true], ['/examList/*/n', 1, true]], 'counted per field, first once')
  t.same(breaches, [], 'no breach: the list stands')
})

t.test('a value no form reads costs its field (its default), or its item in a list; outside a list a promised one costs the answer', async (t) => {
  const schema = Type.Object({
    total: Type.Integer(),
    label: Type.String({ default: '' }),
    note: Type.Optional(Type.String()),
    rows: Type.Array(Type.Object({ key: Type.String(), score: Type.Number(), flag: Type.Boolean({ default: false }) })),
    series: Type.Array(Type.Number(), { default: [] }),
  })
  const { decoder, drifts, breaches } = rig({ 'GET /t': schema })
  const data = decoder.decode<Static<typeof schema>>('GET', '/t', {
    total: '3',
    label: { zh: '标签' },
    note: ['x'],
    rows: [{ key: 1, score: '95.5', flag: '1' }, { key: 'b', score: 'absent' }, { key: 'c', score: 80, flag: 'maybe' }],
    series: [1, '2', 'x'],
  })
  t.same(data, { total: 3, label: '', rows: [{ key: '1', score: 95.5, flag: true }, { key: 'c', score: 80, flag: false }], series: [] })
  t.same(drifts.map(([d]) => [d.field, d.count]).sort(), [['/label', 1], ['/note', 1], ['/rows/*/flag', 1], ['/rows/*/score', 1], ['/series/*', 1]])
  t.same(breaches, [])
  t.throws(() => decoder.decode('GET', '/t', { total: 'many', rows: [] }), { code: 'BFF_ERR_UPSTREAM_CONTRACT' })
  t.same(breaches.map(([b]) => [b.field, b.problem]), [['/total', 'cannot be read']])
})

t.test('an absent or null list is an empty one; a keyed collection may come as a map', async (t) => {
  const { decoder } = rig()
  const page = decoder.decode<{ schools: unknown[]; examList: unknown[] }>('POST', '/obt/v1/exam/compare/list', { examList: null, schools: { s1: '一中', s2: '二中' }, total: 0 })
  t.same(page.examList, [])
  t.same(page.schools, [{ id: 's1', name: '一中' }, { id: 's2', name: '二中' }])
  t.same(decoder.decode<{ schools: unknown[] }>('POST', '/obt/v1/exam/compare/list', { total: 0 }).schools, [])
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

t.test('readAnswer: nulls where nothing is promised go, defaults fill (nested, copied), nullable nulls stay, a promised null costs the item', async (t) => {
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
  const value = { a: null, b: null, c: 'c', rows: [{ k: 'x' }, { k: 'y', v: null }, { k: null }], either: {} }
  t.same(readAnswer(schema, value, readContext()), { b: null, c: 'c', rows: [{ k: 'x', v: 0 }, { k: 'y', v: 0 }], either: { q: 'q' }, a: '', list: [], nested: { n: 3 } })
  t.not((value as unknown as { list: string[] }).list, fallback, 'a default is copied, never shared')
})

t.test('readAnswer: a null item a list admits stays in its place (a student\'s unanswered item among the options)', async (t) => {
  const answers = Type.Object({ answers: Type.Array(NullableString, { default: [] }), scores: Type.Array(Type.Number(), { default: [] }) })
  const ctx = readContext()
  t.same(readAnswer(answers, { answers: ['A', null, '', 'BD'], scores: [5, '3', 0] }, ctx), { answers: ['A', null, '', 'BD'], scores: [5, 3, 0] })
  t.equal(ctx.drifts.size, 0, 'nothing drifted')
  // A null the list does not admit still breaks the positional list: its default, and one drift.
  const strict = readContext()
  t.same(readAnswer(answers, { answers: ['A'], scores: [5, null, 0] }, strict), { answers: ['A'], scores: [] })
  t.equal(strict.drifts.size, 1)
})

t.test('schemaPointer folds indices and record keys, so labels stay bounded', async (t) => {
  t.equal(schemaPointer('#/properties/user/properties/auth/properties/topRole'), '/user/auth/topRole')
  t.equal(schemaPointer('#/properties/arr/items'), '/arr/*')
  t.equal(schemaPointer('#/properties/r/patternProperties/^.*$/properties/x'), '/r/*/x')
  t.equal(schemaPointer('#/properties/u/anyOf/0/properties/q'), '/u/q')
  t.equal(schemaPointer('#'), '')
})

t.test('an unreadable entry of a record is left out, named without the platform’s key', async (t) => {
  const { decoder, drifts } = rig({ 'GET /lines': Type.Object({ lines: Type.Record(Type.String(), Type.Object({ n: Type.Integer() })) }) })
  t.same(decoder.decode('GET', '/lines', { lines: { 'any-name-1': { n: 'x' }, kept: { n: '2' } } }), { lines: { kept: { n: 2 } } })
  t.same(decoder.decode('GET', '/lines', { lines: { 'any-name-2': {} } }), { lines: {} })
  t.same(drifts.map(([d]) => d.field), ['/lines/*/n', '/lines/*/n'])
})
