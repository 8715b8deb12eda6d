// A school's score file through 外部导入 as a user does it: upload, preview, confirm; the new exam's id.
import type { Test } from 'tap'
import { csvBytes, type scoreFile } from '@report/fixtures/custom/import-files'
import type { ShellRig } from '../integration/shell-rig.ts'

const json = { 'content-type': 'application/json' }

export async function importScoreFile(t: Test, rig: ShellRig, cookie: string, file: ReturnType<typeof scoreFile>, grade: string, name: string): Promise<string> {
  const up = await rig.app.inject({ method: 'POST', url: '/report/bff/custom/import/upload?fileName=scores.csv', headers: { cookie, 'content-type': 'application/octet-stream' }, payload: Buffer.from(csvBytes(file, 'utf8')) })
  t.equal(up.statusCode, 200, up.body.slice(0, 300))
  const u = up.json().data
  const body = { draftId: u.draftId, grade, columns: u.columns, fullScores: u.fullScores }
  const preview = (await rig.app.inject({ method: 'POST', url: '/report/bff/custom/import/preview', headers: { cookie, ...json }, payload: body })).json().data
  t.equal(preview.badRows, 0, 'the preview keeps every row')
  const made = await rig.app.inject({ method: 'POST', url: '/report/bff/custom/import/confirm', headers: { cookie, ...json }, payload: { ...body, name } })
  t.equal(made.statusCode, 200, made.body.slice(0, 300))
  return made.json().data.examid
}
