// The drill dialog's answer from an upstream drill page (spec 2 §2): 人数 is those with a score,
// 未考 apart; '--' when nobody sat; the drilled paper after 总分; 学校 only when several schools.
import t from 'tap'
import type { DrillData, StudentRow } from '@report/contracts/upstream/reports/common'
import { toDrillAnswer } from '../../src/domain/reports/drill-answer.ts'

function student(key: string, score: number | null, schoolId = 's1'): StudentRow {
  const cell = (pindex: number) => ({ pindex, score, absent: score === null, all: score === null ? null : 1, county: null, schoolRank: score === null ? null : 1, classRank: score === null ? null : 1, abcd: null })
  return { key, name: `学生${key}`, xuehao: `00${key}`, kaohao: key, countyId: 'c1', county: '明湖区', schoolId, school: schoolId === 's1' ? '一中' : '二中', classId: 'k1', class: '1班', absent: score === null, subjects: [cell(0), cell(2)] }
}

function data(students: StudentRow[], factors: DrillData['factors'], type: DrillData['group']['type'] = 'class'): DrillData {
  return {
    total: students.length, offset: 0, limit: 10,
    group: { key: 'class:k1', type, id: 'k1', name: '1班' },
    papers: [{ pindex: 0, subject: '总分', manfen: 300 }, { pindex: 2, subject: '数学', manfen: 150 }],
    factors, students,
  }
}

const page = { page: 1, pageSize: 10, sort: null }

t.test('absent students are listed but not counted', async (t) => {
  const answer = toDrillAnswer(data([student('1', 90), student('2', null), student('3', 80)], { total: 3, absent: 1, max: 90, min: 80, mean: 85 }), 2, page)
  t.same(answer.summary, { headcount: 2, absent: 1, mean: 85, max: 90, min: 80 })
  t.equal(answer.rows[1]!.cells['p2.score'], '未考')
  t.equal(answer.rows[1]!.cells['p0.rank'], '未考')
})

t.test('only absent students: 人数 0 and -- for the figures', async (t) => {
  const answer = toDrillAnswer(data([student('2', null)], { total: 1, absent: 1, max: null, min: null, mean: null }), 0, page)
  t.same(answer.summary, { headcount: 0, absent: 1, mean: '--', max: '--', min: '--' })
})

t.test('columns: 总分 then the drilled paper; 学校 only across schools', async (t) => {
  const one = toDrillAnswer(data([student('1', 90)], { total: 1, absent: 0, max: 90, min: 90, mean: 90 }), 2, page)
  t.same(one.columns.map((c) => c.title), ['姓名', '学号', '班级', '总分', '数学'])
  const two = toDrillAnswer(data([student('1', 90), student('4', 70, 's2')], { total: 2, absent: 0, max: 90, min: 70, mean: 80 }, 'all'), 0, page)
  t.same(two.columns.map((c) => c.title), ['姓名', '学号', '学校', '班级', '总分'])
  t.equal(two.rows[0]!.cells.xuehao, '001', '学号 as text with its zeros')
})
