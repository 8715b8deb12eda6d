// Issue 22, speed ("longest stall … ≤ 50 ms"): the readers of a report answer a page shares (the dashboard's
// tables and its build, each over the 120,000 exam's 242 schools) go on in turns of their own, one after
// the other, so the event loop answers other requests between them (report-context.ts callOnce).
import t from 'tap'
import type { FastifyBaseLogger, FastifyInstance } from 'fastify'
import type { ReportPageQuery } from '@report/contracts/bff/report-page'
import type { ReportPathKey } from '@report/contracts/upstream/reports/paths'
import type { ReportAnswer } from '@report/contracts/upstream/reports/answers'
import { ReportContext } from '../../src/views/reports/report-context.ts'
import type { Session } from '../../src/lib/session.ts'
import { countLoopTurns } from '../helpers/loop-turns.ts'

/** A context whose report calls answer at once, counting how often each was asked. */
class AnsweringContext extends ReportContext {
  readonly asked = new Map<string, number>()
  override call<K extends ReportPathKey>(key: K): Promise<ReportAnswer<K>> {
    this.asked.set(key, (this.asked.get(key) ?? 0) + 1)
    return Promise.resolve({ key } as unknown as ReportAnswer<K>)
  }
}

const context = () => new AnsweringContext({} as FastifyInstance, {} as Session, {} as FastifyBaseLogger, { route: 'dashboard', examid: '280262611120', org: '0' } as ReportPageQuery)

t.test('the readers of one shared answer each go on in a later turn of the loop, the answer asked once', async (t) => {
  const ctx = context()
  const loop = countLoopTurns()
  const seen = await Promise.all([1, 2, 3].map(() => ctx.callOnce('dashboard').then((answer) => ({ answer, turn: loop.now() }))))
  loop.stop()
  t.equal(ctx.asked.get('dashboard'), 1, 'asked once')
  t.ok(seen.every((s) => s.answer === seen[0]!.answer), 'the same answer for each reader')
  const turns = seen.map((s) => s.turn)
  t.ok(turns[0]! < turns[1]! && turns[1]! < turns[2]!, `each reader in a turn after the last (${turns.join(', ')})`)
})

t.test('a failed shared answer reaches every reader as its error', async (t) => {
  class FailingContext extends AnsweringContext {
    override call<K extends ReportPathKey>(): Promise<ReportAnswer<K>> {
      return Promise.reject(new Error('upstream broke'))
    }
  }
  const ctx = new FailingContext({} as FastifyInstance, {} as Session, {} as FastifyBaseLogger, { route: 'dashboard', examid: '1' } as ReportPageQuery)
  const outcomes = await Promise.allSettled([ctx.callOnce('dashboard'), ctx.callOnce('dashboard')])
  t.same(outcomes.map((o) => (o.status === 'rejected' ? (o.reason as Error).message : 'answered')), ['upstream broke', 'upstream broke'])
})
