// npm start: build what is missing or stale (the client, the server), then run the compiled BFF and one
// PDF renderer worker as children that get this process's SIGTERM, SIGINT and SIGHUP; this process ends
// as the BFF ends. `npm run renderer` (`start.mjs renderer`) runs the renderer alone, for workers on
// other machines or more workers on this one. RENDERER_WORKERS=0 starts the BFF without a renderer.
import { spawn } from 'node:child_process'
import { exitAs, runChild } from './child-process.mjs'
import { ensureClientBuild } from './client-build.mjs'
import { builtFile, ensureServerBuild } from './server-build.mjs'

const NODE_ARGS = ['--enable-source-maps']
// Each server gets an IPC channel: when it closes (this launcher gone, even by SIGKILL, which no handler
// sees) the server stops itself (server/src/lib/end-with-launcher.ts).
const STDIO = ['inherit', 'inherit', 'inherit', 'ipc']
const FORWARDED = ['SIGTERM', 'SIGINT', 'SIGHUP']
// As child-process.mjs: copies of one signal this close together (terminal and npm) are one signal.
const SAME_SIGNAL_WITHIN_MS = 500
// The renderer finishes or gives back its tasks within its own grace (RENDERER_SHUTDOWN_GRACE_MS, 8 s)
// while the BFF still serves it; past this the BFF stops regardless.
const RENDERER_STOP_WAIT_MS = 12_000

const rendererOnly = process.argv[2] === 'renderer'

/** Where the renderer reaches the BFF this launcher starts (a wildcard listen address is reached on loopback). */
function bffUrl() {
  const host = process.env.HOST && !['0.0.0.0', '::', '[::]'].includes(process.env.HOST) ? process.env.HOST : '127.0.0.1'
  return `http://${host.includes(':') ? `[${host}]` : host}:${process.env.PORT || 3000}`
}

/**
 * The embedded demo (no UPSTREAM_URL; for `npm run renderer`, no RENDERER_BFF_URL either: it prints
 * through this machine's `npm start`) is the one place the renderer may go without RENDERER_CONSUMER_KEY:
 * EMBEDDED_UPSTREAM=1 gives it the demo's public key (server/src/domain/tasks/renderer-key.ts).
 */
function rendererEnv() {
  const embeddedDemo = !process.env.UPSTREAM_URL && (!rendererOnly || !process.env.RENDERER_BFF_URL)
  return {
    ...(embeddedDemo ? { EMBEDDED_UPSTREAM: '1' } : {}),
    ...process.env,
    RENDERER_BFF_URL: process.env.RENDERER_BFF_URL || bffUrl(),
  }
}

if (rendererOnly) {
  await ensureServerBuild()
  await exitAs(await runChild(process.execPath, [...NODE_ARGS, builtFile('server', 'renderer')], { env: rendererEnv(), stdio: STDIO }))
}

// With CLIENT_DIST set the BFF serves a client build from elsewhere: client/dist is not used.
if (!process.env.CLIENT_DIST) await ensureClientBuild()
await ensureServerBuild()

const withRenderer = process.env.RENDERER_WORKERS !== '0'
let stopping = false
// The renderer prints through the BFF, so a stop reaches it first and the BFF when it has ended.
const renderer = withRenderer ? runChild(process.execPath, [...NODE_ARGS, builtFile('server', 'renderer')], { env: rendererEnv(), stdio: STDIO }) : undefined
const rendererEnded = renderer
  ? renderer.then(
      (ended) => {
        if (!stopping) process.stderr.write(`the PDF renderer ended (${ended.signal ?? `exit ${ended.code}`}); report tasks wait until one runs again (npm run renderer)\n`)
        return ended
      },
      (error) => {
        process.stderr.write(`the PDF renderer did not start: ${error.message}\n`)
      },
    )
  : Promise.resolve()

// The embedded reference upstream computes exams' statistics ahead (at start, at publish), not on first view.
const bff = spawn(process.execPath, [...NODE_ARGS, builtFile('server')], { stdio: STDIO, detached: true, env: { UPSTREAM_STATISTICS_AHEAD: '1', ...process.env } })
const lastSent = new Map()
const forwardToBff = (signal) => {
  const now = Date.now()
  if (now - (lastSent.get(signal) ?? -Infinity) < SAME_SIGNAL_WITHIN_MS) return
  lastSent.set(signal, now)
  if (!stopping) {
    stopping = true
    const wait = new Promise((resolve) => setTimeout(resolve, RENDERER_STOP_WAIT_MS).unref())
    void Promise.race([rendererEnded, wait]).then(() => bff.kill(signal))
    return
  }
  // A second signal (a second Ctrl+C): the BFF gets it at once.
  bff.kill(signal)
}
FORWARDED.forEach((s) => process.on(s, forwardToBff))

const bffEnded = await new Promise((resolve, reject) => {
  bff.once('error', reject)
  bff.once('exit', (code, signal) => resolve({ code, signal }))
})
FORWARDED.forEach((s) => process.off(s, forwardToBff))
if (renderer && !stopping) {
  // The BFF ended on its own: the renderer has nothing left to print through. A SIGTERM to this
  // process reaches it through runChild's forwarding (the BFF's forwarder is gone already).
  stopping = true
  process.kill(process.pid, 'SIGTERM')
}
await rendererEnded
await exitAs(bffEnded)
