import t from 'tap'
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync, existsSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { precompressDir } from '../../../scripts/precompress.mjs'
import { buildBff, listen, TEST_INDEX_HTML } from '../helpers/build.ts'
import { fakeUpstream } from '../helpers/fake-upstream.ts'

// What a browser on a school's or a phone's network is sent: the client's scripts as the build
// compressed them, view models and passthrough JSON compressed when the browser accepts it.

const SCRIPT = `export const rows = [${Array.from({ length: 400 }, (_, i) => `{ name: "学生${i}", score: ${i % 150} }`).join(', ')}]\n`

function clientBuild(): string {
  const dist = mkdtempSync(join(tmpdir(), 'report-client-'))
  mkdirSync(join(dist, 'assets'))
  writeFileSync(join(dist, 'index.html'), TEST_INDEX_HTML)
  writeFileSync(join(dist, 'assets', 'page-abc123.js'), SCRIPT)
  writeFileSync(join(dist, 'assets', 'tiny-abc123.js'), 'export const x = 1\n')
  writeFileSync(join(dist, 'assets', 'logo-abc123.png'), Buffer.alloc(4096, 7))
  return dist
}

t.test('the build writes brotli and gzip siblings of text assets only, each the same bytes unpacked', async (t) => {
  const dist = clientBuild()
  const written = await precompressDir(join(dist, 'assets'))
  t.same(written.map((w) => w.file), ['page-abc123.js'], 'not the 19-byte script, not the image')
  const source = readFileSync(join(dist, 'assets', 'page-abc123.js'))
  t.same(brotliDecompressSync(readFileSync(join(dist, 'assets', 'page-abc123.js.br'))), source)
  t.same(gunzipSync(readFileSync(join(dist, 'assets', 'page-abc123.js.gz'))), source)
  t.ok(written[0]!.br! < source.length / 4, `brotli ${written[0]!.br} of ${source.length} bytes`)
  t.notOk(existsSync(join(dist, 'assets', 'tiny-abc123.js.br')))
})

t.test('a script goes out brotli or gzip as the browser accepts, else as it is; all cached for a year', async (t) => {
  const dist = clientBuild()
  await precompressDir(join(dist, 'assets'))
  const upstream = fakeUpstream({})
  const app = await buildBff(t, await listen(t, upstream.app), { CLIENT_DIST: dist })
  const source = readFileSync(join(dist, 'assets', 'page-abc123.js'))
  const get = (encoding?: string) => app.inject({ url: '/report/assets/page-abc123.js', headers: encoding === undefined ? {} : { 'accept-encoding': encoding } })

  const br = await get('gzip, deflate, br')
  t.equal(br.headers['content-encoding'], 'br')
  t.same(brotliDecompressSync(br.rawPayload), source)
  t.match(br.headers['content-type'], /javascript/)
  t.match(br.headers.vary, /accept-encoding/i)
  t.equal(br.headers['cache-control'], 'public, max-age=31536000, immutable')

  const gz = await get('gzip')
  t.equal(gz.headers['content-encoding'], 'gzip')
  t.same(gunzipSync(gz.rawPayload), source)

  for (const plain of [await get(), await get('identity')]) {
    t.notOk(plain.headers['content-encoding'])
    t.same(plain.rawPayload, source)
    t.match(plain.headers.vary, /accept-encoding/i, 'a shared cache keeps the versions apart')
  }
  // No sibling (too small to be worth one): still the whole file, however it is sent.
  const small = await app.inject({ url: '/report/assets/tiny-abc123.js', headers: { 'accept-encoding': 'br' } })
  t.equal(small.statusCode, 200)
  const unpacked = small.headers['content-encoding'] === 'br' ? brotliDecompressSync(small.rawPayload) : small.rawPayload
  t.equal(unpacked.toString('utf8'), 'export const x = 1\n')
})

t.test('JSON is compressed for a browser that accepts it, and the same JSON otherwise; files are left alone', async (t) => {
  const students = Array.from({ length: 300 }, (_, i) => ({ name: `学生${i}`, score: i % 150, className: `高一${(i % 8) + 1}班` }))
  const upstream = fakeUpstream({
    '/report/obt/v1/big': async () => ({ code: 0, data: { students } }),
    '/report/obt/v1/small': async () => ({ code: 0, data: { ok: true } }),
    '/report/obt/v1/sheet': async (_request, reply) =>
      reply.type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet').send(Buffer.alloc(4096, 1)),
  })
  const app = await buildBff(t, await listen(t, upstream.app))
  const cookie = 'unifyToken=A'
  const plain = await app.inject({ url: '/report/obt/v1/big', headers: { cookie } })
  t.equal(plain.statusCode, 200)
  t.notOk(plain.headers['content-encoding'])
  const packed = await app.inject({ url: '/report/obt/v1/big', headers: { cookie, 'accept-encoding': 'br, gzip' } })
  t.equal(packed.headers['content-encoding'], 'br')
  t.same(JSON.parse(brotliDecompressSync(packed.rawPayload).toString('utf8')), plain.json())
  t.ok(packed.rawPayload.length < plain.rawPayload.length / 4, `${packed.rawPayload.length} of ${plain.rawPayload.length} bytes`)
  const gz = await app.inject({ url: '/report/obt/v1/big', headers: { cookie, 'accept-encoding': 'gzip' } })
  t.same(JSON.parse(gunzipSync(gz.rawPayload).toString('utf8')), plain.json())

  const small = await app.inject({ url: '/report/obt/v1/small', headers: { cookie, 'accept-encoding': 'br' } })
  t.notOk(small.headers['content-encoding'], 'under 1 KB: not worth it')
  t.same(small.json(), { code: 0, data: { ok: true } })

  // A spreadsheet is a zip already: sent as it is.
  const sheet = await app.inject({ url: '/report/obt/v1/sheet', headers: { cookie, 'accept-encoding': 'br, gzip' } })
  t.equal(sheet.statusCode, 200)
  t.notOk(sheet.headers['content-encoding'])
  t.equal(sheet.rawPayload.length, 4096)

  const error = await app.inject({ url: '/report/bff/nope', headers: { 'accept-encoding': 'br' } })
  t.equal(error.statusCode, 404)
  t.match(error.json(), { code: 'BFF_ERR_ROUTE_NOT_FOUND' }, 'an error in the error shape, readable as it is')
})
