import t from 'tap'
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { childProcesses, parseProcStat } from '../../src/lib/child-processes.ts'

t.test('a /proc stat line: the name may hold spaces and parentheses', async (t) => {
  const cases: Array<[string, string, ReturnType<typeof parseProcStat>]> = [
    ['plain', '4242 (node) S 4000 4242 4000 0 -1 4194560 0 0 0 0 0 0 0 0 20 0 11 0 98765 0 0', { name: 'node', state: 'S', ppid: 4000, started: 98765 }],
    ['odd name', '17 (a (b) c) R 1 17 17 0 -1 0 0 0 0 0 0 0 0 0 20 0 1 0 5 0 0', { name: 'a (b) c', state: 'R', ppid: 1, started: 5 }],
    ['zombie', '9 (chromium) Z 8 9 8 0 -1 0 0 0 0 0 0 0 0 0 20 0 1 0 77 0 0', { name: 'chromium', state: 'Z', ppid: 8, started: 77 }],
    ['truncated', '9 (x) S', undefined],
    ['garbage', 'nothing here', undefined],
  ]
  for (const [what, line, expected] of cases) t.same(parseProcStat(line), expected, what)
})

t.test('a spawned child is listed under this process, and no longer once it has exited', async (t) => {
  const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30_000)'], { stdio: 'ignore' })
  t.teardown(() => void child.kill('SIGKILL'))
  await once(child, 'spawn')
  t.ok(childProcesses(process.pid).some((c) => c.pid === child.pid), 'listed while alive')
  child.kill('SIGKILL')
  await once(child, 'exit')
  t.notOk(childProcesses(process.pid).some((c) => c.pid === child.pid), 'gone once reaped')
})
