import { Type } from 'typebox'
import { COOKIE_WAIT_MS } from '@report/contracts/constants'
import { readEnv } from './lib/read-env.ts'
import { parseHostList } from './domain/transcripts/report-card-host.ts'
import { CONSUMER_KEY_PATTERN, settleConsumerKey } from './domain/tasks/renderer-key.ts'

const EnvSchema = Type.Object({
  PORT: Type.Integer({ minimum: 0, maximum: 65535, default: 3000 }),
  HOST: Type.String({ minLength: 1, default: '127.0.0.1' }),
  UPSTREAM_URL: Type.Optional(Type.String({ pattern: '^https?://[^/\\s]+/?$' })),
  COOKIE_SECURE: Type.Union([Type.Literal('0'), Type.Literal('1')], { default: '0' }),
  LOGOUT_URL: Type.Optional(Type.String({ pattern: '^(https?://|/)' })),
  LOG_LEVEL: Type.Union(
    ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].map((l) => Type.Literal(l)),
    { default: 'info' },
  ),
  UPSTREAM_CONNECT_TIMEOUT_MS: Type.Integer({ minimum: 100, maximum: 60000, default: 3000 }),
  UPSTREAM_HEADERS_TIMEOUT_MS: Type.Integer({ minimum: 100, maximum: 120000, default: 15000 }),
  UPSTREAM_BODY_TIMEOUT_MS: Type.Integer({ minimum: 100, maximum: 300000, default: 30000 }),
  UPSTREAM_CONNECTIONS: Type.Integer({ minimum: 1, maximum: 1024, default: 64 }),
  // JSON answers from this size on are parsed, filled, checked and derived a step per turn (lib/answer-decoder.ts).
  UPSTREAM_DECODE_IN_TURNS_BYTES: Type.Integer({ minimum: 0, default: 64 * 1024 }),
  // How long a token exchange waits for the upstream (plugins/token-exchange.ts).
  TOKEN_EXCHANGE_TIMEOUT_MS: Type.Integer({ minimum: 100, maximum: 120_000, default: COOKIE_WAIT_MS }),
  // How long /readyz waits for the upstream's answer (routes/health.ts).
  READY_TIMEOUT_MS: Type.Integer({ minimum: 100, maximum: 120_000, default: 2000 }),
  CACHE_MAX_BYTES: Type.Integer({ minimum: 1024, default: 64 * 1024 * 1024 }),
  // How long a report route's document waits for its first view (views/first-view.ts); 0: never.
  FIRST_VIEW_DEADLINE_MS: Type.Integer({ minimum: 0, maximum: 10_000, default: 300 }),
  // How long a document waits for its page drawn from that view (lib/page-prerender.ts); 0: the client draws every page.
  PAGE_DRAW_DEADLINE_MS: Type.Integer({ minimum: 0, maximum: 10_000, default: 250 }),
  RECORD_DIR: Type.Optional(Type.String({ minLength: 1 })),
  FRAME_ANCESTORS: Type.String({ default: "'self'" }),
  TRUST_PROXY: Type.Union([Type.Literal('0'), Type.Literal('1')], { default: '0' }),
  CLIENT_DIST: Type.Optional(Type.String({ minLength: 1 })),
  REPORT_CARD_HOSTS: Type.Optional(Type.String({ maxLength: 2000 })),
  REDIS_URL: Type.Optional(Type.String({ pattern: '^rediss?://' })),
  BFF_WORKERS: Type.Integer({ minimum: 1, maximum: 64, default: 1 }),
  // Set by the primary of BFF_WORKERS for its workers: UPSTREAM_URL is the embedded reference upstream.
  EMBEDDED_UPSTREAM: Type.Union([Type.Literal('0'), Type.Literal('1')], { default: '0' }),
  // The PDF renderer's key (domain/tasks/renderer-key.ts): required, and not the demo's, unless the upstream is embedded.
  RENDERER_CONSUMER_KEY: Type.Optional(Type.String({ pattern: CONSUMER_KEY_PATTERN })),
})

