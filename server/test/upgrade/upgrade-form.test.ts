// Upgrade-interest form (spec 3 §3, §5, §8, §9): the shared validators (contracts/src/validators,
// run by the client as the user types and by the BFF), the submission plan, and the view against the
// reference upstream, which keeps the submissions.

import t from 'tap'
import { validateUpgradeForm, validateUpgradeName, validateUpgradePhone, UPGRADE_MESSAGES as M } from '@report/contracts/validators/upgrade-form'
import { UPGRADE_INTEREST_DEFAULT } from '@report/contracts/bff/upgrade'
import { keptSubmissions, REPEAT_MESSAGE } from '@report/fixtures/upstream/upgrade-submissions'
import { splitLocation, upgradeCommitPlan, upgradeFormView } from '../../src/domain/upgrade/upgrade-form.ts'
import { shellRig } from '../integration/shell-rig.ts'

t.test('spec 3 §5 name: required, 2 to 10 characters (CJK counted as characters, trimmed)', async (t) => {
  const cases: Array<[string, string | null]> = [
    ['', M.nameRequired],
    ['   ', M.nameRequired],
    ['王', M.nameLength],
    ['王伟', null],
    [' 王伟 ', null],
    ['欧阳娜娜', null],
    ['一二三四五六七八九十', null],
    ['一二三四五六七八九十一', M.nameLength],
    ['Li', null],
    ['𠀀𠀀', null],
  ]
  for (const [input, expected] of cases) t.equal(validateUpgradeName(input), expected, JSON.stringify(input))
})

t.test('spec 3 §5 phone: required; mainland mobile: 11 digits, 1 then 3–9', async (t) => {
  const cases: Array<[string, string | null]> = [
    ['', M.phoneRequired],
    ['13800138000', null],
    ['19912345678', null],
    [' 15012345678 ', null],
    ['12012345678', M.phoneInvalid],
    ['10012345678', M.phoneInvalid],
    ['1380013800', M.phoneInvalid],
    ['138001380001', M.phoneInvalid],
    ['23800138000', M.phoneInvalid],
    ['1380013800a', M.phoneInvalid],
    ['+8613800138000', M.phoneInvalid],
  ]
  for (const [input, expected] of cases) t.equal(validateUpgradePhone(input), expected, JSON.stringify(input))
  t.same(validateUpgradeForm({ name: '王伟', phone: '13800138000' }), { name: null, phone: null, valid: true })
  t.equal(validateUpgradeForm({ name: '王', phone: '13800138000' }).valid, false)
})

const USER = { id: '800007', schoolid: '10001', schoolName: '江州市第一中学', location: '江南省:江州市', versionName: '旗舰版' }

t.test('spec 3 §2 prefill: region from location province:city, school and user id; §3 interestingInfo default', async (t) => {
  t.same(splitLocation('江南省:江州市'), { province: '江南省', city: '江州市' })
  t.same(splitLocation(''), { province: '', city: '' })
  t.same(splitLocation('江南省'), { province: '江南省', city: '' })
  const view = upgradeFormView(USER)
  t.match(view, { province: '江南省', city: '江州市', schoolId: '10001', schoolName: '江州市第一中学', userId: '800007', interestDefault: UPGRADE_INTEREST_DEFAULT })
  t.equal(view.interestOptions[0], UPGRADE_INTEREST_DEFAULT)
})

t.test('spec 3 §3 submission: commitWay 1, the session\'s region, school and id; an unknown interest is the default', async (t) => {
  const plan = upgradeCommitPlan({ name: ' 王伟 ', phone: '13800138000', otherInfo: ' 想了解等级赋分 ', interestingInfo: '随便写的' }, USER)
  t.same(plan, {
    ok: true,
    body: { name: '王伟', phone: '13800138000', otherInfo: '想了解等级赋分', province: '江南省', city: '江州市', interestingInfo: UPGRADE_INTEREST_DEFAULT, schoolId: '10001', schoolName: '江州市第一中学', userId: '800007', commitWay: 1 },
  })
  t.same(upgradeCommitPlan({ name: '王', phone: '123', otherInfo: '', interestingInfo: '' }, USER), { ok: false, errors: { name: M.nameLength, phone: M.phoneInvalid } })
})

t.test('the view: prefill, 提交成功 with the submission kept upstream, the platform\'s own refusal message, invalid input', async (t) => {
  const rig = await shellRig(t)
  const cookie = await rig.signIn('demo-trial')
  const form = (await rig.app.inject({ url: '/report/bff/upgrade/form', headers: { cookie } })).json().data
  t.match(form, { province: '江南省', city: '江州市', schoolId: '10007', userId: '800014', versionName: '体验版' })

  const phone = `139${String(Date.now()).slice(-8)}`
  const post = (payload: object) => rig.app.inject({ method: 'POST', url: '/report/bff/upgrade/form', headers: { cookie, 'content-type': 'application/json' }, payload })
  const before = keptSubmissions().length
  const ok = await post({ name: '李老师', phone, otherInfo: '', interestingInfo: UPGRADE_INTEREST_DEFAULT })
  t.equal(ok.statusCode, 200)
  t.same(ok.json().data, { message: '提交成功' })
  t.equal(keptSubmissions().length, before + 1)
  t.match(keptSubmissions().at(-1), { name: '李老师', phone, commitWay: 1, schoolId: '10007', userId: '800014', province: '江南省', accountKey: 'trial' })

  const again = await post({ name: '李老师', phone, otherInfo: '', interestingInfo: '' })
  t.equal(again.statusCode, 400)
  t.match(again.json(), { code: 'BFF_ERR_UPGRADE_REJECTED', kind: 'invalid-input', message: REPEAT_MESSAGE })

  const bad = await post({ name: '李', phone: '12345', otherInfo: '', interestingInfo: '' })
  t.equal(bad.statusCode, 400)
  t.match(bad.json(), { code: 'BFF_ERR_UPGRADE_INVALID', message: M.nameLength })
  t.equal(keptSubmissions().length, before + 1, 'nothing kept for a refused or invalid form')

  const anonymous = await rig.app.inject({ url: '/report/bff/upgrade/form' })
  t.equal(anonymous.statusCode, 401)
})
