import type { QuestionPicView } from '@report/contracts/bff/question-pics'
import type { MatrixAnswerPicData, MatrixPicsData, PicQuestion, QuestionPic } from '@report/contracts/upstream/matrix-pics'
import { sheetHref } from './sheet-view.ts'

const fmt = (n: number): string => String(Math.round(n * 10) / 10)

type Tone = QuestionPicView['tone']

/** The score the markers gave against the item's full score, as the sheet overlay writes it (sheetMark). */
export function answerScore(score: number | null, manfen: number): { text: string; tone: Tone } {
  if (score === null) return { text: '未作答', tone: 'zero' }
  return { text: `${fmt(score)}/${fmt(manfen)}`, tone: score <= 0 ? 'zero' : score >= manfen ? 'full' : 'part' }
}

/** The link to one student's answer to a question: the page's own route with the exam frame. */
export function questionPicHref(base: string, q: { examid: string; org?: string | undefined; grade?: string | undefined; pindex: string; qid: string; skey: string }): string {
  const search = new URLSearchParams({ examid: q.examid, ...(q.org ? { org: q.org } : {}), ...(q.grade ? { grade: q.grade } : {}), pindex: q.pindex, qid: q.qid, skey: q.skey })
  return `${base}?${search.toString()}`
}

export interface QuestionPicFacts {
  examName: string
  subject: string
  answer: MatrixAnswerPicData
  /** The class's answers (matrix/pics); null for a student or parent, who see only their own. */
  classmates: MatrixPicsData | null
  /** The student's name and class when no picture says them (未考). */
  student: { name: string; className: string }
  base: string
  sheetBase: string
  query: { examid: string; org?: string | undefined; grade?: string | undefined; pindex: string; qid: string; skey: string }
}

function objectiveDetail(question: PicQuestion, pic: QuestionPic): string {
  return question.isObjective ? `${pic.choice ? pic.choice : '未作答'}（答案 ${question.answer || '--'}）` : ''
}

/** spec 3 §7 matrix/answer-pic as the 小分表 opens it: the cut answer, its score, the class's answers beside it. */
export function toQuestionPicView(f: QuestionPicFacts): QuestionPicView {
  const { question, pic } = f.answer
  const score = pic ? answerScore(pic.score, question.manfen) : { text: '未考', tone: 'zero' as const }
  return {
    examName: f.examName,
    subject: f.subject,
    questionTitle: `第 ${question.name} 题（${fmt(question.manfen)} 分）`,
    student: pic ? { name: pic.name, className: pic.className } : f.student,
    scoreText: score.text,
    tone: score.tone,
    detail: pic ? objectiveDetail(question, pic) : '',
    picture: pic ? { src: pic.url, width: pic.width, height: pic.height } : null,
    classmates: (f.classmates?.pics ?? []).map((p) => {
      const s = answerScore(p.score, question.manfen)
      return { name: p.name, scoreText: s.text, tone: s.tone, href: questionPicHref(f.base, { ...f.query, skey: p.studentId }), selected: p.studentId === f.query.skey }
    }),
    sheetHref: sheetHref(f.sheetBase, { examid: f.query.examid, org: f.query.org, grade: f.query.grade, pindex: Number(f.query.pindex), skey: f.query.skey }),
  }
}
