// Collections the spec shows keyed (spec 1 §3 "schools as a map of school id to name", papers "keyed by
// paper index or id", school_map "county to schools"): a list, a map to items, a map to names, or nothing.
import t from 'tap'
import { readCollection } from '../../../src/upstream/facts/read-collections.ts'
import { UNREAD } from '../../../src/upstream/facts/read-scalars.ts'

const SCHOOLS = { key: 'id', name: 'name' }
const PAPERS = { key: 'pindex' }

t.test('id → name maps and lists give the same items', async (t) => {
  const list = [{ id: 's1', name: '一中' }, { id: 's2', name: '二中' }]
  t.equal(readCollection(list, SCHOOLS), list, 'a list is read as it is')
  t.same(readCollection({ s1: '一中', s2: '二中' }, SCHOOLS), list, 'a map of id to name')
  t.same(readCollection({ s1: { name: '一中' }, s2: { id: 's2', name: '二中' } }, SCHOOLS), list, 'a map of id to item, the key filled where the item lacks it')
})

t.test('papers keyed by paper index or by paper id', async (t) => {
  t.same(readCollection({ 1: { subject: '语文' }, 2: { subject: '数学' } }, PAPERS), [{ subject: '语文', pindex: '1' }, { subject: '数学', pindex: '2' }], 'by index: the key is the index (read as a number by its field)')
  t.same(readCollection({ p9: { pindex: 2, subject: '数学' } }, PAPERS), [{ pindex: 2, subject: '数学' }], 'by id: the item keeps its own index')
})

t.test('null or nothing is empty; other values cannot be read', async (t) => {
  t.same(readCollection(null, SCHOOLS), [])
  t.same(readCollection(undefined, SCHOOLS), [])
  t.same(readCollection({}, SCHOOLS), [])
  t.equal(readCollection('一中', SCHOOLS), UNREAD)
  t.equal(readCollection(3, SCHOOLS), UNREAD)
  t.equal(readCollection({ 1: '语文' }, PAPERS), UNREAD, 'a map to plain values needs a name field to put them in')
  t.equal(readCollection({ s1: [1] }, SCHOOLS), UNREAD)
})
