// Spec 2 §9 "Score-band ordering of subjects: total, Chinese, math, English, combined sciences, physics,
// chemistry, biology, politics, history, geography, technology, others".
import t from 'tap'
import { OTHER_SUBJECT_RANK, sortBySubject, subjectRank } from '../../../src/domain/tables/subject-order.ts'

t.test('the spec order from a shuffled list', async (t) => {
  const shuffled = ['技术', '地理', '物理', '英语', '总分', '历史', '化学', '数学', '生物', '政治', '语文', '理综']
  t.same(sortBySubject(shuffled, (s) => s), ['总分', '语文', '数学', '英语', '理综', '物理', '化学', '生物', '政治', '历史', '地理', '技术'])
})

t.test('names as schools write them land in their slot', async (t) => {
  const rows: Array<[name: string, rank: number]> = [
    ['总分', 0], ['total', 0], ['totalScore', 0], ['总成绩', 0],
    ['语文', 1], ['数学(理)', 2], ['数学（文）', 2], ['英语', 3], ['外语', 3],
    ['理综', 4], ['理科综合', 4], ['文综', 4.1], ['文科综合', 4.1], ['综合', 4.2],
    ['物理', 5], ['化学', 6], ['生物', 7], ['生物学', 7], ['思想政治', 8], ['道德与法治', 8], ['道法', 8],
    ['历史', 9], ['地理', 10], ['信息技术', 11], ['通用技术', 11],
    ['音乐', OTHER_SUBJECT_RANK], ['日语', OTHER_SUBJECT_RANK], [' 语文 ', 1],
  ]
  for (const [name, rank] of rows) t.equal(subjectRank(name), rank, name)
})

t.test('理综 before 文综; others keep their order after 技术', async (t) => {
  const papers = [{ s: '音乐' }, { s: '文综' }, { s: '美术' }, { s: '理综' }, { s: '语文' }, { s: '体育' }]
  t.same(sortBySubject(papers, (p) => p.s).map((p) => p.s), ['语文', '理综', '文综', '音乐', '美术', '体育'])
})
