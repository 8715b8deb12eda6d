// Table tests for spec 1 §3 "Exam tag groups: X school exam, L joint, Z layered class, C custom / xgk / xzk",
// spec 1 §9 "Date formats YYYY/MM/DD, YYYY-MM-DD, YYYY.MM.DD" and the dashboard link (spec 1 §2 breadcrumb:
// "home/dashboard with query examid, org, grade").
import t from 'tap'
import type { Exam } from '@report/contracts/upstream/exam'
import { dashboardPath, tagGroupOf, toExamListItem } from '../../../src/domain/exams/to-exam-list-item.ts'
import { formatDate } from '@report/contracts/format/date-time'

const base: Exam = {
  examid: 'e-1001',
  trueId: 'e-1001:0',
  org: 0,
  name: '2024学年第一学期期中考试',
  grade: '高一',
  schoolid: 's-1',
  from: 'X',
  classify: 'norm',
  scale: 1,
  fxtype: 1,
  type: 1,
  typeName: '期中',
  time: '2024-11-05',
  event_time: 1730764800000,
  isLiankao: false,
  isXiaoneiLiankao: false,
  isThreeLevel: false,
  isZb: false,
  isXgk: false,
  isCustom: false,
  isTrial: false,
  hasPaperCard: true,
  isEnableView: true,
  isEnableDownload: true,
  ipList: [],
  studentCount: 812,
  papers: [],
}

t.test('tagGroupOf table (spec 1 §3 tag groups)', async (t) => {
  const rows: Array<[ref: string, patch: Partial<Exam>, want: 'X' | 'L' | 'Z' | 'C']> = [
    ['X school exam: plain normal exam', {}, 'X'],
    ['X school exam: org 1 platform source', { org: 1 }, 'X'],
    ['X school exam: classify wl', { classify: 'wl' }, 'X'],
    ['L joint: isLiankao', { isLiankao: true }, 'L'],
    ['L joint: scale 2 (joint)', { scale: 2 }, 'L'],
    ['L joint: scale 3 (unified)', { scale: 3 }, 'L'],
    ['Z layered class: isZb', { isZb: true }, 'Z'],
    ['Z layered class: classify zb', { classify: 'zb' }, 'Z'],
    ['Z layered class: classify xgkzb', { classify: 'xgkzb' }, 'Z'],
    ['C custom: org 2 (custom analysis source)', { org: 2 }, 'C'],
    ['C custom: isCustom', { isCustom: true }, 'C'],
    ['C xgk: isXgk', { isXgk: true }, 'C'],
    ['C xgk: classify xgk312', { classify: 'xgk312' }, 'C'],
    ['C xzk: classify xzkzb', { classify: 'xzkzb' }, 'C'],
    // precedence (spec silent; source order C > Z > L > X)
    ['precedence: custom joint exam → C', { isCustom: true, isLiankao: true }, 'C'],
    ['precedence: xgk layered → C', { isXgk: true, isZb: true }, 'C'],
    ['precedence: layered joint exam → Z', { isZb: true, scale: 2 }, 'Z'],
    // spec 1 §3 "from (tag codes)": a platform that sends only the codes (flags absent, defaulted off)
    ['from L, no flags → L', { from: 'L' }, 'L'],
    ['from Z, no flags → Z', { from: 'Z' }, 'Z'],
    ['from C, no flags → C', { from: 'C' }, 'C'],
    ['from lower-case l → L', { from: 'l' }, 'L'],
    ['from empty → X', { from: '' }, 'X'],
    ['from an unknown code → X', { from: 'Q' }, 'X'],
    ['flags decide before from: custom exam from L → C', { isCustom: true, from: 'L' }, 'C'],
  ]
  for (const [ref, patch, want] of rows) t.equal(tagGroupOf({ ...base, ...patch }), want, ref)
})

t.test('exam dates (spec 1 §9 date formats → YYYY/MM/DD, Beijing days; issue 31 item 10)', async (t) => {
  const rows: Array<[ref: string, input: string, want: string]> = [
    ['YYYY-MM-DD', '2024-11-05', '2024/11/05'],
    ['YYYY.MM.DD', '2024.11.05', '2024/11/05'],
    ['YYYY/MM/DD stays', '2024/11/05', '2024/11/05'],
    ['YYYY/M/D padded', '2024/1/5', '2024/01/05'],
    ['YYYY-M-D padded', '2024-3-7', '2024/03/07'],
    ['YYYY.M.DD padded', '2024.3.17', '2024/03/17'],
    ['date-time: time part dropped', '2024-11-05 08:30:00', '2024/11/05'],
    ['ISO date-time: its Beijing day', '2024-11-05T08:30:00.000Z', '2024/11/05'],
    ['ISO date-time past 16:00 UTC: the next Beijing day', '2024-11-05T17:30:00.000Z', '2024/11/06'],
    ['Chinese 年月日', '2024年1月5日', '2024/01/05'],
    ['garbage → --', 'garbage', '--'],
    ['empty → --', '', '--'],
    ['digits without separators → --', '20241105', '--'],
    ['two-digit year → --', '24-11-05', '--'],
    ['day missing → --', '2024-11', '--'],
    ['edge spaces trimmed', ' 2024-11-05', '2024/11/05'],
  ]
  for (const [ref, input, want] of rows) t.equal(formatDate(input), want, `${ref}: ${JSON.stringify(input)}`)
})

t.test('dashboardPath table (dashboard with examid, org, grade)', async (t) => {
  const rows: Array<[ref: string, exam: Pick<Exam, 'examid' | 'org' | 'grade'>, want: string]> = [
    ['Chinese grade is percent-encoded', { examid: 'e-1001', org: 0, grade: '高一' }, '/report/exam/dashboard?examid=e-1001&org=0&grade=%E9%AB%98%E4%B8%80'],
    ['org 2 custom exam', { examid: '77', org: 2, grade: '初三' }, '/report/exam/dashboard?examid=77&org=2&grade=%E5%88%9D%E4%B8%89'],
    ['& and = in examid cannot split the query', { examid: 'a&org=9', org: 1, grade: 'g' }, '/report/exam/dashboard?examid=a%26org%3D9&org=1&grade=g'],
    ['# and / in examid are encoded', { examid: 'x#/y', org: 0, grade: 'g' }, '/report/exam/dashboard?examid=x%23%2Fy&org=0&grade=g'],
    ['space in grade', { examid: '1', org: 0, grade: '高 一' }, '/report/exam/dashboard?examid=1&org=0&grade=%E9%AB%98+%E4%B8%80'],
  ]
  for (const [ref, exam, want] of rows) {
    const path = dashboardPath(exam)
    t.equal(path, want, ref)
    const back = new URLSearchParams(path.slice(path.indexOf('?') + 1))
    t.same([back.get('examid'), back.get('org'), back.get('grade')], [exam.examid, String(exam.org), exam.grade], `${ref}: round-trips`)
  }
})

t.test('toExamListItem assembles one list row', async (t) => {
  t.same(toExamListItem({ ...base, scale: 2, time: '2024.9.1' }), {
    examid: 'e-1001',
    org: 0,
    grade: '高一',
    name: '2024学年第一学期期中考试',
    date: '2024/09/01',
    tagGroup: 'L',
    typeName: '期中',
    studentCount: 812,
    dashboardPath: '/report/exam/dashboard?examid=e-1001&org=0&grade=%E9%AB%98%E4%B8%80',
  })
})
