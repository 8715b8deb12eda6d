// Table tests for spec 1 §8 "Banned-download exam: alert: the current exam is suspected of violating usage
// rules and is banned from downloading any data, contact the regional platform staff, Reason: {reason};
// button OK; stays on the route"; §4 guard step 7 "When a route has examid and org greater than -1, check
// whether the exam is disabled for download"; §2 / §5 "Exam id containing a dash is cut at the dash before
// limit checks"; §7 "/obt/v1/exam/new-limit … check for joint exam over 120 thousand examinees".
import t from 'tap'
import { bannedAlert, bannedText, LARGE_EXAM_TEXT, largeExamNotice, limitExamId, needsLimitCheck, shouldCheckBanned } from '../../../src/domain/exam-context/exam-notices.ts'

t.test('limitExamId table (§5 cut at the dash)', async (t) => {
  const rows: Array<[string, string]> = [['100252604210', '100252604210'], ['100252604210-10002', '100252604210'], ['a-b-c', 'a'], ['-10002', '-10002'], ['', '']]
  for (const [id, want] of rows) t.equal(limitExamId(id), want, JSON.stringify(id))
})

t.test('shouldCheckBanned table (§4 step 7: org > −1)', async (t) => {
  const rows: Array<[number | null, boolean]> = [[0, true], [1, true], [2, true], [-1, false], [-2, false], [null, false], [Number.NaN, false], [0.5, false]]
  for (const [org, want] of rows) t.equal(shouldCheckBanned(org), want, String(org))
})

t.test('bannedAlert table (§8)', async (t) => {
  const text = '当前考试涉嫌违反使用规则，已被禁止下载任何数据，请联系区域平台工作人员。原因：批量导出'
  t.same(bannedAlert({ disabled: true, reason: '批量导出' }), { title: '提示', text, button: '确定' }, '§8 the text with its reason, button OK')
  t.equal(bannedAlert({ disabled: false, reason: '批量导出' }), null, 'not banned')
  t.equal(bannedAlert(null), null, 'not checked')
  t.equal(bannedText('  '), '当前考试涉嫌违反使用规则，已被禁止下载任何数据，请联系区域平台工作人员。原因：未说明', 'a blank reason still reads')
})

t.test('large joint exam (§7 new-limit)', async (t) => {
  t.equal(largeExamNotice({ isLimit: true, studentCount: 130_000 }), LARGE_EXAM_TEXT)
  t.equal(largeExamNotice({ isLimit: false, studentCount: 5_000 }), null)
  t.equal(largeExamNotice(null), null, 'not asked or the call failed')
  const rows: Array<[number, boolean]> = [[1, false], [2, true], [3, true]]
  for (const [scale, want] of rows) t.equal(needsLimitCheck(scale), want, `scale ${scale}`)
})
