import type { TutoringStudentView } from '@report/contracts/bff/tutoring'
import type { StudentExamListData, SubjectRank, TutoringStudentInfo } from '@report/contracts/upstream/tutoring'
import { formatDate } from '@report/contracts/format/date-time'
import { strongSubjectRule, weakSubjectRule } from '@report/contracts/rules/strong-subject'
import { SCHOOL_WIDE_NOTICES } from '../school-wide/school-wide-writes.ts'

const fmt = (n: number): string => String(Math.round(n * 10) / 10)
const pct = (n: number): string => `${Math.round(n * 100)}%`

export const NOT_PUBLISHED = '学校尚未发布本次考试的成绩报告，请耐心等待'
export const RANKS_HIDDEN = '根据学校规定，本次考试不向家长公布排名'

/**
 * spec 3 §2 "ranks where the policy allows": staff always see ranks; families (student and parent
 * accounts) only when the school's policy for the exam shows them.
 */
export function ranksVisible(isFamily: boolean, policy: { showToFamily: boolean }): boolean {
  return !isFamily || policy.showToFamily
}

function ranks(r: SubjectRank, counts: TutoringStudentInfo['counts'], show: boolean): { label: string; value: string }[] {
  if (!show || r.score === null) return []
  const cell = (label: string, rank: number | null, of: number) => (rank === null || rank <= 0 ? [] : [{ label, value: of > 0 ? `${rank}/${of}` : String(rank) }])
  return [...cell('班级排名', r.class, counts.class), ...cell('年级排名', r.school, counts.school)]
}

export interface TutoringFacts {
  info: TutoringStudentInfo
  exams: StudentExamListData['list']
  isFamily: boolean
  /** Whether the user may publish the exam to families (a school-wide write: isSchoolWideWriter). */
  canShare: boolean
  summary: string | null
  base: string
  query: { org: string; skey: string }
  /** Staff: whose report to read (null for a family account). */
  picker?: TutoringStudentView['picker']
}

/** The phone-width report for parents (spec 3 §2 tutoring student report). */
export function toTutoringStudentView(f: TutoringFacts): TutoringStudentView {
  const { info } = f
  const show = ranksVisible(f.isFamily, info.rankPolicy)
  const subjectOf = (p: number) => info.subjectRank.find((s) => s.pindex === p)?.subject ?? ''
  const header = {
    studentName: info.student.name,
    schoolName: info.student.school || info.user.schoolName,
    className: info.student.class,
    examName: info.exam.name,
    examDate: formatDate(info.exam.event_time),
  }
  const exams = f.exams.map((e) => {
    const search = new URLSearchParams({ examid: e.examid, org: String(e.org), ...(f.isFamily ? {} : { skey: f.query.skey }) })
    return { examid: e.examid, name: e.name, href: `${f.base}?${search.toString()}`, selected: e.examid === info.exam.id }
  })
  const common = { picker: f.picker ?? null, header, exams, examid: info.exam.id, org: f.query.org, skey: f.query.skey, share: f.isFamily ? null : { shared: info.shared, canChange: f.canShare, notice: f.canShare ? null : SCHOOL_WIDE_NOTICES.share } }
  if (f.isFamily && !info.shared) {
    return { ...common, notice: NOT_PUBLISHED, total: { scoreText: '--', manfen: info.total.manfen, ranks: [] }, rankNote: null, subjects: [], goodPapers: [], weakPapers: [], goodRule: '', weakRule: '', weakQuestions: [], weakPoints: [], sms: null }
  }
  const weak = new Set(info.weakPapers)
  const good = new Set(info.goodPapers)
  return {
    ...common,
    notice: null,
    total: { scoreText: info.total.score === null ? '未考' : fmt(info.total.score), manfen: info.total.manfen, ranks: ranks(info.total, info.counts, show) },
    rankNote: show ? null : RANKS_HIDDEN,
    subjects: info.subjectRank.map((s) => ({
      pindex: s.pindex,
      subject: s.subject,
      scoreText: s.score === null ? '未考' : fmt(s.score),
      manfen: s.manfen,
      classMeanText: s.classMean === null ? '--' : fmt(s.classMean),
      ranks: ranks(s, info.counts, show),
      tag: good.has(s.pindex) ? '优势' : weak.has(s.pindex) ? '薄弱' : null,
    })),
    goodPapers: info.goodPapers.map(subjectOf).filter(Boolean),
    weakPapers: info.weakPapers.map(subjectOf).filter(Boolean),
    goodRule: strongSubjectRule(info.gap),
    weakRule: weakSubjectRule(info.gap),
    weakQuestions: info.weakQuestions.map((q) => ({
      subject: q.subject,
      name: `第 ${q.name} 题`,
      text: `得分 ${fmt(q.got)}/${fmt(q.score)}${q.classRate === null ? '' : `，班级得分率 ${pct(q.classRate)}`}`,
    })),
    weakPoints: info.weakPoints.map((p) => ({ subject: p.subject, name: p.name, text: `掌握度 ${pct(p.mastery)}${p.classMastery === null ? '' : `（班级 ${pct(p.classMastery)}）`}` })),
    sms: f.summary === null ? null : { summary: f.summary, from: info.exam.from },
  }
}
