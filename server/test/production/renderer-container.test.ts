import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import t from 'tap'
import type { TaskPanelView } from '@report/contracts/bff/tasks'
import { DEMO_CONSUMER_KEY } from '@report/contracts/constants'
import { footers, poppler } from '../renderer/helpers.ts'
import { exited, freePort, productionEnv, ROOT, runNode, startNode, tempBuildDir, waitForHealth } from './processes.ts'

// Issue 17 'a second entry of server/' as the Docker image runs it (README, Dockerfile): the compiled
// BFF (the image's CMD) and the compiled renderer (`node --enable-source-maps server/dist/renderer.js`,
// the renderer container's command) as two processes that know each other only by RENDERER_BFF_URL.
// The renderer claims a task the BFF created, prints its reports through the BFF and sends the merged
// file back, numbered over the whole file; SIGTERM stops it cleanly. The client is a stand-in print page
// (the real export pages are the browser test's): two pages or more for the school report, one for the
// head teacher's class report.

const EXAM = { examid: '100152611100', org: '0', grade: '高二' }
const HEAD_TEACHER = 'fxtoken=demo-head-teacher'
// A build, the BFF's start with its seeded city and a Chromium: minutes on a loaded machine.
t.setTimeout(360_000)

function printPageDist(): string {
  const dist = mkdtempSync(join(tmpdir(), 'report-print-client-'))
  mkdirSync(join(dist, 'assets'))
  // The BFF's CSP allows scripts from 'self' only: the page's script is a file.
  writeFileSync(join(dist, 'index.html'), '<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>成绩分析报告</title><script src="/report/assets/print.js" defer></script></head><body style="margin:0"></body></html>')
  writeFileSync(
    join(dist, 'assets', 'print.js'),
    `const report = new URLSearchParams(location.search).get('report')
const page = document.createElement('div')
page.dataset.testid = 'report-page'
const lines = report === 'total-report' ? 60 : 10
page.innerHTML = '<h1>' + report + ' 打印页</h1>' + Array.from({ length: lines }, (_, i) => '<p style="height:24px;margin:0">第' + (i + 1) + '行 平均分 88.5</p>').join('')
document.body.append(page)
window.__REPORT_READY__ = true
`,
  )
  return dist
}

t.test('the compiled BFF and the compiled renderer, two processes: a task is printed, merged and numbered 1..N', async (t) => {
  const dir = tempBuildDir(t)
  const port = await freePort()
  await runNode(['scripts/server-build.mjs'], productionEnv(port, { SERVER_BUILD_DIR: dir }))
  const bffUrl = `http://127.0.0.1:${port}`
  const bff = startNode(t, ['--enable-source-maps', join(ROOT, 'server', dir, 'main.js')], productionEnv(port, { CLIENT_DIST: printPageDist() }))
  // The embedded upstream seeds its city first: tens of seconds on a loaded machine.
  await waitForHealth(port, bff, 150_000)

  const call = async <T>(method: 'GET' | 'POST', path: string, body?: object): Promise<T> => {
    const res = await fetch(`${bffUrl}${path}`, { method, headers: { cookie: HEAD_TEACHER, ...(body ? { 'content-type': 'application/json' } : {}) }, ...(body ? { body: JSON.stringify(body) } : {}) })
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`)
    return ((await res.json()) as { data: T }).data
  }
  const created = await call<{ taskId: string }>('POST', '/report/bff/tasks/report', { ...EXAM, reports: ['total', 'class'] })
  const query = new URLSearchParams(EXAM).toString()
  const row = async () => (await call<TaskPanelView>('GET', `/report/bff/tasks?${query}`)).tabs.find((tab) => tab.kind === 'report')?.rows.find((r) => r.id === created.taskId)
  // Issue 17 'with the renderer stopped, tasks stay 等待生成 and are done when it comes back'.
  t.match(await row(), { state: 'generating', statusText: '等待生成' }, 'no renderer yet: the task waits')

  const renderer = spawn(process.execPath, ['--enable-source-maps', join(ROOT, 'server', dir, 'renderer.js')], {
    cwd: ROOT,
    // The BFF runs the embedded demo: the renderer container is told its key, as README's docker run tells it the platform's.
    env: productionEnv(port, { RENDERER_BFF_URL: bffUrl, RENDERER_CONSUMER_KEY: DEMO_CONSUMER_KEY, RENDERER_CONTEXTS: '2', RENDERER_POLL_MS: '200', LOG_LEVEL: 'warn' }),
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  t.teardown(() => {
    if (renderer.exitCode === null && renderer.signalCode === null) renderer.kill('SIGKILL')
  })
  const [started] = (await once(renderer.stdout!, 'data')) as [Buffer]
  t.match(started.toString(), /PDF renderer: 2 contexts, printing through http:\/\/127\.0\.0\.1:\d+\/report\//, 'the compiled renderer starts')

  let url: string | null = null
  for (const deadline = Date.now() + 240_000; !url; ) {
    const now = await row()
    if (now?.state === 'failed') throw new Error(`the task failed: ${JSON.stringify(now)}`)
    if (now?.state === 'done') url = now.downloadUrl
    else if (Date.now() > deadline) throw new Error(`not done in time: ${JSON.stringify(now)}`)
    else await new Promise((r) => setTimeout(r, 500))
  }
  const file = new Uint8Array(await (await fetch(new URL(url, bffUrl), { headers: { cookie: HEAD_TEACHER } })).arrayBuffer())
  const info = poppler('pdfinfo', file).out
  t.match(info, /Page size:\s+595\.\d+ x 841\.\d+ pts \(A4\)/)
  const pages = Number(/Pages:\s+(\d+)/.exec(info)?.[1])
  t.ok(pages >= 3, `${pages} pages: the school report's two or more and the class report's one`)
  t.same(footers(file), Array.from({ length: pages }, (_, i) => [i + 1, pages]), '第 n 页 / 共 N 页 over the whole file')
  const text = poppler('pdftotext', file).out
  t.equal(text.match(/total-report 打印页/g)?.length, 1, 'the school report printed')
  t.equal(text.match(/class-report 打印页/g)?.length, 1, 'the class report printed')

  renderer.kill('SIGTERM')
  t.same(await exited(renderer), { code: 0, signal: null }, 'SIGTERM: the renderer stops cleanly')
  bff.kill('SIGTERM')
  t.same(await exited(bff), { code: 0, signal: null })
})

t.test('the image carries what the renderer needs: Chromium, the CJK fonts it prints and numbers pages with, the compiled entry', async (t) => {
  const dockerfile = readFileSync(join(ROOT, 'Dockerfile'), 'utf8')
  const runtime = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '))
  for (const pkg of ['chromium', 'fonts-noto-cjk', 'fonts-wqy-zenhei']) t.match(runtime, new RegExp(`apt-get install[^\\n]*\\b${pkg}\\b`), `the runtime stage installs ${pkg}`)
  t.match(runtime, /COPY --from=build \/app\/server\/dist server\/dist/, 'with server/dist (main.js and renderer.js)')
  // The renderer container's command as README gives it.
  t.match(readFileSync(join(ROOT, 'README.md'), 'utf8'), /node --enable-source-maps server\/dist\/renderer\.js/)
})
