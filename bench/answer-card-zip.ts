import { cpuUsage } from 'node:process'
import { accountByKey } from '@report/fixtures/dataset/accounts'
import { classById, className } from '@report/fixtures/dataset/classes'
import { examById } from '@report/fixtures/dataset/exams'
import { schoolById } from '@report/fixtures/dataset/geography'
import { paperSitting } from '@report/fixtures/dataset/responses'
import { studentsOf } from '@report/fixtures/dataset/students'
import { ZipWriter } from '@report/fixtures/tasks/zip'
import { cardPng } from '@report/fixtures/upstream/answer-sheet/card-image'
import { PAGE } from '@report/fixtures/upstream/answer-sheet/layout'
import { pageCount, renderAnswerSheet } from '@report/fixtures/upstream/answer-sheet/render'

/**
 * Scenario 9: the answer-card export's zip, one class and two papers (what the tests export), as it
 * was (an SVG per card, deflated into the zip) and as it is (a PNG per card, drawn to pixels and
 * stored). CPU time of this process, one run each after one card of each to warm up (the PNG side's
 * first card also parses the font: reported on its own).
 */
export async function answerCardZipScenario(): Promise<string> {
  const exam = examById('100152611100')!
  const cls = classById(accountByKey('head-teacher')!.scope().classIds![0]!)!
  const papers = exam.papers.filter((p) => p.subject === '数学' || p.subject === '物理')
  const facts = { className: className(cls, exam.term.schoolYear), schoolName: schoolById(cls.schoolId)?.name ?? '' }
  const cards = studentsOf(cls).flatMap((s) => papers.filter((p) => !paperSitting(exam, p, s).absent).map((p) => ({ s, p })))

  const svg = (c: (typeof cards)[number]) => {
    const pages = pageCount(c.p)
    const parts = [`<svg xmlns="http://www.w3.org/2000/svg" width="${PAGE.width}" height="${PAGE.height * pages}" viewBox="0 0 ${PAGE.width} ${PAGE.height * pages}">`]
    for (let page = 1; page <= pages; page++) parts.push((renderAnswerSheet({ exam, paper: c.p, student: c.s, ...facts, page }) ?? '').replace('<svg ', `<svg y="${(page - 1) * PAGE.height}" `))
    parts.push('</svg>')
    return Buffer.from(parts.join(''))
  }
  const cpuMs = (f: () => void) => {
    const start = cpuUsage()
    f()
    const used = cpuUsage(start)
    return (used.user + used.system) / 1000
  }
  const run = (name: string, image: (c: (typeof cards)[number]) => Buffer, store: boolean, ext: string) => {
    const zip = new ZipWriter(0)
    let bytes = 0
    const ms = cpuMs(() => {
      for (const c of cards) zip.add(`${c.s.xuehao}_${c.s.name}_${c.p.subject}.${ext}`, image(c), { store })
      bytes = zip.finish().length
    })
    return { name, ms, bytes }
  }
  cpuMs(() => svg(cards[0]!))
  const firstPng = cpuMs(() => cardPng(exam, cards[0]!.p, cards[0]!.s, facts))
  const before = run('before: SVG cards, deflated', svg, false, 'svg')
  const after = run('now: PNG cards (200 dpi, indexed), stored', (c) => cardPng(exam, c.p, c.s, facts), true, 'png')
  const row = (r: typeof before) => `| ${r.name} | ${(r.ms / cards.length).toFixed(1)} | ${(r.ms / 1000).toFixed(2)} | ${(r.bytes / 2 ** 20).toFixed(1)} | ${(r.bytes / cards.length / 1024).toFixed(0)} |`
  return [
    `## 9. Answer-card export zip: ${cards.length} cards (one class, ${papers.map((p) => p.subject).join(' + ')}), before and now`,
    '',
    '| way | CPU ms per card | CPU s per zip | zip MiB | KiB per card |',
    '|---|---|---|---|---|',
    row(before),
    row(after),
    '',
    `Now ÷ before, CPU per zip: **${(after.ms / before.ms).toFixed(1)}×**. The process's first PNG card also parses the font (Noto Sans CJK SC) and draws its first glyphs: ${firstPng.toFixed(0)} ms CPU, once per process. One run.`,
  ].join('\n')
}

if (import.meta.url === `file://${process.argv[1]}`) process.stdout.write(`${await answerCardZipScenario()}\n`)
