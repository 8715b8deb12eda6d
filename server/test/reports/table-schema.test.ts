// A three-level table header (subject › 分数 group › leaves) survives the response serialiser: a
// sub-group also satisfies the leaf schema, so the union must try the sub-group first.
import t from 'tap'
import Fastify from 'fastify'
import { Envelope } from '@report/contracts/envelope'
import { TableViewSchema, type TableView } from '@report/contracts/bff/table'

t.test('sub-group children reach the client', async (t) => {
  const app = Fastify()
  t.teardown(() => app.close())
  const table: TableView = {
    columns: [
      { key: 'name', title: '姓名' },
      {
        key: 'p1',
        title: '语文',
        children: [
          { key: 'p1.score', title: '分数' },
          { key: 'p1.ranks', title: '排名', children: [{ key: 'p1.rank', title: '全体' }, { key: 'p1.classRank', title: '班级' }] },
        ],
      },
    ],
    rows: [{ key: 's1', cells: { name: '张三', 'p1.score': 120, 'p1.rank': 3, 'p1.classRank': 1 } }],
    paging: null,
    sort: null,
  }
  app.get('/t', { schema: { response: { 200: Envelope(TableViewSchema) } } }, async () => ({ code: 0, data: table }))
  const res = await app.inject({ url: '/t' })
  t.same(res.json().data.columns, table.columns)
})
