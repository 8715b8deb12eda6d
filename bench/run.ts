import { writeFileSync } from 'node:fs'
import { cpus, totalmem } from 'node:os'
import { passthroughScenario } from './passthrough.ts'

/** npm run bench: every scenario in one run on one machine; ratios are the point, absolute figures drift. */
const sections: string[] = []
const machine = `${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}`
sections.push('# Benchmark results', '', `Run ${new Date().toISOString()} on ${machine}.`, 'Figures drift between runs on these shared machines; compare the ratios within one run.', '')
sections.push(await passthroughScenario())
const report = sections.join('\n') + '\n'
process.stdout.write(report)
writeFileSync(new URL('./RESULTS.md', import.meta.url), report)
