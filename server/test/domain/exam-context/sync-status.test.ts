// Table tests for spec 1 §4 "Sync: for scale 2 and org not 2, the sync status is fetched; if isSync,
// proceed; otherwise a dialog lists papers with 'done' or 'synced / published' counts" and §2 "Score-sync
// progress dialog: lists published and unpublished subjects with the warning that unsynced scores may be
// inaccurate; buttons wait-for-sync and view-analysis."
import t from 'tap'
import type { SyncStatus } from '@report/contracts/upstream/exam'
import { isSyncing, needsSyncCheck, SYNC_DONE, SYNC_WARNING, syncDialog } from '../../../src/domain/exam-context/sync-status.ts'

t.test('needsSyncCheck table', async (t) => {
  const rows: Array<[scale: number, org: number, want: boolean]> = [[2, 0, true], [2, 1, true], [2, 2, false], [1, 0, false], [3, 0, false], [2, -1, true]]
  for (const [scale, org, want] of rows) t.equal(needsSyncCheck(scale, org), want, `scale ${scale}, org ${org}`)
})

t.test('syncDialog table', async (t) => {
  const papers: SyncStatus['papers'] = [
    { pindex: 1, subject: '语文', isPublish: true, syncSchoolCount: 6, publishSchoolCount: 6 },
    { pindex: 4, subject: '物理', isPublish: false, syncSchoolCount: 2, publishSchoolCount: 6 },
  ]
  t.same(syncDialog({ isRoot: true, isSync: false, papers }), {
    warning: SYNC_WARNING,
    papers: [
      { subject: '语文', published: true, status: '已完成' },
      { subject: '物理', published: false, status: '2 / 6' },
    ],
    waitLabel: '等待同步',
    viewLabel: '查看分析',
  }, '§4 not synced: done or synced / published')
  t.equal(syncDialog({ isRoot: true, isSync: true, papers }), null, '§4 isSync: proceed')
  t.equal(syncDialog(null), null, 'not a joint exam: not asked')
  t.equal(SYNC_DONE, '已完成')
  t.equal(isSyncing({ isRoot: false, isSync: false, papers: [] }), true)
  t.equal(isSyncing({ isRoot: false, isSync: true, papers: [] }), false)
  t.equal(isSyncing(null), false)
})
