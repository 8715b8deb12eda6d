// Issue 37, the longest stall within 50 ms: the BFF splits a large answer's copy, decode and parse over
// turns of the event loop so other requests are answered between them. That only helps if the loop polls
// for I/O between the turns; a bare setImmediate queued from an I/O callback does not let it.
import t from 'tap'
import { createServer, connect, type Socket } from 'node:net'
import { once } from 'node:events'
import { setImmediate as nextTurn } from 'node:timers/promises'
import { ioTurn } from '../../src/lib/io-turn.ts'
import { countLoopTurns } from '../helpers/loop-turns.ts'

/**
 * A loopback pair: in a 'data' callback on `a` (an I/O callback, as an upstream answer's last chunk is),
 * writes to `b`'s peer so `b` has data waiting, then waits with `wait`. Says whether `b`'s data was read
 * before the wait ended, that is, whether another request's bytes would have been served in between.
 */
async function servedDuring(wait: () => Promise<void>): Promise<boolean> {
  const server = createServer()
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  const port = (server.address() as { port: number }).port
  const accepted: Socket[] = []
  server.on('connection', (s) => accepted.push(s))
  const a = connect(port, '127.0.0.1')
  const b = connect(port, '127.0.0.1')
  await Promise.all([once(a, 'connect'), once(b, 'connect')])
  while (accepted.length < 2) await once(server, 'connection')
  const [toA, toB] = accepted as [Socket, Socket]
  let bRead = false
  b.on('data', () => (bRead = true))
  const result = new Promise<boolean>((resolve) => {
    a.once('data', () => {
      toB.write('probe')
      // Loopback delivers the write before the next poll; give the kernel a moment regardless.
      const until = Date.now() + 20
      while (Date.now() < until);
      void wait().then(() => resolve(bRead))
    })
  })
  toA.write('answer')
  const served = await result
  for (const s of [a, b, toA, toB]) s.destroy()
  server.close()
  return served
}

t.test('ioTurn lets waiting I/O be served; a bare setImmediate from an I/O callback does not', async (t) => {
  t.equal(await servedDuring(() => nextTurn()), false, 'setImmediate: the probe waits (the trap this guards)')
  t.equal(await servedDuring(ioTurn), true, 'ioTurn: the probe is read before the work goes on')
})

t.test('two callers waiting at once get turns of their own, each after a poll', async (t) => {
  const order: string[] = []
  const loop = countLoopTurns()
  const step = (name: string) => ioTurn().then(() => order.push(`${name}@${loop.now()}`))
  await Promise.all([step('a'), step('b'), step('c')])
  loop.stop()
  const at = order.map((s) => Number(s.split('@')[1]))
  t.same(order.map((s) => s[0]), ['a', 'b', 'c'], 'in the order they asked')
  t.ok(at[1]! > at[0]! && at[2]! > at[1]!, `each in a later loop iteration than the one before (${order.join(', ')})`)
})
