// GET /report/bff/table-export: registered row sources streamed as .xlsx (exceljs WorkbookWriter).
// The exams source against a scripted upstream; the route's errors; the registry; an abandoned
// download. The 60,000-row stream is table-export-stream.test.ts.
import t from 'tap'
import ExcelJS from 'exceljs'
import { Type } from 'typebox'
import { buildBff, listen } from '../helpers/build.ts'
import { fakeUpstream } from '../helpers/fake-upstream.ts'
import { defineTableSource, tableSourcesOf } from '../../src/views/table-export.ts'

const SESSION = 'unifyToken=U1'

function exam(i: number) {
  return {
    examid: String(i).padStart(7, '0'), trueId: `${i}:0`, org: 0, name: `第${i}次月考`, grade: '高一', schoolid: 's1', from: 'X', classify: 'norm',
    scale: i % 2 === 0 ? 1 : 2, fxtype: 1, type: 1, typeName: '月考', time: '2026-10-01', event_time: 0, isLiankao: false, isXiaoneiLiankao: false,
    isThreeLevel: false, isZb: false, isXgk: false, isCustom: false, isTrial: false, isEnableView: true, isEnableDownload: true,
    ipList: [], studentCount: 500 + i, papers: [],
  }
}

function listUpstream(total: number, fail = false) {
  return fakeUpstream({
    'POST /report/obt/v1/exam/compare/list': async (request, reply) => {
      if (fail) return reply.code(500).send({ code: 500, msg: 'boom' })
      const { offset, limit } = JSON.parse(String(request.body)) as { offset: number; limit: number }
      const examList = Array.from({ length: Math.max(0, Math.min(limit, total - offset)) }, (_, k) => exam(offset + k + 1))
      return { code: 0, data: { examList, schools: [{ id: 's1', name: '第一中学' }], total } }
    },
  })
}

async function readWorkbook(body: Buffer): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook()
  await workbook.xlsx.load(body as unknown as ArrayBuffer)
  return workbook
}

