import type { FaultRule } from '@report/fixtures/upstream/faults'
import { PAST_HEADERS_TIMEOUT_MS } from './rig.ts'

export interface FaultCase {
  name: string
  rule: Omit<FaultRule, 'match'>
  /** What a view model answers when its every upstream call meets this fault. */
  expect: { status: number; kind?: string; code?: string }
}

/** Every fault mode of the reference upstream, and what a view model makes of it (DESIGN.md catalogue): one code per situation. */
export const FAULT_CASES: FaultCase[] = [
  { name: 'error 500 (JSON envelope)', rule: { mode: 'error', status: 500 }, expect: { status: 502, kind: 'upstream', code: 'BFF_ERR_UPSTREAM_UNAVAILABLE' } },
  { name: 'error 502 (gateway HTML)', rule: { mode: 'error', status: 502 }, expect: { status: 502, kind: 'upstream', code: 'BFF_ERR_UPSTREAM_UNAVAILABLE' } },
  { name: 'error 503 (gateway HTML)', rule: { mode: 'error', status: 503 }, expect: { status: 502, kind: 'upstream', code: 'BFF_ERR_UPSTREAM_UNAVAILABLE' } },
  { name: 'connection reset', rule: { mode: 'reset' }, expect: { status: 502, kind: 'upstream', code: 'BFF_ERR_UPSTREAM_UNAVAILABLE' } },
  { name: 'no answer at all', rule: { mode: 'stall' }, expect: { status: 504, kind: 'timeout', code: 'BFF_ERR_UPSTREAM_TIMEOUT' } },
  { name: 'a body that never ends', rule: { mode: 'hang' }, expect: { status: 504, kind: 'timeout', code: 'BFF_ERR_UPSTREAM_TIMEOUT' } },
  { name: 'malformed JSON', rule: { mode: 'malformed' }, expect: { status: 502, kind: 'upstream', code: 'BFF_ERR_UPSTREAM_BAD_BODY' } },
  { name: 'a 20 MB body', rule: { mode: 'huge' }, expect: { status: 502, kind: 'upstream', code: 'BFF_ERR_UPSTREAM_BAD_BODY' } },
  { name: 'a slow trickle (16 B per 100 ms)', rule: { mode: 'trickle' }, expect: { status: 504, kind: 'timeout', code: 'BFF_ERR_UPSTREAM_TIMEOUT' } },
  { name: 'latency past the headers timeout', rule: { latencyMs: PAST_HEADERS_TIMEOUT_MS }, expect: { status: 504, kind: 'timeout', code: 'BFF_ERR_UPSTREAM_TIMEOUT' } },
  { name: 'random latency inside the timeouts', rule: { latencyMs: 10, jitterMs: 40 }, expect: { status: 200 } },
]
