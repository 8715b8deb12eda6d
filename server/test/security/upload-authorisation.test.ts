// Issue 30 item 2: an upload route checks the session, the role and the exam before it reads a byte
// of the file. A student's add-data upload was read (and answered 400 for a file it could not read)
// before anyone asked who sent it, so any signed-in account could feed the reader a bomb. Now a
// refused upload is answered while its body is still arriving, and the body is never read.

import { request as httpRequest } from 'node:http'
import t from 'tap'
import { listen } from '../helpers/build.ts'
import { shellRig, type ShellRig } from '../integration/shell-rig.ts'

const JOINT = '280152611190'
const IMPORT = '/report/bff/custom/import/upload?fileName=b.xlsx'
const ADD_DATA = `/report/bff/exam-sync/add-data/check?${new URLSearchParams({ examid: JOINT, org: '0', schoolid: '10002', pindex: '2', fileName: 'b.xlsx' }).toString()}`
/** Not a file at all: whoever reads it says so (400), so a refusal before reading is told apart. */
const NOT_A_FILE = Buffer.from('PK\u0003\u0004 not really a zip')

const post = (rig: ShellRig, url: string, cookie: string | undefined) =>
  rig.app.inject({ method: 'POST', url, headers: { ...(cookie ? { cookie } : {}), 'content-type': 'application/octet-stream' }, payload: NOT_A_FILE })

t.test('who may upload is decided before the file is read', async (t) => {
  const rig = await shellRig(t)
  const cases: [string, string, string | undefined, number, string | number][] = [
    ['import, no session', IMPORT, undefined, 401, 'BFF_ERR_SESSION_MISSING'],
    ['import, a student', IMPORT, 'demo-student', 403, 'BFF_ERR_CUSTOM_FORBIDDEN'],
    ['import, a basic edition', IMPORT, 'demo-small-school', 403, 'BFF_ERR_CUSTOM_VERSION'],
    ['add-data, no session', ADD_DATA, undefined, 401, 'BFF_ERR_SESSION_MISSING'],
    ['add-data, a student', ADD_DATA, 'demo-student', 403, 'BFF_ERR_SYNC_FORBIDDEN'],
    // The platform refuses the exam's sync facts to anyone but its organiser.
    ['add-data, a teacher of a school in the exam', ADD_DATA, 'demo-teacher', 403, 403],
  ]
  for (const [name, url, token, status, code] of cases) {
    const res = await post(rig, url, token ? await rig.signIn(token) : undefined)
    t.equal(res.statusCode, status, name)
    t.match(res.json(), { code, requestId: String }, name)
  }
  // Those allowed reach the reader, which refuses the bytes.
  for (const url of [IMPORT, ADD_DATA]) t.match((await post(rig, url, await rig.signIn('demo-school-admin'))).json(), { code: 'BFF_ERR_CUSTOM_FILE' })
})

/** Sends an upload's headers (a declared size, or none: chunked) and its first 64 KiB, and waits for the answer; the rest never comes. */
function partialUpload(base: string, path: string, cookie: string, declared: number | null): Promise<{ status: number; body: string; connection: string | undefined }> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { cookie, 'content-type': 'application/octet-stream' }
    if (declared !== null) headers['content-length'] = String(declared)
    const req = httpRequest(`${base}${path}`, { method: 'POST', headers })
    req.on('error', reject)
    req.on('response', (res) => {
      let body = ''
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => (body += chunk))
      res.on('end', () => {
        resolve({ status: res.statusCode ?? 0, body, connection: res.headers.connection })
        req.destroy()
      })
    })
    req.write(Buffer.alloc(64 * 1024, 0x41))
  })
}

t.test('a refused upload is answered while its body is still arriving; a body of no or too large a size has its connection closed', async (t) => {
  const rig = await shellRig(t)
  const base = await listen(t, rig.app)
  const student = await rig.signIn('demo-student')
  const MiB = 1024 * 1024
  for (const path of [IMPORT, ADD_DATA]) {
    const declared = await partialUpload(base, path, student, 8 * MiB)
    t.equal(declared.status, 403, `${path}: 8 MiB declared`)
    t.match(JSON.parse(declared.body), { kind: 'forbidden' })
    t.not(declared.connection, 'close', 'a size within the bound: the rest is drained, the connection kept')
    const chunked = await partialUpload(base, path, student, null)
    t.equal(chunked.status, 403, `${path}: no size`)
    t.equal(chunked.connection, 'close', 'no size: the connection is closed')
  }
  const admin = await rig.signIn('demo-school-admin')
  const huge = await partialUpload(base, IMPORT, admin, 50 * MiB)
  t.equal(huge.status, 413)
  t.equal(huge.connection, 'close', '50 MiB declared: refused, the connection closed')
})
