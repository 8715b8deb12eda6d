// /schoolReportWord (issue 21): the school's 学校分析 view model as a real .docx.

import t from 'tap'
import { unzipSync, strFromU8 } from 'fflate'
import { Packer } from 'docx'
import { leafColumns, reportFileName, schoolReportDocument, tableText } from '../../src/domain/school-report-word/report-document.ts'
import { shellRig } from '../integration/shell-rig.ts'

const MIDTERM = '100152611100'

t.test('grouped headers flatten; rows follow the leaf columns; a missing cell is --', async (t) => {
  const columns = [{ key: 'name', title: '班级' }, { key: 'math', title: '数学', children: [{ key: 'm.mean', title: '平均分' }, { key: 'm.rank', title: '排名' }] }]
  t.same(leafColumns(columns), [{ key: 'name', title: '班级' }, { key: 'm.mean', title: '数学·平均分' }, { key: 'm.rank', title: '数学·排名' }])
  t.same(tableText({ columns, rows: [{ key: '1', cells: { name: '1班', 'm.mean': 88.5 } }], paging: null, sort: null }), [['班级', '数学·平均分', '数学·排名'], ['1班', '88.5', '--']])
  t.equal(reportFileName('一中', '期中/考试'), '一中-期中考试-学校分析报告.docx')
})

t.test('a document: title, blocks in order and the 指标说明 are in word/document.xml', async (t) => {
  const doc = schoolReportDocument({
    examName: '期中考试', grade: '高二', schoolName: '江州市第一中学', generatedOn: '2026/11/26',
    blocks: [{ kind: 'stats', id: 's', title: '主要指标', items: [{ label: '实考人数', value: 821 }] }],
    notes: [{ term: '平均分', formula: 'x̄ = Σx / N', note: '', population: '有效成绩的学生', rounding: '保留 2 位小数' }],
    settingsVersion: '本次考试发布时的设置：第 3 版',
  })
  const xml = strFromU8(unzipSync(new Uint8Array(await Packer.toBuffer(doc)))['word/document.xml']!)
  for (const text of ['江州市第一中学学校分析报告', '实考人数', '821', '附录：指标说明', 'x̄ = Σx / N', '有效成绩的学生；保留 2 位小数', '设置版本：本次考试发布时的设置：第 3 版']) t.ok(xml.includes(text), text)
})

t.test('the view: a .docx of the school\'s report for a school manager; refused where download is not allowed', async (t) => {
  const rig = await shellRig(t)
  const cookie = await rig.signIn('demo-school-admin')
  const exams = (await rig.app.inject({ url: '/report/bff/school-report-word/exams', headers: { cookie } })).json().data
  t.ok(exams.exams.length > 0)
  t.match(exams.exams[0].downloadUrl, /^\/report\/bff\/school-report-word\?examid=/)
  const res = await rig.app.inject({ url: `/report/bff/school-report-word?examid=${MIDTERM}&org=0`, headers: { cookie } })
  t.equal(res.statusCode, 200)
  t.match(res.headers['content-type'], /wordprocessingml/)
  t.match(res.headers['content-disposition'], /filename\*=UTF-8''/)
  const files = unzipSync(new Uint8Array(res.rawPayload))
  t.ok(files['[Content_Types].xml'], 'an OOXML package')
  const xml = strFromU8(files['word/document.xml']!)
  for (const text of ['学校分析报告', '学校与全体对比', '各班总分概览', '附录：指标说明', '标准差', '未考不计入', '设置版本：本次考试发布时的设置']) t.ok(xml.includes(text), text)
  const trial = await rig.app.inject({ url: `/report/bff/school-report-word?examid=${MIDTERM}&org=0`, headers: { cookie: await rig.signIn('demo-trial') } })
  t.not(trial.statusCode, 200, 'a trial account downloads nothing')
  t.not(trial.statusCode, 500)
})
