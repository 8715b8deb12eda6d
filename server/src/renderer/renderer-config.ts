import { availableParallelism, hostname } from 'node:os'
import { Type } from 'typebox'
import { readEnv } from '../lib/read-env.ts'
import { CONSUMER_KEY_PATTERN, settleRendererKey } from '../domain/tasks/renderer-key.ts'

const EnvSchema = Type.Object({
  /** The BFF the renderer prints through; unset: the one `npm start` runs on this machine (PORT, 3000). */
  RENDERER_BFF_URL: Type.Optional(Type.String({ pattern: '^https?://[^/\\s]+/?$' })),
  PORT: Type.Integer({ minimum: 1, maximum: 65535, default: 3000 }),
  /** The consumer key the BFF accepts (domain/tasks/renderer-key.ts): required but for the embedded demo. */
  RENDERER_CONSUMER_KEY: Type.Optional(Type.String({ pattern: CONSUMER_KEY_PATTERN })),
  /** `1`: the BFF prints through the embedded demo (`npm start` sets it), whose public key is the default. */
  EMBEDDED_UPSTREAM: Type.Union([Type.Literal('0'), Type.Literal('1')], { default: '0' }),
  /** Browser contexts printing at once; unset: one per core. */
  RENDERER_CONTEXTS: Type.Optional(Type.Integer({ minimum: 1, maximum: 64 })),
  /** How long a page may take to say __REPORT_READY__ (spec 2 §9 asset load timeout, 120000 ms). */
  RENDERER_PAGE_TIMEOUT_MS: Type.Integer({ minimum: 1000, maximum: 600_000, default: 120_000 }),
  /** Between two claims when the queue was empty. */
  RENDERER_POLL_MS: Type.Integer({ minimum: 50, maximum: 60_000, default: 2000 }),
  /** On SIGTERM, claimed tasks may finish this long before they are given back. */
  RENDERER_SHUTDOWN_GRACE_MS: Type.Integer({ minimum: 0, maximum: 300_000, default: 8000 }),
  CHROMIUM_PATH: Type.String({ minLength: 1, default: '/usr/bin/chromium' }),
  /**
   * A TrueType font (or collection) holding 第 页 共, the page numbers are written in it (page-numbers.ts):
   * Debian's fonts-wqy-zenhei, which the Docker image and .ci/run install and Chromium prints with.
   */
  RENDERER_PAGE_NUMBER_FONT: Type.String({ minLength: 1, default: '/usr/share/fonts/truetype/wqy/wqy-zenhei.ttc' }),
  LOG_LEVEL: Type.Union(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].map((l) => Type.Literal(l)), { default: 'info' }),
})

export interface RendererConfig {
  bffUrl: string
  consumerKey: string
  contexts: number
  pageTimeoutMs: number
  pollMs: number
  shutdownGraceMs: number
  chromiumPath: string
  pageNumberFont: string
  logLevel: string
  /** Who claims, as the upstream logs it. */
  worker: string
}

/** The variables this entry reads (deploy/ is checked against them). */
export const RENDERER_ENV_KEYS: readonly string[] = Object.keys(EnvSchema.properties)

export class RendererConfigError extends Error {}

/** Reads and validates the renderer's environment once. */
export function loadRendererConfig(env: NodeJS.ProcessEnv = process.env): RendererConfig {
  const v = readEnv(EnvSchema, env, (message) => new RendererConfigError(message))
  const consumerKey = settleRendererKey(v.RENDERER_CONSUMER_KEY, v.EMBEDDED_UPSTREAM === '1')
  if ('refused' in consumerKey) throw new RendererConfigError(`Invalid environment: ${consumerKey.refused}`)
  return {
    bffUrl: (v.RENDERER_BFF_URL ?? `http://127.0.0.1:${v.PORT}`).replace(/\/$/, ''),
    consumerKey: consumerKey.key,
    contexts: v.RENDERER_CONTEXTS ?? availableParallelism(),
    pageTimeoutMs: v.RENDERER_PAGE_TIMEOUT_MS,
    pollMs: v.RENDERER_POLL_MS,
    shutdownGraceMs: v.RENDERER_SHUTDOWN_GRACE_MS,
    chromiumPath: v.CHROMIUM_PATH,
    pageNumberFont: v.RENDERER_PAGE_NUMBER_FONT,
    logLevel: v.LOG_LEVEL,
    worker: `${hostname()}:${process.pid}`,
  }
}
