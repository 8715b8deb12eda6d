import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { codeArea } from './lib/cpu-profile.ts'
import { measure } from './lib/load.ts'
import { freePort, signIn, startBff, startUpstream } from './lib/processes.ts'
import { SAMPLE_PATH } from './passthrough.ts'

interface ProfileNode { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] }
export interface Profile { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] }

/** Self time by function and by area (node_modules package, our source file, node internals) of a .cpuprofile. */
export function summarise(profile: Profile, top = 18): string {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]))
  const self = new Map<number, number>()
  profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)))
  // Shares of the busy time: idle samples (waiting on the network) are left out.
  for (const [id] of self) if (byId.get(id)!.callFrame.functionName === '(idle)') self.delete(id)
  const total = [...self.values()].reduce((a, b) => a + b, 0)
  const where = (url: string) => (url.startsWith('node:') ? 'node internals' : codeArea(url))
  const fns = new Map<string, number>()
  const areas = new Map<string, number>()
  for (const [id, us] of self) {
    const node = byId.get(id)!
    const area = where(node.callFrame.url)
    const fn = `${node.callFrame.functionName || '(anonymous)'} — ${area}${node.callFrame.url && !node.callFrame.url.startsWith('node:') ? `:${node.callFrame.lineNumber + 1}` : ''}`
    fns.set(fn, (fns.get(fn) ?? 0) + us)
    areas.set(area, (areas.get(area) ?? 0) + us)
  }
  const pct = (us: number) => `${((100 * us) / total).toFixed(1)} %`
  const rows = (m: Map<string, number>, n: number) => [...m].sort((a, b) => b[1] - a[1]).slice(0, n).map(([k, us]) => `| ${k.replace(/\|/g, '\\|')} | ${pct(us)} |`)
  return [
    '| area (self time) | share |', '|---|---:|', ...rows(areas, 14), '',
    '| function (self time) | share |', '|---|---:|', ...rows(fns, top),
  ].join('\n')
}

/** Profiles the BFF (node --cpu-prof) under the scenario-1 load and says where its time goes. */
export async function profilePassthrough(seconds = 8, path = SAMPLE_PATH, account = 'demo-school-admin'): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-prof-'))
  const upstream = await startUpstream({}, await freePort())
  try {
    const cookie = await signIn(upstream.url, account)
    // The server build, as production runs it (tsx's loader would add its own frames).
    const bff = await startBff({ UPSTREAM_URL: upstream.url, LOG_LEVEL: 'info' }, await freePort(), ['--cpu-prof', `--cpu-prof-dir=${dir}`])
    await measure('BFF (profiled)', { url: bff.url + path, headers: { cookie }, seconds, cpuPid: bff.pid })
    await bff.stop()
    const file = readdirSync(dir).find((f) => f.endsWith('.cpuprofile'))
    if (!file) return '(no profile was written)'
    return summarise(JSON.parse(readFileSync(join(dir, file), 'utf8')) as Profile)
  } finally {
    await upstream.stop()
    if (!process.env.KEEP_PROFILE) rmSync(dir, { recursive: true, force: true }); else process.stderr.write(`profile in ${dir}\n`)
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) process.stdout.write(`${await profilePassthrough(8, process.argv[2] ?? SAMPLE_PATH, process.argv[3])}\n`)
