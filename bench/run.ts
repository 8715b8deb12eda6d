import { existsSync, writeFileSync } from 'node:fs'
import { cpus, loadavg, totalmem } from 'node:os'
import { passthroughScenario } from './passthrough.ts'
import { profilePassthrough } from './profile-passthrough.ts'
import { instructionsPerRequest } from './instructions-per-request.ts'
import { viewLatencyScenario } from './view-latency.ts'
import { fanOutScenario } from './fan-out.ts'
import { answerSheetScenario } from './answer-sheet.ts'
import { pdfExchangeScenario } from './pdf-exchange.ts'
import { xlsxScenario } from './xlsx-60k.ts'
import { xlsxWritersScenario } from './xlsx-writers.ts'
import { soakScenario } from './soak.ts'
import { dashboardScenario, rankingExportScenario } from './report-views.ts'
import { answerCardZipScenario } from './answer-card-zip.ts'
import { firstViewScenario } from './first-view.ts'
import { millionExamScenario } from './million-exam.ts'

/**
 * npm run bench: every scenario in one run on one machine, written to bench/RESULTS.md; ratios are
 * the point, absolute figures drift. `npm run bench -- soak` runs the five-minute soak instead (its
 * result goes to bench/SOAK.md); `npm run bench -- 1 3` runs chosen scenarios only (not written).
 */
const args = process.argv.slice(2)
const machine = `${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Linux, Node ${process.version}`
const header = (title: string) => [
  `# ${title}`,
  '',
  `Run ${new Date().toISOString()} on ${machine}; load average at the start ${loadavg().map((l) => l.toFixed(1)).join(' / ')}.`,
  '',
  'Figures drift between runs (this machine is shared, and other work ran on it during the run); compare the ratios within one run, not figures across runs.',
  'Processes: the reference upstream, each proxy or BFF and the load generator (this process: autocannon or undici) run as separate Node processes (nginx as its own master + one worker). ' +
    'They are not pinned: the two cores are shared by the OS scheduler between the upstream, the target under load and the load generator, so req/s is capped by whichever of the three saturates first; the CPU µs per request column measures the target alone.',
  '',
]

if (args[0] === 'soak') {
  const report = [...header('Soak'), await soakScenario()].join('\n') + '\n'
  process.stdout.write(report)
  writeFileSync(new URL('./SOAK.md', import.meta.url), report)
} else {
  const only = new Set(args)
  const want = (id: string) => only.size === 0 || only.has(id)
  const sections: string[] = header('Benchmark results')
  const add = async (id: string, scenario: () => Promise<string>) => {
    if (!want(id)) return
    try {
      sections.push(await scenario(), '')
    } catch (error) {
      sections.push(`## Scenario ${id} failed`, '', '```', String((error as Error).stack ?? error), '```', '')
    }
  }
  await add('1', passthroughScenario)
  await add('1p', async () => [
    '### Where the BFF\'s time goes (node --cpu-prof, scenario-1 load, 8 s)',
    '',
    'Self time as a share of the busy (non-idle) time of the whole BFF process, start-up (module compilation) included. "(native / VM)" is mostly socket writes (writev, writeString: the response and the log line) and garbage collection.',
    '',
    await profilePassthrough(),
  ].join('\n'))
  await add('1i', async () => ['### Scenario 1 in instructions (valgrind callgrind; the lean proxy\'s count repeats, the BFF\'s moves with the major collections in the window: compare within a run)', '', await instructionsPerRequest()].join('\n'))
  await add('2', viewLatencyScenario)
  await add('3', fanOutScenario)
  await add('4', answerSheetScenario)
  await add('5', pdfExchangeScenario)
  await add('6', async () => {
    if (!existsSync(new URL('./stats-120k.ts', import.meta.url))) return '## 6a. Statistics of the 120,000-examinee exam\n\nSkipped: `bench/stats-120k.ts` is not there yet.'
    const { stats120kScenario } = (await import('./stats-120k.ts')) as { stats120kScenario: () => Promise<string> }
    return stats120kScenario()
  })
  await add('6', xlsxScenario)
  await add('6c', () => xlsxWritersScenario())
  await add('7', dashboardScenario)
  await add('8', rankingExportScenario)
  await add('9', answerCardZipScenario)
  await add('13', firstViewScenario)
  await add('14', millionExamScenario)
  const report = sections.join('\n') + '\n'
  process.stdout.write(report)
  if (only.size === 0) writeFileSync(new URL('./RESULTS.md', import.meta.url), report)
}
