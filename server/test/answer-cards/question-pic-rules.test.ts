// Table tests for the answer picture of one question (issue 20; spec 3 §7 matrix/answer-pic, matrix/pics;
// spec 2 §6 "trial or experience plans block drilling and navigation in ranking and matrix reports").
import t from 'tap'
import type { MatrixAnswerPicData, MatrixPicsData, QuestionPic } from '@report/contracts/upstream/matrix-pics'
import { answerPicturesOpen } from '../../src/domain/answer-cards/access.ts'
import { answerScore, questionPicHref, toQuestionPicView } from '../../src/domain/answer-cards/question-pic-view.ts'

t.test('answerPicturesOpen: scanned cards and not a trial', async (t) => {
  const rows: Array<[string, Parameters<typeof answerPicturesOpen>[0], boolean]> = [
    ['a marking-platform exam', { org: 0, isTrial: false }, true],
    ['a trial exam blocks navigation in the matrix (spec 2 §6)', { org: 0, isTrial: true }, false],
    ['an imported exam has no sheets', { org: 1, isTrial: false }, false],
    ['the platform says it has cards', { org: 1, hasPaperCard: true, isTrial: false }, true],
  ]
  for (const [name, exam, want] of rows) t.equal(answerPicturesOpen(exam), want, name)
})

t.test('answerScore: the marks against the full score, as the sheet overlay writes them', async (t) => {
  const rows: Array<[number | null, number, { text: string; tone: string }]> = [
    [3.5, 5, { text: '3.5/5', tone: 'part' }],
    [5, 5, { text: '5/5', tone: 'full' }],
    [0, 5, { text: '0/5', tone: 'zero' }],
    [null, 5, { text: '未作答', tone: 'zero' }],
    [1 / 3, 2, { text: '0.3/2', tone: 'part' }],
  ]
  for (const [score, manfen, want] of rows) t.same(answerScore(score, manfen), want, `${score}/${manfen}`)
})

t.test('toQuestionPicView: the cut answer, its score, the class beside it; 未考 without a picture', async (t) => {
  const pic = (studentId: string, name: string, score: number | null, extra: Partial<QuestionPic> = {}): QuestionPic => ({ studentId, name, xuehao: '', className: '高二(3)班', classId: 'C3', score, url: `/api/v3/x/${studentId}`, width: 382, height: 70, ...extra })
  const question = { qid: 'Q12', name: '12', isObjective: false, manfen: 5, answer: '' }
  const answer: MatrixAnswerPicData = { question, pic: pic('S1', '董博勇', 3.5) }
  const classmates: MatrixPicsData = { question, pics: [pic('S0', '万强然', 5), pic('S1', '董博勇', 3.5)] }
  const query = { examid: 'E1', org: '0', pindex: '2', qid: 'Q12', skey: 'S1' }
  const view = toQuestionPicView({ examName: '期中', subject: '数学', answer, classmates, student: { name: '', className: '' }, base: '/report/answer-pic', sheetBase: '/report/answer-pics', query })
  t.same(view.picture, { src: '/api/v3/x/S1', width: 382, height: 70 })
  t.equal(view.questionTitle, '第 12 题（5 分）')
  t.same([view.scoreText, view.tone, view.detail], ['3.5/5', 'part', ''])
  t.same(view.student, { name: '董博勇', className: '高二(3)班' })
  t.same(view.classmates.map((c) => [c.name, c.scoreText, c.selected]), [['万强然', '5/5', false], ['董博勇', '3.5/5', true]])
  t.equal(view.classmates[0]!.href, '/report/answer-pic?examid=E1&org=0&pindex=2&qid=Q12&skey=S0', 'a classmate\'s answer to the same question')
  t.equal(view.sheetHref, '/report/answer-pics?examid=E1&org=0&pindex=2&skey=S1', 'the whole sheet of the paper')

  const objective = toQuestionPicView({ examName: '期中', subject: '数学', answer: { question: { ...question, isObjective: true, answer: 'C' }, pic: pic('S1', '董博勇', 0, { choice: '' }) }, classmates: null, student: { name: '', className: '' }, base: '/report/answer-pic', sheetBase: '/report/answer-pics', query })
  t.same([objective.scoreText, objective.tone, objective.detail, objective.classmates], ['0/5', 'zero', '未作答（答案 C）', []])

  const absent = toQuestionPicView({ examName: '期中', subject: '数学', answer: { question, pic: null }, classmates: null, student: { name: '某某', className: '' }, base: '/report/answer-pic', sheetBase: '/report/answer-pics', query })
  t.same([absent.scoreText, absent.picture, absent.student.name], ['未考', null, '某某'])
})

t.test('questionPicHref keeps the exam frame and leaves out what is unset', async (t) => {
  t.equal(questionPicHref('/report/answer-pic', { examid: 'E1', org: undefined, grade: '高二', pindex: '1', qid: 'Q', skey: 'S' }), '/report/answer-pic?examid=E1&grade=%E9%AB%98%E4%BA%8C&pindex=1&qid=Q&skey=S')
})
