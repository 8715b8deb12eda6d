// Table tests for spec 1 §4 "Exam access: Visit requires isEnableView; download requires isEnableDownload;
// show needs not-trial and both view and download enabled; a listed IP is denied"; §6 "Trial exams show
// demo data plus a purchase prompt. Restricted IP: current IP access limited, contact support. Outside the
// access period: current exam is not in the access period, contact support."; §3 Permission "download,
// visit, show with values 1, 2, 3"; §8 restricted IP / outside access period.
import t from 'tap'
import { ACCESS_MESSAGES, examAccess, isAccessible, isIpListed, normaliseIp, PURCHASE_PROMPT, type AccessFacts } from '../../../src/domain/exam-context/exam-access.ts'

const exam = { isTrial: false, isEnableView: true, isEnableDownload: true, ipList: [] as string[] }
const base: AccessFacts = { exam, permission: [1, 2, 3], ip: '203.0.113.7', banned: false }
type Row = [ref: string, patch: { exam?: Partial<AccessFacts['exam']>; permission?: number[]; ip?: string; banned?: boolean }, want: ReturnType<typeof examAccess>]
const ok = (canDownload = true, canShow = canDownload) => ({ state: 'ok' as const, message: null, canDownload, canShow, purchasePrompt: null })
const deny = (state: 'ip-restricted' | 'out-of-period' | 'no-view', message: string) => ({ state, message, canDownload: false, canShow: false, purchasePrompt: null })

t.test('examAccess table', async (t) => {
  const rows: Row[] = [
    ['§4 view and download enabled, full permission', {}, ok()],
    ['§4 download requires isEnableDownload; show needs both', { exam: { isEnableDownload: false } }, ok(false, false)],
    ['§3 no download permission (1) → no download, no show', { permission: [2, 3] }, ok(false, false)],
    ['banned download (exam/disabled) → no download', { banned: true }, ok(false, false)],
    ['§4 "a listed IP is denied"', { exam: { ipList: ['203.0.113.7'] } }, deny('ip-restricted', ACCESS_MESSAGES.ipRestricted)],
    ['§4 listed IP, v4-mapped v6 spelling of the caller', { exam: { ipList: ['127.0.0.1'] }, ip: '::ffff:127.0.0.1' }, deny('ip-restricted', ACCESS_MESSAGES.ipRestricted)],
    ['§4 another IP is listed → fine', { exam: { ipList: ['10.0.0.1'] } }, ok()],
    ['§4 "visit requires isEnableView"; §6 outside the access period', { exam: { isEnableView: false } }, deny('out-of-period', ACCESS_MESSAGES.outOfPeriod)],
    ['§3 no visit permission (2) → role cannot view', { permission: [1, 3] }, deny('no-view', ACCESS_MESSAGES.noView)],
    ['§6 trial exam → demo data and a purchase prompt; show needs not-trial', { exam: { isTrial: true } }, { state: 'trial', message: ACCESS_MESSAGES.trial, canDownload: true, canShow: false, purchasePrompt: PURCHASE_PROMPT }],
    ['trial exam for a visit-only trial account', { exam: { isTrial: true }, permission: [2] }, { state: 'trial', message: ACCESS_MESSAGES.trial, canDownload: false, canShow: false, purchasePrompt: PURCHASE_PROMPT }],
    ['order: a listed IP wins over the period', { exam: { ipList: ['203.0.113.7'], isEnableView: false } }, deny('ip-restricted', ACCESS_MESSAGES.ipRestricted)],
    ['order: the period wins over the role', { exam: { isEnableView: false }, permission: [] }, deny('out-of-period', ACCESS_MESSAGES.outOfPeriod)],
    ['order: the role wins over trial', { exam: { isTrial: true }, permission: [] }, deny('no-view', ACCESS_MESSAGES.noView)],
    ['unknown caller address → not listed', { exam: { ipList: ['203.0.113.7'] }, ip: '' }, ok()],
  ]
  for (const [ref, patch, want] of rows) {
    t.same(examAccess({ ...base, ...patch, exam: { ...exam, ...patch.exam } }), want, ref)
  }
  t.equal(ACCESS_MESSAGES.ipRestricted, '当前IP访问受限，请联系客服')
  t.equal(ACCESS_MESSAGES.outOfPeriod, '当前考试不在访问期内，请联系客服')
})

t.test('normaliseIp / isIpListed table', async (t) => {
  const rows: Array<[string, string]> = [['127.0.0.1', '127.0.0.1'], ['::ffff:127.0.0.1', '127.0.0.1'], ['::FFFF:10.0.0.1', '10.0.0.1'], [' ::1 ', '::1'], ['fe80::1%eth0', 'fe80::1'], ['::ffff:abcd', '::ffff:abcd']]
  for (const [ip, want] of rows) t.equal(normaliseIp(ip), want, ip)
  t.equal(isIpListed(['127.0.0.1', '::1'], '::1'), true)
  t.equal(isIpListed([], '127.0.0.1'), false)
})

t.test('isAccessible: ok and trial open the frame; denials do not', async (t) => {
  t.equal(isAccessible(examAccess(base)), true)
  t.equal(isAccessible(examAccess({ ...base, exam: { ...exam, isTrial: true } })), true)
  t.equal(isAccessible(examAccess({ ...base, exam: { ...exam, isEnableView: false } })), false)
  t.equal(isAccessible(examAccess({ ...base, permission: [] })), false)
})
