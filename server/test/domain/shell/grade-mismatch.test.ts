// Table tests for spec 1 §5 "A user whose grade differs from the purchased grade (simple version) gets a
// non-closable notice: the current role's grade differs from the purchased version's grade, contact
// customer service (with QR image)."
import t from 'tap'
import { GRADE_MISMATCH_TEXT, gradeMismatchNotice, type GradeMismatchFacts } from '../../../src/domain/shell/grade-mismatch.ts'

const simple: GradeMismatchFacts = { isSimple: true, roleGrades: ['初二'], versionGrade: '初三', customerQrUrl: '/qr/cs.svg' }
const notice = { text: GRADE_MISMATCH_TEXT, qr: { imageUrl: '/qr/cs.svg', text: '扫码联系客服', width: 130 } }

t.test('gradeMismatchNotice table', async (t) => {
  const rows: Array<[ref: string, facts: Partial<GradeMismatchFacts>, want: ReturnType<typeof gradeMismatchNotice>]> = [
    ['§5 simple account, role grade 初二, bought 初三 → notice with QR', {}, notice],
    ['§5 the grades agree → none', { versionGrade: '初二' }, null],
    ['role with several grades, one is the bought one → none', { roleGrades: ['初一', '初二', '初三'] }, null],
    ['§5 only the simple version: a full edition never', { isSimple: false }, null],
    ['edition bought without a grade → none', { versionGrade: null }, null],
    ['role without grades cannot differ → none', { roleGrades: [] }, null],
    ['customer QR unknown → notice without QR', { customerQrUrl: '' }, { text: GRADE_MISMATCH_TEXT, qr: null }],
  ]
  for (const [ref, facts, want] of rows) t.same(gradeMismatchNotice({ ...simple, ...facts }), want, ref)
  t.equal(GRADE_MISMATCH_TEXT, '当前角色所在年级与购买版本的年级不一致，请联系客服处理')
})
