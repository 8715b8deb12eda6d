import { spawn } from 'node:child_process'
import { constants } from 'node:os'

const FORWARDED = ['SIGTERM', 'SIGINT', 'SIGHUP']
// Ctrl+C reaches the launcher twice: from the terminal and again from npm, which forwards SIGINT and
// SIGTERM to its script. The server's close-with-grace takes a second signal as "exit now", so copies
// of one signal arriving this close together are passed on once.
const SAME_SIGNAL_WITHIN_MS = 500

/**
 * Runs a command with the launcher's SIGTERM, SIGINT and SIGHUP passed on to it and resolves with how
 * it ended. The child gets its own process group so that a terminal's signals reach it only through
 * the launcher (once), never directly as well.
 */
export function runChild(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', detached: true, ...options })
    const lastSent = new Map()
    const forward = (signal) => {
      const now = Date.now()
      if (now - (lastSent.get(signal) ?? -Infinity) < SAME_SIGNAL_WITHIN_MS) return
      lastSent.set(signal, now)
      child.kill(signal)
    }
    const stopForwarding = () => FORWARDED.forEach((s) => process.off(s, forward))
    FORWARDED.forEach((s) => process.on(s, forward))
    child.once('error', (error) => {
      stopForwarding()
      reject(error)
    })
    child.once('exit', (code, signal) => {
      stopForwarding()
      resolve({ code, signal })
    })
  })
}

/** Ends this process as the child ended: with its exit code, or killed by the same signal. Never resolves. */
export function exitAs({ code, signal }) {
  if (!signal) process.exit(code ?? 1)
  // No listener is left for it, so the default action ends the process; the timer is a fallback.
  process.kill(process.pid, signal)
  setTimeout(() => process.exit(128 + (constants.signals[signal] ?? 0)), 1000)
  return new Promise(() => {})
}
