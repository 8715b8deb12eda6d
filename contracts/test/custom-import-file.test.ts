// The custom-analysis task's import file (our layout for /mod/v1/custom/upload-file): what the BFF
// writes the platform reads back as the same rows, whatever a name holds; a file off the layout is
// refused with the reason.

import t from 'tap'
import { csvRecords, importFileHeader, readImportFile, writeImportFile, type ImportFileRow } from '../src/upstream/custom-import-file.ts'

const papers = [{ subject: '数学', manfen: 15, questions: [{ name: '1', score: 5 }, { name: '3', score: 10 }] }, { subject: '语文', manfen: 150 }]

t.test('the header names 学号, 姓名, 班级ID, each paper, then each question of a paper scored by question', async (t) => {
  t.same(importFileHeader(papers), ['学号', '姓名', '班级ID', '数学', '语文', '数学#1', '数学#2'])
})

t.test('rows survive the round trip: quotes, commas, line breaks and spaces in names, 未考, question items', async (t) => {
  const rows: ImportFileRow[] = [
    { xuehao: '007', name: '张"三",李', classId: 'c1', scores: [12.5, 90], items: [[2.5, 10], null] },
    { xuehao: '008', name: ' 王\r\n五 ', classId: 'c1', scores: [null, 80] },
    { xuehao: '009', name: '赵六', classId: 'c2', scores: [0, null], items: [[0, 0], null] },
  ]
  const text = writeImportFile(papers, rows)
  t.ok(text.endsWith('\r\n'))
  t.same(readImportFile(text, papers), { rows })
})

t.test('a file off the layout is refused with its reason', async (t) => {
  const head = importFileHeader(papers).join(',')
  const cases: [string, string][] = [
    ['学号,姓名,班级ID,语文\r\n1,a,c,90\r\n', '文件表头与任务的科目不一致'],
    [`${head}\r\n`, '文件中没有学生成绩行'],
    [`${head}\r\n1,a,c,5,90,5\r\n`, '第2行的列数与表头不一致'],
    [`${head}\r\n1,a,c,五,90,2,3\r\n`, '第2行有不是数字的成绩'],
    [`${head}\r\n1,a,c,-1,90,,\r\n`, '第2行有不是数字的成绩'],
    [`${head}\r\n1,a,c,5,90,5,\r\n`, '第2行的小题成绩不完整'],
    [`${head}\r\n1,"a,c,5,90,5,0\r\n`, '文件无法读取：行数或列数超出限制，或引号未闭合'],
    [`${head}\r\n1,a,c,5,90,5,0,9\r\n`, '文件无法读取：行数或列数超出限制，或引号未闭合'],
  ]
  for (const [text, error] of cases) t.same(readImportFile(text, papers), { error }, JSON.stringify(text))
})

t.test('csvRecords stops at its bounds', async (t) => {
  t.same(csvRecords('a,b\r\nc,d', 2, 2), [['a', 'b'], ['c', 'd']], 'a last line without its break')
  t.equal(csvRecords('a\r\nb\r\nc\r\n', 2, 5), null, 'more records than allowed')
  t.equal(csvRecords('a,b,c\r\n', 5, 2), null, 'more fields than allowed')
})
