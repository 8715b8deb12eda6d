// Issue 30 items 1 and 8: the drafts an upload leaves, bounded per user by count and bytes (a user's
// oldest go first, others' stay), and imported once however many confirmations arrive together.

import t from 'tap'
import type { ImportTable } from '../../src/domain/custom/import-file.ts'
import { DRAFT_BYTES_PER_USER, DRAFTS_PER_USER, ImportDrafts } from '../../src/views/custom/import-drafts.ts'

const small: ImportTable = { headers: ['学号', '姓名'], rows: [['001', '张三']], format: 'csv-utf8' }
/** A table reckoned at about `bytes` (one long cell, shared by every such table: nothing real is allocated twice). */
const LONG = 'x'.repeat(DRAFT_BYTES_PER_USER / 2 / 2)
const large: ImportTable = { headers: ['学号', '姓名'], rows: [['001', LONG]], format: 'csv-utf8' }

t.test('a user keeps at most their count of drafts: the oldest goes, another user’s stay', async (t) => {
  const drafts = new ImportDrafts()
  const other = drafts.add('s2', 'u2', 'b.csv', small)
  const mine = Array.from({ length: DRAFTS_PER_USER + 1 }, (_, i) => drafts.add('s1', 'u1', `${i}.csv`, small))
  t.equal(drafts.get('s1', mine[0]!.id), undefined, 'the oldest is gone')
  for (const d of mine.slice(1)) t.ok(drafts.get('s1', d.id), `${d.fileName} kept`)
  t.ok(drafts.get('s2', other.id), 'the other user’s draft kept')
  t.equal(drafts.get('s2', mine[1]!.id), undefined, 'a draft is its session’s only')
})

t.test('a user keeps at most their bytes of drafts, counted again once a preview adds problems', async (t) => {
  const drafts = new ImportDrafts()
  const first = drafts.add('s1', 'u1', 'a.csv', large)
  const second = drafts.add('s1', 'u1', 'b.csv', small)
  t.ok(drafts.get('s1', first.id) && drafts.get('s1', second.id), 'under the bound: both kept')
  const third = drafts.add('s1', 'u1', 'c.csv', large)
  t.equal(drafts.get('s1', first.id), undefined, 'past the bound: the oldest goes')
  t.ok(drafts.get('s1', second.id) && drafts.get('s1', third.id))
  // The small draft's problems grow it past the user's bytes: the large one, now the older, goes.
  drafts.setProblems(second, Array.from({ length: DRAFT_BYTES_PER_USER / 2 / 200 + 100 }, (_, i) => ({ row: i + 2, column: '学号', kind: 'duplicate' as const, value: '', message: '' })))
  t.equal(drafts.get('s1', third.id), undefined)
  t.ok(drafts.get('s1', second.id))
})

t.test('a draft is confirmed once: a confirmation during another gets its answer; a failed one may be tried again', async (t) => {
  const drafts = new ImportDrafts()
  const draft = drafts.add('s1', 'u1', 'a.csv', small)
  let runs = 0
  let release = () => {}
  const run = () =>
    new Promise<{ examid: string }>((resolve) => {
      runs += 1
      release = () => resolve({ examid: `E${runs}` })
    })
  const first = drafts.confirmOnce(draft, run)
  const second = drafts.confirmOnce(draft, run)
  release()
  t.same(await Promise.all([first, second]), [{ examid: 'E1' }, { examid: 'E1' }])
  t.equal(runs, 1, 'imported once')
  t.equal(drafts.get('s1', draft.id), undefined, 'a confirmed draft is gone')

  const failing = drafts.add('s1', 'u1', 'b.csv', small)
  await t.rejects(drafts.confirmOnce(failing, () => Promise.reject(new Error('upstream away'))))
  t.ok(drafts.get('s1', failing.id), 'a failed import leaves the draft')
  t.same(await drafts.confirmOnce(failing, async () => ({ examid: 'E9' })), { examid: 'E9' })
})
