// spec 1 §8 "School info fails → 获取学校信息失败，请尝试刷新页面或联系客服解决！": a multi-school owner
// whose schools cannot be read gets that message in the error shape; other accounts do not ask.

import t from 'tap'
import { buildUpstream } from '@report/fixtures/upstream/app'
import { buildBff, cookieHeaderFrom, listen } from '../helpers/build.ts'

t.test('the owner\'s schools fail: 502 BFF_ERR_SCHOOL_INFO with the spec\'s message; a single-school account is unaffected', async (t) => {
  const upstream = buildUpstream({ faults: [{ match: '/report/user/v1/user/getHomeSchoolNum', mode: 'error', status: 500 }] })
  const app = await buildBff(t, await listen(t, upstream))
  const session = async (token: string) => {
    const signIn = await app.inject({ url: `/report/?token=${token}` })
    return app.inject({ url: '/report/bff/session', headers: { cookie: cookieHeaderFrom(signIn.headers['set-cookie']) } })
  }
  const owner = await session('demo-owner')
  t.equal(owner.statusCode, 502)
  t.match(owner.json(), { code: 'BFF_ERR_SCHOOL_INFO', kind: 'upstream', message: '获取学校信息失败，请尝试刷新页面或联系客服解决！' })
  t.equal((await session('demo-school-admin')).statusCode, 200)
})