t.test('the exams source: the user’s exam list as one sheet, 300 a page, names and ids intact', async (t) => {
  const upstream = listUpstream(650)
  const app = await buildBff(t, await listen(t, upstream.app))
  const res = await app.inject({ url: '/report/bff/table-export?source=exams&isFilter=1&schoolid=s1', headers: { cookie: SESSION } })
  t.equal(res.statusCode, 200)
  t.equal(res.headers['content-type'], 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
  t.equal(res.headers['content-disposition'], `attachment; filename="export.xlsx"; filename*=UTF-8''%E8%80%83%E8%AF%95%E5%88%97%E8%A1%A8.xlsx`)
  t.equal(res.headers['cache-control'], 'no-store')
  t.notOk(res.headers['content-length'], 'streamed, not sized up front')
  const pages = upstream.seen.map((s) => JSON.parse(s.body) as Record<string, unknown>)
  t.same(pages, [
    { isFilter: true, schoolid: 's1', offset: 0, limit: 300 },
    { isFilter: true, schoolid: 's1', offset: 300, limit: 300 },
    { isFilter: true, schoolid: 's1', offset: 600, limit: 50 },
  ], 'one page at a time, the filter passed on')

  const workbook = await readWorkbook(res.rawPayload)
  const sheet = workbook.getWorksheet('考试列表')
  t.ok(sheet, 'a Chinese sheet name')
  t.equal(sheet!.rowCount, 651, 'header plus 650 exams')
  t.same(sheet!.getRow(1).values, [undefined, '考试名称', '考试时间', '考试类型', '类别', '年级', '参考人数', '考试编号'])
  t.same(sheet!.getRow(2).values, [undefined, '第1次月考', '2026/10/01', '月考', '联考', '高一', 501, '0000001'])
  t.equal(sheet!.getRow(651).getCell(7).value, '0000650', 'the id stays text: leading zeros survive')
  t.equal(sheet!.getRow(651).getCell(6).value, 1150, 'counts stay numbers')
  t.equal(sheet!.getRow(2).getCell(7).numFmt, '@', 'the id column is formatted as text')
  t.equal(sheet!.getRow(1).font?.bold, true)
})

t.test('filename= names the download; errors before the first byte are error bodies', async (t) => {
  const app = await buildBff(t, await listen(t, listUpstream(3).app))
  const named = await app.inject({ url: `/report/bff/table-export?source=exams&filename=${encodeURIComponent('我的考试')}`, headers: { cookie: SESSION } })
  t.match(named.headers['content-disposition'], /filename\*=UTF-8''%E6%88%91%E7%9A%84%E8%80%83%E8%AF%95\.xlsx$/)

  const none = await app.inject({ url: '/report/bff/table-export?source=exams' })
  t.equal(none.statusCode, 401)
  t.equal(none.json().kind, 'no-session')

  const unknown = await app.inject({ url: '/report/bff/table-export?source=nothing', headers: { cookie: SESSION } })
  t.equal(unknown.statusCode, 404)
  t.same({ kind: unknown.json().kind, message: unknown.json().message }, { kind: 'not-found', message: '要下载的表格不存在' })

  for (const url of ['/report/bff/table-export', '/report/bff/table-export?source=Bad_Name', '/report/bff/table-export?source=exams&schoolid=../x']) {
    const bad = await app.inject({ url, headers: { cookie: SESSION } })
    t.equal(bad.statusCode, 400, url)
    t.equal(bad.json().kind, 'invalid-input', url)
  }

  const head = await app.inject({ method: 'HEAD', url: '/report/bff/table-export?source=exams', headers: { cookie: SESSION } })
  t.equal(head.statusCode, 404, 'no HEAD: it would page through the upstream for nothing')

  const down = await buildBff(t, await listen(t, listUpstream(3, true).app))
  const failed = await down.inject({ url: '/report/bff/table-export?source=exams', headers: { cookie: SESSION } })
  t.equal(failed.statusCode, 502, 'the first page failing is an error response, not a broken file')
  t.equal(failed.json().kind, 'upstream')
  t.match(failed.headers['content-type'], /application\/json/)
})

t.test('sources register by name once; a source’s own query schema guards its parameters', async (t) => {
  const app = await buildBff(t, await listen(t, listUpstream(1).app))
  t.ok(tableSourcesOf(app).has('exams'))
  const echo = defineTableSource({
    name: 'echo',
    query: Type.Object({ n: Type.String({ pattern: '^[0-9]{1,3}$' }) }, { additionalProperties: false }),
    async open(query) {
      return { filename: 'echo', sheets: [{ name: '回显', header: ['n'], rows: [[Number(query.n)]] }] }
    },
  })
  tableSourcesOf(app).register(echo)
  t.throws(() => tableSourcesOf(app).register(echo), /registered twice/)
  t.throws(() => tableSourcesOf(app).register({ ...echo, name: 'Nope' }), /does not match/)
  const ok = await app.inject({ url: '/report/bff/table-export?source=echo&n=42', headers: { cookie: SESSION } })
  t.equal(ok.statusCode, 200)
  t.equal((await readWorkbook(ok.rawPayload)).getWorksheet('回显')!.getRow(2).getCell(1).value, 42)
  const extra = await app.inject({ url: '/report/bff/table-export?source=echo&n=1&other=2', headers: { cookie: SESSION } })
  t.equal(extra.statusCode, 400)
  t.match(extra.json().message, /^请求参数不正确：/)
})

/** Rows produced only as they are asked for, `progress` telling how far the source got. */
function slowSource(progress: { produced: number; finished: boolean }, rows: number) {
  return defineTableSource({
    name: 'generated',
    query: Type.Object({}),
    async open() {
      async function* generate() {
        try {
          for (let i = 1; i <= rows; i++) {
            progress.produced = i
            if (i % 500 === 0) await new Promise((r) => setImmediate(r))
            yield [String(i).padStart(8, '0'), `学生${i}`, i % 750]
          }
        } finally {
          progress.finished = true
        }
      }
      return { filename: 'generated', sheets: [{ name: '名单', header: ['学号', '姓名', '分数'], rows: generate() }] }
    },
  })
}

t.test('a browser that goes away stops the source', async (t) => {
  const ROWS = 200_000
  const progress = { produced: 0, finished: false }
  const app = await buildBff(t, await listen(t, listUpstream(1).app))
  tableSourcesOf(app).register(slowSource(progress, ROWS))
  const base = await listen(t, app)
  const controller = new AbortController()
  const response = await fetch(`${base}/report/bff/table-export?source=generated`, { headers: { cookie: SESSION }, signal: controller.signal })
  const reader = response.body!.getReader()
  await reader.read()
  controller.abort()
  const deadline = Date.now() + 10_000
  while (!progress.finished && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50))
  t.ok(progress.finished, 'the row generator was closed')
  t.ok(progress.produced < ROWS, `stopped at row ${progress.produced} of ${ROWS}`)
})
