// Table tests for spec 1 §4 "Sync: for scale 2 and org not 2, the sync status is fetched; if isSync,
// proceed; otherwise a dialog lists papers with 'done' or 'synced / published' counts" and §2 "Score-sync
// progress dialog: lists published and unpublished subjects with the warning that unsynced scores may be
// inaccurate; buttons wait-for-sync and view-analysis."
import t from 'tap'
import type { SyncStatus } from '@report/contracts/upstream/exam'
import { examSyncHref, isSyncing, mayRunSync, needsSyncCheck, SYNC_ASK_TEXT, SYNC_DONE, SYNC_RUN_TEXT, SYNC_WARNING, syncDialog } from '../../../src/domain/exam-context/sync-status.ts'

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
    syncHref: null,
    syncNote: SYNC_ASK_TEXT,
    papers: [
      { subject: '语文', published: true, status: '已完成' },
      { subject: '物理', published: false, status: '2 / 6' },
    ],
    waitLabel: '等待同步',
    viewLabel: '查看分析',
  }, '§4 not synced: done or synced / published')
  t.equal(syncDialog({ isRoot: true, isSync: true, papers }), null, '§4 isSync: proceed')
  t.match(syncDialog({ isRoot: true, isSync: false, papers }, { href: examSyncHref('280162611180', 0) }), { syncHref: '/report/examSync?examid=280162611180&org=0', syncNote: SYNC_RUN_TEXT }, 'issue 33 item 1: the way to /examSync')
  t.equal(syncDialog(null), null, 'not a joint exam: not asked')
  t.equal(SYNC_DONE, '已完成')
  t.equal(isSyncing({ isRoot: false, isSync: false, papers: [] }), true)
  t.equal(isSyncing({ isRoot: false, isSync: true, papers: [] }), false)
  t.equal(isSyncing(null), false)
})

t.test('mayRunSync: the organiser’s administrators and the bureaus above it (issue 33 item 1)', async (t) => {
  const rows: Array<[string, boolean, number, boolean, boolean]> = [
    ['the organiser school’s principal', true, 7, false, true],
    ['its grade director', true, 8, false, true],
    ['the city bureau', true, 1, false, true],
    ['a county bureau', true, 2, false, true],
    ['its teacher', true, 11, false, false],
    ['its head teacher', true, 10, false, false],
    ['a student', true, 11, true, false],
    ['another school’s principal', false, 7, false, false],
  ]
  for (const [name, isRoot, topRole, isStudent, want] of rows) t.equal(mayRunSync({ isRoot }, { topRole, isStudent }), want, name)
})
