import t from 'tap'
import { Compile } from 'typebox/compile'
import { Type } from 'typebox'
import { Envelope } from '../src/envelope.ts'

t.test('an envelope accepts code 0 with data and refuses a body without code', async (t) => {
  const check = Compile(Envelope(Type.Object({ n: Type.Integer() })))
  t.ok(check.Check({ code: 0, data: { n: 1 } }))
  t.notOk(check.Check({ data: { n: 1 } }))
})
