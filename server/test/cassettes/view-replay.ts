import { isDeepStrictEqual } from 'node:util'
import type { CassetteExchange } from '@report/fixtures/cassettes/cassette'
import { buildReplayer } from '@report/fixtures/cassettes/replayer'
import { buildBff, listen, type Teardown } from '../helpers/build.ts'
import { comparable, ViewClient, type RecordedView, type ViewAnswer } from './view-client.ts'

export interface ViewDifference {
  view: string
  actual: ViewAnswer
  recorded: ViewAnswer
}

export interface ViewReplay {
  /** Views whose answer is not the recorded one (status, redirect or body). */
  differences: ViewDifference[]
  /** Views that asked the upstream for something the cassette does not hold, with those requests. */
  unrecorded: Array<{ view: string; requests: string[] }>
}

/**
 * Runs recorded views against a BFF whose upstream is the strict replayer of `exchanges`: each
 * request is sent again, in the recorded order, and its answer held to the recorded one.
 */
export async function replayViews(t: Teardown, exchanges: CassetteExchange[], views: readonly RecordedView[]): Promise<ViewReplay> {
  const replayer = buildReplayer(exchanges)
  const client = new ViewClient(await buildBff(t, await listen(t, replayer.app)))
  const out: ViewReplay = { differences: [], unrecorded: [] }
  for (const { request, answer } of views) {
    const view = `${request.user} ${request.method} ${request.url}`
    const before = replayer.unmatched.length
    const actual = comparable(await client.send(request))
    if (replayer.unmatched.length > before) out.unrecorded.push({ view, requests: replayer.unmatched.slice(before) })
    const recorded = comparable(answer)
    if (!isDeepStrictEqual(actual, recorded)) out.differences.push({ view, actual, recorded })
  }
  return out
}
