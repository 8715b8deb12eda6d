import t from 'tap'
import fc from 'fast-check'
import { toUpstreamPath } from '../../../src/domain/gateway/upstream-path.ts'
t.same(toUpstreamPath('/obt/v1/user/info', false), { ok: true, path: '/report/obt/v1/user/info' })
t.test('todo thing', { todo: 'bug: x' }, async (t) => { t.equal(1, 2) })
t.ok(fc)
