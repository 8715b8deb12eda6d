// DESIGN.md logging: every line of a request carries its request id. The lazy request logger (issue 22,
// passthrough CPU) makes pino's child only when a line is written, and writes it as that child would.
import t from 'tap'
import pino from 'pino'
import type { FastifyBaseLogger } from 'fastify'
import { requestLogger } from '../../src/logger.ts'

function capture(level = 'info') {
  const lines: Array<Record<string, unknown>> = []
  const parent = pino({ level }, { write: (line: string) => void lines.push(JSON.parse(line)) })
  let children = 0
  const child = parent.child.bind(parent) as (...args: unknown[]) => unknown
  ;(parent as unknown as { child: typeof child }).child = (...args: unknown[]) => {
    children += 1
    return child(...args)
  }
  return { parent: parent as unknown as FastifyBaseLogger, lines, made: () => children }
}

t.test('a line written carries the bindings, as the child would write it', async (t) => {
  const { parent, lines, made } = capture()
  const log = requestLogger(parent, { reqId: 'r-1' }, {})
  log.info({ a: 1 }, 'hello')
  log.error('second')
  t.equal(made(), 1, 'one child, made on the first line')
  t.match(lines, [{ reqId: 'r-1', a: 1, msg: 'hello', level: 30 }, { reqId: 'r-1', msg: 'second', level: 50 }])
  t.equal(log.child({ b: 2 }).level, 'info')
})

t.test('a level that is off makes no child and writes nothing', async (t) => {
  const { parent, lines, made } = capture('info')
  const log = requestLogger(parent, { reqId: 'r-2' }, {})
  log.debug('quiet')
  log.trace('quieter')
  t.equal(made(), 0)
  t.equal(lines.length, 0)
  t.equal(log.level, 'info')
  t.equal((log as unknown as { isLevelEnabled(l: string): boolean }).isLevelEnabled('debug'), false)
})

t.test('a route level is set at once, on a real child', async (t) => {
  const { parent, lines, made } = capture('info')
  const log = requestLogger(parent, { reqId: 'r-3' }, { level: 'warn' })
  t.equal(made(), 1)
  log.info('dropped')
  log.warn('kept')
  t.match(lines, [{ reqId: 'r-3', msg: 'kept' }])
  t.equal(lines.length, 1)
})

t.test('raising the level of one request reaches its child only', async (t) => {
  const { parent, lines } = capture('info')
  const log = requestLogger(parent, { reqId: 'r-4' }, {})
  log.level = 'debug'
  log.debug('now on')
  t.equal(parent.level, 'info')
  t.match(lines, [{ reqId: 'r-4', msg: 'now on' }])
})
