import type { FastifyInstance } from 'fastify'
import { buildUpstream } from '@report/fixtures/upstream/app'
import { faultsOf, type FaultController, type FaultRule } from '@report/fixtures/upstream/faults'
import { BFF_PREFIX } from '@report/contracts/constants'
import { buildBff, type Teardown } from '../helpers/build.ts'

/**
 * Upstream timeouts for fault tests: short enough that a stalled upstream costs seconds, not the
 * defaults' 15 s, and long enough that a healthy answer never meets them on a loaded two-core machine
 * (issue 29: at 300 ms a healthy exam-list page timed out at a load average of 5 and the fan-out test
 * counted two pages missing). Faults are injected by rule, never raced: only a faulted call can reach
 * these timeouts.
 */
export const SHORT_TIMEOUTS = { UPSTREAM_HEADERS_TIMEOUT_MS: '2000', UPSTREAM_BODY_TIMEOUT_MS: '2000' }
/**
 * Upstream latency that must outlast SHORT_TIMEOUTS' headers timeout. undici keeps that timeout on fast
 * timers that tick every 499 ms, so 2 s fires as late as about 2.5 s, later on a loaded machine; the
 * latency is three times the timeout so a late timer still fires first.
 */
export const PAST_HEADERS_TIMEOUT_MS = 6_000
/**
 * A guard against hanging, not a speed: the BFF's default upstream timeouts are 15 s (headers) and 30 s
 * (body), so a fault that waits on timers (see `waitsOnTimers`) answered inside 14 s can only have met
 * SHORT_TIMEOUTS. Such a call does little work, so a loaded machine delays it by a second or two, not ten.
 */
export const HANG_BOUND_MS = 14_000

/**
 * Whether a fault is answered by a timer of the BFF's (an upstream that never answers, never finishes, or
 * answers too late): only there can the configured timeouts be told from the defaults by the clock. The
 * others (errors, resets, broken or 20 MB bodies) are answered by what the upstream sends, and their time
 * is work, which a loaded machine stretches without bound: with every route at once meeting a 20 MB body at
 * a load average of 26, answers took 14.2-14.8 s (issue 29). Those are held to their status and shape only.
 */
export function waitsOnTimers(rule: Omit<FaultRule, 'match'>): boolean {
  return rule.mode === 'stall' || rule.mode === 'hang' || rule.mode === 'trickle' || (rule.latencyMs ?? 0) >= PAST_HEADERS_TIMEOUT_MS
}

/** `t.match` pattern of the error body `{code, kind, message, requestId}` (code: string or number). */
export const ERROR_SHAPE = { kind: String, message: String, requestId: String }

export function isErrorShape(body: unknown): boolean {
  const b = body as Record<string, unknown> | null
  return !!b && (typeof b.code === 'string' || typeof b.code === 'number') && typeof b.kind === 'string' && typeof b.message === 'string' && typeof b.requestId === 'string' && Object.keys(b).length === 4
}

/** An exam every bureau account sees (江州六校 11月联考, org 0). */
export const SAMPLE_EXAM = { examid: '280162611180', org: '0' }

export interface Rig {
  upstream: FastifyInstance
  upstreamUrl: string
  faults: FaultController
  app: FastifyInstance
  unifyToken: string
  /** A Cookie header for a fresh session key each call (same user), so no BFF cache answers. */
  cookie(): string
}

let sessionSerial = 0

/** The reference upstream on a loopback port with fault injection, and the BFF in front of it. */
export async function faultRig(t: Teardown, env: Record<string, string> = {}, account = 'demo-city'): Promise<Rig> {
  const upstream = buildUpstream()
  const upstreamUrl = await upstream.listen({ port: 0, host: '127.0.0.1' })
  t.teardown(() => upstream.close())
  const auth = await upstream.inject({ method: 'POST', url: '/report/obt/auth', payload: { token: account, platform: 'fx' } })
  const unifyToken = (auth.json() as { data: { unifyToken: string } }).data.unifyToken
  const app = await buildBff(t, upstreamUrl, { ...SHORT_TIMEOUTS, ...env })
  faultsOf(upstream).reset()
  return {
    upstream,
    upstreamUrl,
    faults: faultsOf(upstream),
    app,
    unifyToken,
    cookie: () => `unifyToken=${unifyToken}; fxtoken=rig-${process.pid}-${++sessionSerial}`,
  }
}

export interface RouteInfo {
  path: string
  methods: string[]
}

/** Every route of the app, from printRoutes (Fastify has no public route list). */
export function routesOf(app: FastifyInstance): RouteInfo[] {
  const lines = app.printRoutes({ commonPrefix: false }).split('\n')
  const stack: string[] = []
  const routes: RouteInfo[] = []
  for (const line of lines) {
    const m = /^((?:[│ ]   )*)(?:├── |└── )(.*?)(?: \(([^)]*)\))?$/.exec(line)
    if (!m) continue
    const depth = m[1]!.length / 4
    stack.length = depth
    stack.push(m[2]!)
    if (m[3]) routes.push({ path: stack.join(''), methods: m[3].split(', ').map((s) => s.trim()) })
  }
  return routes
}

/** The view-model routes under /report/bff, with methods other than HEAD. */
export function bffRoutes(app: FastifyInstance): RouteInfo[] {
  return routesOf(app)
    .filter((r) => r.path.startsWith(`${BFF_PREFIX}/`))
    .map((r) => ({ path: r.path, methods: r.methods.filter((m) => m !== 'HEAD') }))
}

const PARAM_SAMPLES: Record<string, string> = { examid: SAMPLE_EXAM.examid, org: SAMPLE_EXAM.org, pindex: '1', page: '1' }

/** A plausible URL for a route: path params filled in, and the sample exam in the query. */
export function sampleUrl(path: string): string {
  const filled = path.replace(/:([A-Za-z0-9_]+)/g, (_m, name: string) => PARAM_SAMPLES[name] ?? '1')
  return filled === path ? `${path}?examid=${SAMPLE_EXAM.examid}&org=${SAMPLE_EXAM.org}` : filled
}

export function withMatch(match: string, rule: Omit<FaultRule, 'match'>): FaultRule {
  return { match, ...rule }
}
