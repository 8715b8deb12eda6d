/** The last turn handed out: a heavy step waits for the one before it, so two never share a turn. */
let lane: Promise<void> = Promise.resolve()

const afterPoll = (): Promise<void> => new Promise((resolve) => setImmediate(() => setImmediate(resolve)))

/**
 * Resolves once the event loop has polled for I/O again, and not in the same turn as another caller's.
 * `setImmediate` alone promises neither. Queued from an I/O callback (the last bytes of an upstream
 * answer), it runs in the same loop iteration's check phase, before the next poll, so a request that
 * came meanwhile (a /healthz probe, another teacher's page) waits for the work that follows. And two
 * large answers that end together would have their decodes run back to back in one check phase. An
 * immediate queued from the check phase runs in the next iteration, after its poll (issue 37: the
 * longest stall within 50 ms). The caller does one bounded step (a decode, a parse) after each.
 */
export function ioTurn(): Promise<void> {
  const turn = lane.then(afterPoll)
  lane = turn
  return turn
}
