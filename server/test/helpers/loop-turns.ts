/**
 * Counts turns of the event loop while it runs: an immediate that queues the next one runs once per
 * loop iteration. `now()` is the turns so far; `stop()` ends the chain so the test can finish.
 */
export function countLoopTurns(): { now: () => number; stop: () => void } {
  let turns = 0
  let counting = true
  const count = () => {
    if (!counting) return
    turns++
    setImmediate(count)
  }
  setImmediate(count)
  return { now: () => turns, stop: () => (counting = false) }
}