export interface Config {
  port: number
  host: string
  /** Unset: main.ts starts the embedded reference upstream and fills this in. */
  upstreamUrl: string | undefined
  cookieSecure: boolean
  /** The provider home page 退出 returns to; unset: our sign-in page (domain/session/sign-in-view.ts). */
  logoutUrl: string | undefined
  logLevel: string
  upstream: { connectTimeoutMs: number; headersTimeoutMs: number; bodyTimeoutMs: number; connections: number; decodeInTurnsFromBytes: number }
  /** A token exchange gives up after this and redirects without a session. */
  tokenExchangeTimeoutMs: number
  /** /readyz reports the upstream unreachable after this. */
  readyTimeoutMs: number
  cacheMaxBytes: number
  /** A document goes without the views not ready by then, rather than hold its first byte. */
  firstViewDeadlineMs: number
  /** How long a document waits for its page drawn from its first view; 0: the client draws every page. */
  pageDrawDeadlineMs: number
  recordDir: string | undefined
  frameAncestors: string[]
  trustProxy: boolean
  clientDist: string | undefined
  /** Report-card hosts (spec 1 §4 guard step 1): every page but the transcript pages goes to the transcript index. */
  reportCardHosts: string[]
  /** Set: caches, the token memo and rate limits are shared through this Redis (several instances). */
  redisUrl: string | undefined
  /** Processes serving on this machine (node:cluster); 1 serves in the main process. */
  workers: number
  /** UPSTREAM_URL is the embedded reference upstream a BFF_WORKERS primary started: list its demo accounts. */
  embeddedUpstream: boolean
  /** The only `x-consumer-key` the renderer relay accepts (views/renderer-queue.ts). */
  rendererConsumerKey: string
}

/** The variables this entry reads (deploy/ is checked against them). */
export const BFF_ENV_KEYS: readonly string[] = Object.keys(EnvSchema.properties)

export class ConfigError extends Error {}

/** Reads and validates the environment once; nothing else reads process.env. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const v = readEnv(EnvSchema, env, (message) => new ConfigError(message))
  const consumerKey = settleConsumerKey(v.RENDERER_CONSUMER_KEY, !v.UPSTREAM_URL || v.EMBEDDED_UPSTREAM === '1')
  if ('refused' in consumerKey) throw new ConfigError(`Invalid environment: ${consumerKey.refused}`)
  return {
    port: v.PORT,
    host: v.HOST,
    upstreamUrl: v.UPSTREAM_URL?.replace(/\/$/, ''),
    cookieSecure: v.COOKIE_SECURE === '1',
    logoutUrl: v.LOGOUT_URL,
    logLevel: v.LOG_LEVEL,
    upstream: {
      connectTimeoutMs: v.UPSTREAM_CONNECT_TIMEOUT_MS,
      headersTimeoutMs: v.UPSTREAM_HEADERS_TIMEOUT_MS,
      bodyTimeoutMs: v.UPSTREAM_BODY_TIMEOUT_MS,
      connections: v.UPSTREAM_CONNECTIONS,
      decodeInTurnsFromBytes: v.UPSTREAM_DECODE_IN_TURNS_BYTES,
    },
    tokenExchangeTimeoutMs: v.TOKEN_EXCHANGE_TIMEOUT_MS,
    readyTimeoutMs: v.READY_TIMEOUT_MS,
    cacheMaxBytes: v.CACHE_MAX_BYTES,
    firstViewDeadlineMs: v.FIRST_VIEW_DEADLINE_MS,
    pageDrawDeadlineMs: v.PAGE_DRAW_DEADLINE_MS,
    recordDir: v.RECORD_DIR,
    frameAncestors: v.FRAME_ANCESTORS.split(/\s+/).filter(Boolean),
    trustProxy: v.TRUST_PROXY === '1',
    clientDist: v.CLIENT_DIST,
    reportCardHosts: parseHostList(v.REPORT_CARD_HOSTS),
    redisUrl: v.REDIS_URL,
    workers: v.BFF_WORKERS,
    embeddedUpstream: v.EMBEDDED_UPSTREAM === '1',
    rendererConsumerKey: consumerKey.key,
  }
}
