// The minimal platform's pruning is the claim "what the spec promises": check the cut on worked values.
import t from 'tap'
import { Type } from 'typebox'
import { pruneToPromised, promisedSchemaOf } from '../helpers/minimal-platform.ts'

t.test('only required fields without a default stay, recursively', async (t) => {
  const schema = Type.Object({
    id: Type.String(),
    name: Type.String({ default: '' }),
    note: Type.Optional(Type.String()),
    auth: Type.Object({ topRole: Type.Integer(), roleNum: Type.Integer({ default: 0 }) }),
    rows: Type.Array(Type.Object({ k: Type.String(), v: Type.Integer({ default: 0 }) })),
    pick: Type.Union([Type.Object({ a: Type.String(), b: Type.String({ default: '' }) }), Type.Null()]),
  })
  const value = { id: 'u', name: 'n', note: 'x', extra: 1, auth: { topRole: 7, roleNum: 16 }, rows: [{ k: 'a', v: 1 }], pick: { a: 'A', b: 'B' } }
  t.same(pruneToPromised(schema, value), { id: 'u', auth: { topRole: 7 }, rows: [{ k: 'a' }], pick: { a: 'A' } })
})

t.test('the user info keeps id, schoolid, auth.topRole and auth.isStudent (spec 1 §3/§6)', async (t) => {
  const schema = promisedSchemaOf('GET', '/report/obt/v1/user/info')!
  const user = { id: 'u', schoolid: 's', realName: 'r', accountType: 'city', isSchoolManager: true, auth: { topRole: 1, roleNum: 16, isStudent: false } }
  t.same(pruneToPromised(schema, { user }), { user: { id: 'u', schoolid: 's', auth: { topRole: 1, isStudent: false } } })
})

t.test('the compare list items keep examid, org, name, grade and time (the issue 14 platform)', async (t) => {
  const schema = promisedSchemaOf('POST', '/report/obt/v1/exam/compare/list')!
  const exam = { examid: 'e', org: 0, name: 'n', grade: '高一', time: '2024-01-01', typeName: '期中', scale: 2, papers: [] }
  t.same(pruneToPromised(schema, { examList: [exam], schools: [{ id: 's', name: 'S', x: 1 }], total: 1 }), {
    examList: [{ examid: 'e', org: 0, name: 'n', grade: '高一', time: '2024-01-01' }],
    schools: [{ id: 's', name: 'S' }],
    total: 1,
  })
})
