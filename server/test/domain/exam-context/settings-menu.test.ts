// Table tests for spec 1 §4 "Settings menu visibility: Shown only if the exam is not an FX-config exam, not
// zb, the user is not subject manager or director, and topRole is 7 or 8, or topRole is 1 or 2 with a union
// exam without lkschool (for 2 also all groups counted)." Role bits of §6: bit 3 and bit 6 subject manager,
// bit 6 subject director.
import t from 'tap'
import { ROLE_BIT } from '@report/contracts/upstream/role-bits'
import { isFxConfigExam, isSubjectManagerOrDirector, settingsMenuVisible, type SettingsMenuFacts } from '../../../src/domain/exam-context/settings-menu.ts'

const facts: SettingsMenuFacts = { fxtype: 1, isZb: false, classify: 'norm', isLiankao: false, lkschool: undefined, topRole: 7, roleNum: ROLE_BIT.schoolManager, allGroupsCounted: false }

t.test('settingsMenuVisible table', async (t) => {
  const rows: Array<[ref: string, patch: Partial<SettingsMenuFacts>, want: boolean]> = [
    ['§4 topRole 7 school admin', {}, true],
    ['§4 topRole 8 grade admin', { topRole: 8, roleNum: ROLE_BIT.gradeDirector | ROLE_BIT.teacher }, true],
    ['§4 not an FX-config exam: fxtype 6 (value-added)', { fxtype: 6 }, false],
    ['§4 FX-config exam: fxtype 2 (simulated subject selection)', { fxtype: 2 }, false],
    ['§4 not zb: isZb', { isZb: true }, false],
    ['§4 not zb: classify zb', { classify: 'zb' }, false],
    ['§4 not a subject director (bit 6)', { roleNum: ROLE_BIT.schoolManager | ROLE_BIT.subjectDirector }, false],
    ['§4 not a subject manager (bit 3)', { roleNum: ROLE_BIT.schoolManager | ROLE_BIT.vSchoolSubjectManager }, false],
    ['§4 topRole 9 subject admin', { topRole: 9, roleNum: ROLE_BIT.subjectDirector | ROLE_BIT.teacher }, false],
    ['§4 topRole 10 head teacher', { topRole: 10, roleNum: ROLE_BIT.classDirector | ROLE_BIT.teacher }, false],
    ['§4 topRole 11 teacher', { topRole: 11, roleNum: ROLE_BIT.teacher }, false],
    ['§4 topRole 1 with a union exam, no lkschool', { topRole: 1, roleNum: 0, isLiankao: true }, true],
    ['§4 topRole 1 with a school exam', { topRole: 1, roleNum: 0, isLiankao: false }, false],
    ['§4 topRole 1 with a union exam and lkschool', { topRole: 1, roleNum: 0, isLiankao: true, lkschool: '10001' }, false],
    ['§4 topRole 2: union exam, all groups counted', { topRole: 2, roleNum: 0, isLiankao: true, allGroupsCounted: true }, true],
    ['§4 topRole 2: union exam, not all groups counted', { topRole: 2, roleNum: 0, isLiankao: true, allGroupsCounted: false }, false],
    ['§4 topRole 2: all counted but lkschool', { topRole: 2, roleNum: 0, isLiankao: true, allGroupsCounted: true, lkschool: 'x' }, false],
    ['§4 topRole 3 grade bureau: never', { topRole: 3, roleNum: 0, isLiankao: true, allGroupsCounted: true }, false],
    ['§4 topRole 6 county subject: never', { topRole: 6, roleNum: 0, isLiankao: true, allGroupsCounted: true }, false],
  ]
  for (const [ref, patch, want] of rows) t.equal(settingsMenuVisible({ ...facts, ...patch }), want, ref)
})

t.test('isFxConfigExam / isSubjectManagerOrDirector tables', async (t) => {
  const fx: Array<[number, boolean]> = [[1, false], [2, true], [3, false], [4, true], [5, true], [6, true], [0, false]]
  for (const [fxtype, want] of fx) t.equal(isFxConfigExam(fxtype), want, `fxtype ${fxtype}`)
  const bits: Array<[number, boolean]> = [[0, false], [ROLE_BIT.schoolManager, false], [ROLE_BIT.vSchoolSubjectManager, true], [ROLE_BIT.subjectDirector, true], [ROLE_BIT.teacher | ROLE_BIT.subjectDirector, true], [ROLE_BIT.classDirector | ROLE_BIT.teacher, false]]
  for (const [roleNum, want] of bits) t.equal(isSubjectManagerOrDirector(roleNum), want, `roleNum ${roleNum}`)
})
