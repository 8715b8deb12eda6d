import cluster from 'node:cluster'
import closeWithGrace from 'close-with-grace'
import type { FastifyInstance } from 'fastify'
import type { DemoAccount } from '@report/contracts/bff/sign-in'
import { buildApp } from './app.ts'
import { ConfigError, loadConfig, type Config } from './config.ts'
import { startWorkers } from './workers.ts'
import { startEmbeddedUpstreamThread } from './embedded-upstream.ts'
import { endWithLauncher } from './lib/end-with-launcher.ts'

const SHUTDOWN_GRACE_MS = 10_000
/** Open connections are closed by then, leaving the rest of the grace to the answers still in flight. */
const DRAIN_DEADLINE_MS = 5_000
/** A keep-alive connection that stays idle this long during the drain is closed (plugins/draining.ts). */
const DRAIN_IDLE_MS = 1_000

async function startEmbeddedUpstream(): Promise<{ url: string; close: () => Promise<void>; signInLinks: (base: string) => string[]; accounts: readonly DemoAccount[] }> {
  const { DEMO_ACCOUNTS } = await import('@report/fixtures/dataset/accounts')
  const upstream = await startEmbeddedUpstreamThread()
  return {
    url: upstream.url,
    close: () => upstream.close(),
    accounts: DEMO_ACCOUNTS,
    signInLinks: (base) => DEMO_ACCOUNTS.map((a) => `  ${`${base}?token=${encodeURIComponent(a.loginToken)}`.padEnd(60)} ${a.label}`),
  }
}

async function main(): Promise<void> {
  let config: Config
  try {
    config = loadConfig()
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`)
      process.exit(2)
    }
    throw error
  }
  endWithLauncher()
  if (cluster.isPrimary && config.workers > 1) return runPrimary(config)
  const embedded = config.upstreamUrl ? undefined : await startEmbeddedUpstream()
  const upstreamUrl = config.upstreamUrl ?? embedded!.url
  const demoAccounts = embedded?.accounts ?? (config.embeddedUpstream ? (await import('@report/fixtures/dataset/accounts')).DEMO_ACCOUNTS : undefined)
  const app: FastifyInstance = await buildApp(config, { upstreamUrl, defaultMetrics: true, ...(demoAccounts ? { demoAccounts } : {}) })

  closeWithGrace({ delay: SHUTDOWN_GRACE_MS }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'shutting down after an error')
    else app.log.info({ signal }, 'shutting down')
    // Inside close-with-grace's delay, which exits 1 if this never resolves.
    await app.drainAndClose({ deadlineMs: DRAIN_DEADLINE_MS, idleMs: DRAIN_IDLE_MS })
    await embedded?.close()
  })

  await app.listen({ port: config.port, host: config.host })
  // The answers' checks compiled now, a slice at a time, rather than inside the first requests.
  void app.upstream.decoder?.warm()
  // A worker of BFF_WORKERS: its primary has told the user where to go.
  if (!cluster.isPrimary) return
  const base = `http://${config.host}:${config.port}/report/`
  const lines = [`成绩分析报告 BFF: ${base}`, `upstream: ${upstreamUrl}${embedded ? ' (embedded reference upstream)' : ''}`]
  if (embedded) lines.push('demo sign-in links:', ...embedded.signInLinks(base))
  process.stdout.write(`${lines.join('\n')}\n`)
}

/**
 * BFF_WORKERS=n: this process starts the embedded upstream (when UPSTREAM_URL is unset) once, so every
 * worker sees the same reference platform, and runs n workers that serve the port.
 */
async function runPrimary(config: Config): Promise<void> {
  const embedded = config.upstreamUrl ? undefined : await startEmbeddedUpstream()
  const env: Record<string, string> = embedded ? { UPSTREAM_URL: embedded.url, EMBEDDED_UPSTREAM: '1' } : {}
  const log = (line: string) => process.stderr.write(`${line}\n`)
  if (!config.redisUrl) log(`BFF_WORKERS=${config.workers} without REDIS_URL: each worker keeps its own caches, token memo and rate-limit counts`)
  const pool = startWorkers(config.workers, env, log)
  closeWithGrace({ delay: SHUTDOWN_GRACE_MS + 5_000 }, async ({ signal }) => {
    await pool.stop((signal as NodeJS.Signals | undefined) ?? 'SIGTERM')
    await embedded?.close()
  })
  const base = `http://${config.host}:${config.port}/report/`
  const lines = [`成绩分析报告 BFF: ${base} (${config.workers} workers)`, `upstream: ${config.upstreamUrl ?? embedded!.url}${embedded ? ' (embedded reference upstream)' : ''}`]
  if (embedded) lines.push('demo sign-in links:', ...embedded.signInLinks(base))
  process.stdout.write(`${lines.join('\n')}\n`)
}

await main()
