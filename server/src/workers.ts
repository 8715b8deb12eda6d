import cluster, { type Worker } from 'node:cluster'

/** A worker that dies this soon after its start is not restarted again (a crash loop). */
const CRASH_LOOP_MS = 5_000
const STOP_WAIT_MS = 15_000

export interface WorkerPool {
  /** Resolves when every worker has ended after `stop`. */
  stop(signal: NodeJS.Signals): Promise<void>
}

/**
 * BFF_WORKERS=n: n serving processes on one port (node:cluster hands them connections), so a machine's
 * cores all serve. A worker that dies is replaced; the primary serves nothing itself.
 */
export function startWorkers(count: number, env: Record<string, string>, log: (line: string) => void): WorkerPool {
  let stopping = false
  const fork = (): Worker => {
    const startedAt = Date.now()
    const worker = cluster.fork({ ...env, BFF_WORKERS: '1' })
    worker.once('exit', (code, signal) => {
      if (stopping) return
      const quick = Date.now() - startedAt < CRASH_LOOP_MS
      log(`BFF worker ${worker.process.pid} ended (${signal ?? `exit ${code}`})${quick ? '; not restarted: it ended right after starting' : '; starting another'}`)
      if (!quick) fork()
    })
    return worker
  }
  for (let i = 0; i < count; i++) fork()
  return {
    async stop(signal) {
      stopping = true
      const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => w !== undefined && !w.isDead())
      await Promise.all(
        workers.map(
          (w) =>
            new Promise<void>((resolve) => {
              const timer = setTimeout(() => {
                w.process.kill('SIGKILL')
                resolve()
              }, STOP_WAIT_MS)
              w.once('exit', () => {
                clearTimeout(timer)
                resolve()
              })
              // Each worker drains and closes on its own signal handler (close-with-grace).
              w.process.kill(signal)
            }),
        ),
      )
    },
  }
}
