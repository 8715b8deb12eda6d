// Spec 1 §6: "Account type: role 1 city, 2 or 6 county, else school." and the role bit flags (bit 4
// school manager, 5 grade director, 7 class director), derived when the platform leaves them out.
import t from 'tap'
import { Value } from 'typebox/value'
import { UserInfoDataSchema } from '@report/contracts/upstream/user'
import { accountTypeOf } from '../../../src/domain/upstream-facts/account-type.ts'
import { completeUser, displayNameOf } from '../../../src/domain/upstream-facts/complete-user.ts'

t.test('accountTypeOf table (spec 1 §6)', async (t) => {
  const rows: Array<[topRole: number, want: string]> = [
    [1, 'city'], [2, 'county'], [6, 'county'], [3, 'school'], [4, 'school'], [5, 'school'],
    [7, 'school'], [8, 'school'], [9, 'school'], [10, 'school'], [11, 'school'],
  ]
  for (const [topRole, want] of rows) t.equal(accountTypeOf(topRole), want, `topRole ${topRole} → ${want}`)
})

/** A user as a minimal platform sends it: id, school and topRole (plus what a row sets). */
function decoded(extra: Record<string, unknown>, auth: Record<string, unknown>) {
  const data = Value.Default(UserInfoDataSchema, { user: { id: 'u1', schoolid: 's1', ...extra, auth: { topRole: 11, isStudent: false, ...auth } } })
  t.ok(Value.Check(UserInfoDataSchema, data), 'the minimal user decodes')
  return (data as { user: Parameters<typeof completeUser>[0] }).user
}

t.test('completeUser derives what is absent and keeps what the platform states', async (t) => {
  const rows: Array<[ref: string, extra: Record<string, unknown>, auth: Record<string, unknown>, want: Record<string, unknown>]> = [
    ['§6 topRole 1 → city', {}, { topRole: 1 }, { accountType: 'city', isSchoolManager: false }],
    ['§6 topRole 2 → county', {}, { topRole: 2 }, { accountType: 'county' }],
    ['§6 topRole 6 → county', {}, { topRole: 6 }, { accountType: 'county' }],
    ['§6 topRole 7 → school, school admin manages the school', {}, { topRole: 7 }, { accountType: 'school', isSchoolManager: true }],
    ['the platform’s own accountType is kept', { accountType: 'city' }, { topRole: 7 }, { accountType: 'city' }],
    ['§6 bit 4 → school manager', {}, { topRole: 11, roleNum: 1 << 4 }, { isSchoolManager: true, isGradeDirector: false, isClassDirector: false }],
    ['§6 bit 5 → grade director', {}, { topRole: 11, roleNum: 1 << 5 }, { isGradeDirector: true, isSchoolManager: false }],
    ['§6 bit 7 → class director', {}, { topRole: 11, roleNum: 1 << 7 }, { isClassDirector: true }],
    ['topRole 8 grade admin → grade director', {}, { topRole: 8 }, { isGradeDirector: true }],
    ['topRole 10 head teacher → class director', {}, { topRole: 10 }, { isClassDirector: true }],
    ['a student is no director, whatever the bits', {}, { topRole: 10, roleNum: 0xff0, isStudent: true }, { isClassDirector: false, isSchoolManager: false }],
    ['a stated flag wins over the bits', { isClassDirector: false }, { topRole: 11, roleNum: 1 << 7 }, { isClassDirector: false }],
    ['§1 platform fx_cjgl → simple account', { platform: 'fx_cjgl' }, {}, { isSimple: true }],
    ['another platform → not simple', { platform: 'fx' }, {}, { isSimple: false }],
    ['a stated isSimple is kept', { platform: 'fx', isSimple: true }, {}, { isSimple: true }],
    ['no bits, teacher: none of them', {}, { topRole: 11 }, { accountType: 'school', isSchoolManager: false, isGradeDirector: false, isClassDirector: false }],
  ]
  for (const [ref, extra, auth, want] of rows) {
    const user = completeUser(decoded(extra, auth))
    t.match(user, want, ref)
    t.equal(user.auth.isSchoolManager, user.isSchoolManager, `${ref}: auth.isSchoolManager follows`)
  }
})

t.test('defaults of a minimal user show the least (spec 1 §4: no version name is the trial version)', async (t) => {
  const user = completeUser(decoded({}, {}))
  t.match(user, { versionName: '', isTrial: false, isSimple: false, accountType: 'school', managedSchoolIds: [], classIds: [], realName: '', name: '', auth: { roleNum: 0, isStudent: false } })
})

t.test('displayNameOf: real name, else account name, else id', async (t) => {
  t.equal(displayNameOf({ realName: '张老师', name: 'zhang', id: 'u1' }), '张老师')
  t.equal(displayNameOf({ realName: '', name: 'zhang', id: 'u1' }), 'zhang')
  t.equal(displayNameOf({ realName: '', name: '', id: 'u1' }), 'u1')
})
