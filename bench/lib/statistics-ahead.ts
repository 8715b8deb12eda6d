import { setTimeout as sleep } from 'node:timers/promises'
import type { StatisticsTiming } from '../../fixtures/src/scores/statistics-at-publish.ts'

export type { StatisticsTiming }

/**
 * Resolves once the embedded upstream (its address as main.ts prints it on stdout) says through
 * /reference/statistics that the start-up computation is done, with the computations' timings; throws
 * after `seconds` (180).
 */
export async function statisticsComputed(stdout: () => string, seconds = 180): Promise<StatisticsTiming[]> {
  for (let i = 0; ; i++) {
    const upstream = /upstream: (http:\/\/\S+)/.exec(stdout())?.[1]
    const state = upstream ? ((await (await fetch(`${upstream}/reference/statistics`)).json()) as { pending: string[]; precomputed: number; timings?: StatisticsTiming[] }) : undefined
    if (state && state.pending.length === 0 && state.precomputed > 0) return state.timings ?? []
    if (i > seconds * 10) throw new Error(`statistics not computed in ${seconds} s`)
    await sleep(100)
  }
}
