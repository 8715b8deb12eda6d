import cluster from 'node:cluster'

/**
 * A process that `npm start` runs (scripts/start.mjs gives it an IPC channel) stops as if it had been
 * sent `signal` when that channel closes: the launcher is gone, whatever way it went. A supervisor's
 * SIGKILL to the launcher's process group reaches no child (each runs in its own group, so a terminal's
 * Ctrl+C reaches it once, through the launcher), and without this the BFF kept its port and the renderer
 * its claims with nobody left to stop them (issue 30 item 10). A process started any other way has no
 * channel and is untouched; a cluster worker's channel is its primary's business.
 */
export function endWithLauncher(signal: NodeJS.Signals = 'SIGTERM'): void {
  if (!cluster.isPrimary || !process.channel) return
  // The channel must not keep the process alive by itself: it ends when its work does.
  process.channel.unref()
  process.once('disconnect', () => process.kill(process.pid, signal))
}
