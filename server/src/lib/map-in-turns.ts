import { setImmediate as nextTurn } from 'node:timers/promises'

/**
 * items.map(fn), `perTurn` items to a turn of the event loop: a long list (a printed city's 2,071 schools)
 * does not hold every other request for the whole of it (issue 37: the longest stall within 50 ms).
 */
export async function mapInTurns<T, R>(items: readonly T[], fn: (item: T) => R, perTurn: number): Promise<R[]> {
  const out: R[] = []
  for (let from = 0; from < items.length; from += perTurn) {
    if (from > 0) await nextTurn()
    const to = Math.min(items.length, from + perTurn)
    for (let i = from; i < to; i++) out.push(fn(items[i]!))
  }
  return out
}
