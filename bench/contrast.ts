import { request } from 'undici'
import { fmt } from './lib/load.ts'
import { freePort, signIn, startBff, startUpstream } from './lib/processes.ts'

/**
 * History comparison (issue 16): building a 6-exam comparison of the senior cohort of 2023 (the city's
 * four unified exams of 4,836 students and two joint exams of 3,610; ≈ 4,800 students matched by id),
 * and the student-trend view of it, each timed against the single-exam report page (the dashboard's
 * view model) of the latest of those exams, in one run, by turns. Before timing, every exam's report
 * page is opened once, so both sides start from generated score cubes (the upstream's own cache) and
 * the build times the engine, not score generation. The build is timed from POST create (or 重新生成)
 * to the first status poll that says 已完成 (polled every 5 ms; the reference upstream's own queue and
 * minimum build time set to 0).
 *
 * Run alone: node --import tsx bench/contrast.ts [rounds]
 */
const ROUNDS = Number(process.argv[2] ?? process.env.BENCH_CONTRAST_ROUNDS ?? 5)
const EXAMS = ['280162511170', '300062601150', '300062603250', '300062605080', '280162605150', '300062607010']
const TOKEN = 'demo-school-admin'

async function call(url: string, cookie: string, body?: unknown): Promise<{ status: number; data: any }> {
  const res = await request(url, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json', origin: new URL(url).origin }) },
    body: body === undefined ? null : JSON.stringify(body),
  })
  const json = (await res.body.json()) as { data?: unknown }
  return { status: res.statusCode, data: json.data }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!

export async function contrastScenario(): Promise<string> {
  const upstream = await startUpstream({ UPSTREAM_CONTRAST_QUEUE_MS: '0', UPSTREAM_CONTRAST_BUILD_MS: '0' }, await freePort())
  const bff = await startBff({ UPSTREAM_URL: upstream.url, LOG_LEVEL: 'warn' }, await freePort())
  try {
    const cookie = await signIn(upstream.url, TOKEN)
    const page = (examid: string) => `${bff.url}/report/bff/report-page?route=dashboard&examid=${examid}&org=0`
    for (const examid of EXAMS) {
      const warm = await call(page(examid), cookie)
      if (warm.status !== 200) throw new Error(`report page of ${examid} answered ${warm.status}`)
    }
    const single = page(EXAMS[EXAMS.length - 1]!)
    const made = await call(`${bff.url}/report/bff/contrast/create`, cookie, { name: '高三六次考试', exams: EXAMS.map((examid) => ({ examid, org: 0 })), subjects: ['语文', '数学', '英语', '物理', '化学'] })
    if (made.status !== 200) throw new Error(`create answered ${made.status}: ${JSON.stringify(made.data)}`)
    const id = (made.data as { id: string }).id
    const untilDone = async () => {
      for (;;) {
        const s = await call(`${bff.url}/report/bff/contrast/${id}/status`, cookie)
        if ((s.data as { done: boolean }).done) return
        if ((s.data as { status: number }).status === 3) throw new Error('the build failed')
        await new Promise((resolve) => setTimeout(resolve, 5))
      }
    }
    await untilDone()
    // A student of the comparison, from the latest exam's class view.
    const school = await call(`${bff.url}/report/bff/compare/school?id=${id}&school=10001`, cookie)
    const classId = (school.data as { units: { key: string }[] }).units[0]!.key
    const cls = await call(`${bff.url}/report/bff/compare/class?id=${id}&school=10001&class=${classId}`, cookie)
    const studentHref = (cls.data as { tables: { rows: { href: string | null }[] }[] }).tables[1]!.rows[0]!.href!
    const studentId = new URL(studentHref, bff.url).pathname.split('/').pop()!
    const trend = `${bff.url}/report/bff/compare/student?id=${id}&school=10001&class=${classId}&student=${studentId}`
    const matched = (await call(`${bff.url}/report/bff/compare/multi?id=${id}`, cookie)).data as { tables: { rows: { cells: string[] }[] }[] }

    const builds: number[] = []
    const trends: number[] = []
    const pages: number[] = []
    const time = async (work: () => Promise<unknown>) => {
      const t0 = performance.now()
      await work()
      return performance.now() - t0
    }
    for (let i = 0; i < ROUNDS; i++) {
      pages.push(await time(() => call(single, cookie)))
      builds.push(await time(async () => {
        await call(`${bff.url}/report/bff/contrast/${id}/retry`, cookie, {})
        await untilDone()
      }))
      pages.push(await time(() => call(single, cookie)))
      trends.push(await time(() => call(trend, cookie)))
    }
    const p = median(pages)
    const b = median(builds)
    const s = median(trends)
    const schools = matched.tables[0]!.rows.length - 1
    return [
      '## History comparison: a 6-exam build and the student trend against a single-exam report page',
      '',
      `Senior cohort 2023, exams ${EXAMS.join(', ')} (4 unified of 4,836 students, 2 joint of 3,610), subjects 总分 + 5; ${TOKEN} (${schools} school in view). Medians of ${ROUNDS} rounds, by turns; score cubes generated beforehand.`,
      '',
      '| what | median ms | × the single-exam report page |',
      '| --- | ---: | ---: |',
      `| single-exam report page (dashboard view model, ${EXAMS[EXAMS.length - 1]}) | ${fmt(p)} | 1.00 |`,
      `| 6-exam comparison build (create/重新生成 → 已完成, polled every 5 ms) | ${fmt(b)} | ${(b / p).toFixed(2)} |`,
      `| student-trend view (/report/bff/compare/student) | ${fmt(s)} | ${(s / p).toFixed(2)} |`,
      '',
    ].join('\n')
  } finally {
    await bff.stop()
    await upstream.stop()
  }
}

if (import.meta.url === `file://${process.argv[1]}`) process.stdout.write(`${await contrastScenario()}\n`)
