// The head of the ranking page (issue 15 item 15: a student saw 总分前三名 holding only their own row at
// rank 177). Spec 1 §6: a student's scope is their own results; staff see the top of their scope.
import t from 'tap'
import { rankingHead, type TopStudent } from '../../../src/domain/reports/common-reports/top-students.ts'

const format = (score: TopStudent['score']) => (score === null ? '--' : score)
const top: TopStudent[] = [
  { key: 's1', name: '江梦若', className: '高三(13)班', score: 947, rank: 1 },
  { key: 's2', name: '张诚', className: '高三(10)班', score: 943, rank: 2 },
  { key: 's3', name: '潘明可', className: '高三(9)班', score: 934.5, rank: 3 },
]

t.test('rankingHead by viewer', async (t) => {
  const cases = [
    {
      name: 'staff: 总分前三名, name (class), score and rank',
      viewer: { student: false },
      students: top,
      want: { title: '总分前三名', items: [{ label: '江梦若（高三(13)班）', value: 947, hint: '排名 1', cell: 'top|s1|score' }, { label: '张诚（高三(10)班）', value: 943, hint: '排名 2', cell: 'top|s2|score' }, { label: '潘明可（高三(9)班）', value: 934.5, hint: '排名 3', cell: 'top|s3|score' }] },
    },
    {
      name: 'staff: ties past the third place are shown, at most six',
      viewer: { student: false },
      students: [...top, ...top, ...top].map((s, i) => ({ ...s, rank: Math.min(i + 1, 3) })),
      want: { title: '总分前三名' },
      count: 6,
    },
    {
      name: 'a student: their own 总分 and rank, never a one-row "top three"',
      viewer: { student: true },
      students: [{ key: 'me', name: '王涵雪', className: '高二(3)班', score: 612, rank: 177 }],
      want: { title: '我的总分与排名', items: [{ label: '总分', value: 612, hint: '全体排名 177', cell: 'top|me|score' }] },
    },
    {
      name: 'a student who was absent: -- for score and rank',
      viewer: { student: true },
      students: [{ key: 'me', name: '王涵雪', className: '高二(3)班', score: null, rank: null }],
      want: { title: '我的总分与排名', items: [{ label: '总分', value: '--', hint: '全体排名 --' }] },
    },
    { name: 'a student with no row: no figures', viewer: { student: true }, students: [], want: { title: '我的总分与排名', items: [] } },
    // Issue 19, spec 1 §2 ranking: rank visibility per stage and role (rank, level or nothing).
    {
      name: 'published as levels: staff see each one\'s 等级, not a rank',
      viewer: { student: false },
      students: top.map((s) => ({ ...s, rank: null, level: 'A' })),
      mode: 'level' as const,
      want: { title: '总分前三名', items: [{ label: '江梦若（高三(13)班）', value: 947, hint: '等级 A' }] },
    },
    {
      name: 'published as levels: a student sees their 等级',
      viewer: { student: true },
      students: [{ key: 'me', name: '王涵雪', className: '高二(3)班', score: 612, rank: null, level: 'B' }],
      mode: 'level' as const,
      want: { title: '我的总分与等级', items: [{ label: '总分', value: 612, hint: '等级 B' }] },
    },
    {
      name: 'published as hidden: the score alone, no hint',
      viewer: { student: true },
      students: [{ key: 'me', name: '王涵雪', className: '高二(3)班', score: 612, rank: null }],
      mode: 'hidden' as const,
      want: { title: '我的总分', items: [{ label: '总分', value: 612 }] },
    },
  ]
  for (const c of cases) {
    const head = rankingHead(c.viewer, c.students, format, 'mode' in c ? c.mode : undefined)
    if ('mode' in c && c.mode === 'hidden') t.notOk(head.items.some((i) => 'hint' in i), `${c.name}: no hint`)
    t.match(head, c.want, c.name)
    if (c.count !== undefined) t.equal(head.items.length, c.count, `${c.name}: count`)
  }
})
