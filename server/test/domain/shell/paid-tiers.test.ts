// Table tests for spec 1 §4 "Paid tiers: Paying versions: basic, pro, ultimate, unified_city,
// unified_county, union, group, joint_exam, personal_cjgl, personal_plus_cjgl, import_joint_exam,
// yjj_pro, yjj_basic."
import t from 'tap'
import { isPaidVersion, PAID_VERSION_CODES } from '../../../src/domain/shell/paid-tiers.ts'

t.test('isPaidVersion table', async (t) => {
  const paying = ['basic', 'pro', 'ultimate', 'unified_city', 'unified_county', 'union', 'group', 'joint_exam', 'personal_cjgl', 'personal_plus_cjgl', 'import_joint_exam', 'yjj_pro', 'yjj_basic']
  for (const code of paying) t.equal(isPaidVersion(code), true, `§4 ${code} pays`)
  t.equal(PAID_VERSION_CODES.size, 13, 'exactly the thirteen codes of §4')
  const rows: Array<[ref: string, code: string, isTrial: boolean, want: boolean]> = [
    ['trial code', 'trial', false, false],
    ['no version', '', false, false],
    ['unknown code', 'ultimate_experience', false, false],
    ['case matters (codes are lower case)', 'Pro', false, false],
    ['surrounding blanks ignored', ' pro ', false, true],
    ['a paying code on a trial account is not paid', 'ultimate', true, false],
  ]
  for (const [ref, code, isTrial, want] of rows) t.equal(isPaidVersion(code, isTrial), want, ref)
})
