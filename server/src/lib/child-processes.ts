import { readdirSync, readFileSync } from 'node:fs'

export interface ChildProcess {
  pid: number
  name: string
  /** Clock ticks since boot at which the process started: larger is newer. */
  started: number
}

interface ProcStat {
  name: string
  state: string
  ppid: number
  started: number
}

// Read from /proc rather than `pgrep`: a fresh Debian image has no procps, and a missing tool
// must not turn into "no children".
export function parseProcStat(stat: string): ProcStat | undefined {
  // The name sits in parentheses and may itself hold spaces or parentheses: split after the last ')'.
  const open = stat.indexOf('(')
  const close = stat.lastIndexOf(')')
  if (open < 0 || close < open) return undefined
  const rest = stat.slice(close + 2).split(' ')
  // After the name come state, ppid, …; starttime is field 22 of the whole line, index 19 of the rest.
  const ppid = Number(rest[1])
  const started = Number(rest[19])
  if (!rest[0] || !Number.isInteger(ppid) || !Number.isFinite(started)) return undefined
  return { name: stat.slice(open + 1, close), state: rest[0], ppid, started }
}

/** The live children of `parent`, oldest first; a zombie is not counted. */
export function childProcesses(parent: number): ChildProcess[] {
  let entries: string[]
  try {
    entries = readdirSync('/proc')
  } catch {
    return []
  }
  const children: ChildProcess[] = []
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue
    let raw: string
    try {
      raw = readFileSync(`/proc/${entry}/stat`, 'utf8')
    } catch {
      continue // gone between the listing and the read
    }
    const stat = parseProcStat(raw)
    if (!stat || stat.ppid !== parent || stat.state === 'Z') continue
    children.push({ pid: Number(entry), name: stat.name, started: stat.started })
  }
  return children.sort((a, b) => a.started - b.started || a.pid - b.pid)
}
