// Printing a wide table: identity columns head every part, subject groups stay whole, parts fit.
import t from 'tap'
import type { TableColumn } from '@report/contracts/bff/table'
import { chunkColumns, columnWidth } from '../../../client/src/features/reports/logic/column-chunks.ts'

const score = { kind: 'score' as const }
const subject = (n: number): TableColumn => ({ key: `p${n}`, title: `科目${n}`, children: [{ key: `p${n}.score`, title: '分数', format: score, width: 80 }, { key: `p${n}.rank`, title: '排名', format: score, width: 80 }] })
const identity: TableColumn[] = [{ key: 'name', title: '姓名', width: 88 }, { key: 'xuehao', title: '学号', width: 120 }]

t.test('widths: leaves summed, 96 px when a leaf gives none', async (t) => {
  t.equal(columnWidth(subject(1)), 160)
  t.equal(columnWidth({ key: 'x', title: 'x' }), 96)
})

t.test('a table that fits is one part', async (t) => {
  const columns = [...identity, subject(1)]
  t.same(chunkColumns(columns, 1000), [columns])
})

t.test('a wide table: every part starts with 姓名 and 学号, subjects never split, each part fits', async (t) => {
  const columns = [...identity, ...Array.from({ length: 9 }, (_, i) => subject(i))]
  const parts = chunkColumns(columns, 800)
  t.ok(parts.length > 1)
  for (const part of parts) {
    t.same(part.slice(0, 2).map((c) => c.key), ['name', 'xuehao'])
    t.ok(part.reduce((s, c) => s + columnWidth(c), 0) <= 800)
  }
  t.same(parts.flatMap((p) => p.slice(2).map((c) => c.key)), columns.slice(2).map((c) => c.key), 'every subject once, in order')
})

t.test('a group wider than a page gets a part of its own rather than being dropped', async (t) => {
  const huge: TableColumn = { key: 'q', title: '小题', children: Array.from({ length: 20 }, (_, i) => ({ key: `q${i}`, title: `${i}`, format: score, width: 60 })) }
  const parts = chunkColumns([...identity, subject(1), huge], 700)
  t.same(parts.map((p) => p.map((c) => c.key)), [['name', 'xuehao', 'p1'], ['name', 'xuehao', 'q']])
})
