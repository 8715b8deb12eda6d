// Knowledge-point and ability columns of the knowledge report (domain/reports/subject-reports/factor-columns.ts).
import t from 'tap'
import type { FactorPoint } from '@report/contracts/upstream/reports/knowledge'
import { chartPoints, factorColumns, masteryKey, pointLabel } from '../../../src/domain/reports/subject-reports/factor-columns.ts'

const point = (id: string, kind: FactorPoint['kind'], parentId?: string): FactorPoint => ({ id, name: `名${id}`, kind, ...(parentId ? { parentId } : {}), full: 10, questions: [] })

const knowledge = [point('c1', 'chapter'), point('c1a', 'leaf', 'c1'), point('c1b', 'leaf', 'c1'), point('c2', 'chapter'), point('x', 'leaf', 'gone')]

t.test('factorColumns: a chapter heads its leaves; chapterless points stand alone; keys are positions', async (t) => {
  const columns = factorColumns(knowledge)
  t.same(columns.map((c) => c.title), ['名c1', '名c2', '名x'])
  t.same(columns[0]!.children!.map((c) => [c.key, c.title]), [['m0', '本章'], ['m1', '名c1a'], ['m2', '名c1b']])
  t.equal(columns[1]!.key, 'm3', 'a chapter without leaves is one column')
  t.equal(columns[2]!.key, 'm4', 'a leaf whose chapter is absent stands alone')
  const abilities = factorColumns([point('a1', 'ability'), point('a2', 'ability')])
  t.same(abilities.map((c) => c.key), ['m0', 'm1'])
  t.ok(abilities.every((c) => c.format?.kind === 'percent'))
  t.equal(masteryKey(7), 'm7')
})

t.test('chartPoints: the chapters when there are any, else every point', async (t) => {
  t.same(chartPoints(knowledge), [0, 3])
  t.same(chartPoints([point('a1', 'ability'), point('a2', 'ability'), point('a3', 'ability')]), [0, 1, 2])
  t.same(chartPoints([]), [])
})

t.test('pointLabel: leaves under a chapter read indented', async (t) => {
  t.equal(pointLabel(knowledge[0]!), '名c1')
  t.equal(pointLabel(knowledge[1]!), '　名c1a')
  t.equal(pointLabel(point('l', 'leaf')), '名l')
})
