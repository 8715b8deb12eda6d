// mapInTurns: the same list as map, a turn of the event loop between slices, none for a short list.
import t from 'tap'
import { mapInTurns } from '../../src/lib/map-in-turns.ts'

t.test('maps in order, yielding between slices', async (t) => {
  const cases: Array<{ name: string; n: number; perTurn: number; turns: number }> = [
    { name: 'empty', n: 0, perTurn: 3, turns: 0 },
    { name: 'one slice', n: 3, perTurn: 3, turns: 0 },
    { name: 'a slice and one more item', n: 4, perTurn: 3, turns: 1 },
    { name: 'three slices', n: 9, perTurn: 3, turns: 2 },
  ]
  for (const c of cases) {
    const items = Array.from({ length: c.n }, (_, i) => i)
    let ticks = 0
    let stop = false
    const count = () => {
      if (stop) return
      ticks++
      setImmediate(count)
    }
    setImmediate(count)
    const out = await mapInTurns(items, (x) => x * 2, c.perTurn)
    stop = true
    t.same(out, items.map((x) => x * 2), `${c.name}: the same as map`)
    t.equal(ticks, c.turns, `${c.name}: ${c.turns} turns given to others`)
  }
})
