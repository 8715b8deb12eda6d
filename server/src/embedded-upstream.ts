import { once } from 'node:events'
import { join, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import { Worker } from 'node:worker_threads'

export interface EmbeddedUpstream {
  url: string
  close(): Promise<void>
}

/**
 * The compiled bundle starts the thread's own bundle (fixtures/dist/upstream-thread.js, built by
 * scripts/server-build.mjs). From source (tsx) the worker registers tsx first: a worker thread does
 * not take over the loader hooks `--import tsx` installed on the main thread.
 */
function startThread(): Worker {
  if (!import.meta.url.endsWith('.ts')) {
    // The bundle sits in server/<build dir>/; the thread's bundle in fixtures/<the same build dir>/.
    const here = fileURLToPath(new URL('.', import.meta.url))
    const at = here.lastIndexOf(`${sep}server${sep}`)
    return new Worker(join(`${here.slice(0, at)}${sep}fixtures${sep}${here.slice(at + 8)}`, 'upstream-thread.js'))
  }
  const entry = new URL('../../fixtures/src/upstream/thread.ts', import.meta.url).href
  return new Worker(`import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(entry)}) })`, { eval: true })
}

/** Starts the reference upstream on a loopback port in a worker thread, off the BFF's event loop. */
export async function startEmbeddedUpstreamThread(): Promise<EmbeddedUpstream> {
  const worker = startThread()
  const failed = once(worker, 'error').then(([error]) => Promise.reject(error as Error))
  const started = once(worker, 'message').then(([message]) => (message as { url: string }).url)
  const url = await Promise.race([started, failed])
  return {
    url,
    async close() {
      const closed = once(worker, 'message')
      worker.postMessage('close')
      await Promise.race([closed, once(worker, 'exit')])
      await worker.terminate()
    },
  }
}
