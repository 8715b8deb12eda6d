import type { AnswerSheetView, SheetMark, SheetPage } from '@report/contracts/bff/answer-cards'
import type { Paper } from '@report/contracts/upstream/exam'
import type { SheetItem, SheetPic, StudentSheetData } from '@report/contracts/upstream/answer-cards'

const fmt = (n: number): string => String(Math.round(n * 10) / 10)
const pct = (n: number, of: number): number => (of > 0 ? Math.round((n / of) * 10_000) / 100 : 0)

/** The answerCard route's query as a page link (spec 1 §2: examid, org, grade, pindex, skey). */
export function sheetHref(base: string, q: { examid: string; org?: string | undefined; grade?: string | undefined; pindex: number; skey: string }): string {
  const search = new URLSearchParams({ examid: q.examid, ...(q.org ? { org: q.org } : {}), ...(q.grade ? { grade: q.grade } : {}), pindex: String(q.pindex), skey: q.skey })
  return `${base}?${search.toString()}`
}

/** An upstream image path handed to the browser: the BFF's passthrough serves /api/v3 at the same path (cached per user, 3600 s). */
export function pageImage(pic: SheetPic): SheetPage {
  return { page: pic.page, src: pic.url, width: pic.width, height: pic.height }
}

/**
 * One item's mark on its page: the score the marker gave against the full score; an objective
 * item also says what was chosen and the key. Placed in percent of the page, so it follows zoom.
 */
export function sheetMark(item: SheetItem, pic: SheetPic | undefined): SheetMark {
  const width = pic?.width ?? 1
  const height = pic?.height ?? 1
  const score = item.score
  const tone = score === null || score <= 0 ? 'zero' : score >= item.manfen ? 'full' : 'part'
  const chosen = item.choice ? item.choice : '未作答'
  return {
    name: item.name,
    page: item.page,
    text: score === null ? '未作答' : `${fmt(score)}/${fmt(item.manfen)}`,
    tone,
    objective: item.isObjective,
    detail: item.isObjective ? `${chosen}（答案 ${item.answer || '--'}）` : '',
    left: pct(item.x, width),
    top: pct(item.y, height),
    width: pct(item.w, width),
    height: pct(item.h, height),
  }
}

export interface SheetViewFacts {
  examName: string
  papers: readonly Paper[]
  sheet: StudentSheetData
  /** The page's own path, for the paper tabs. */
  base: string
  paperPicsBase: string
  query: { examid: string; org?: string | undefined; grade?: string | undefined; skey: string }
}

/** spec 3 §2 answer-pics: a student's sheets paper by paper, with each item's score over its page. */
export function toAnswerSheetView(f: SheetViewFacts): AnswerSheetView {
  const { sheet } = f
  const pics = new Map(sheet.pics.map((p) => [p.page, p]))
  const absent = sheet.score === null
  const sum = (items: SheetItem[]) => items.reduce((n, i) => n + (i.score ?? 0), 0)
  const full = (items: SheetItem[]) => items.reduce((n, i) => n + i.manfen, 0)
  const objective = sheet.items.filter((i) => i.isObjective)
  const marked = sheet.items.filter((i) => !i.isObjective)
  const subtotals = absent
    ? []
    : [
        ...(objective.length ? [`客观题 ${fmt(sum(objective))}/${fmt(full(objective))}`] : []),
        ...(marked.length ? [`主观题 ${fmt(sum(marked))}/${fmt(full(marked))}`] : []),
      ]
  return {
    examName: f.examName,
    student: { name: sheet.student.name, xuehao: sheet.student.xuehao, className: sheet.student.className, schoolName: sheet.student.schoolName },
    papers: f.papers.map((p) => ({ pindex: p.pindex, subject: p.subject, href: sheetHref(f.base, { ...f.query, pindex: p.pindex }), selected: p.pindex === sheet.paper.pindex })),
    paper: sheet.paper,
    scoreText: absent ? '未考' : `${fmt(sheet.score ?? 0)}/${fmt(sheet.paper.manfen)}`,
    absent,
    pages: sheet.pics.map(pageImage),
    marks: sheet.items.map((item) => sheetMark(item, pics.get(item.page))),
    subtotals,
    paperPicsHref: `${f.paperPicsBase}?${new URLSearchParams({ examid: f.query.examid, ...(f.query.org ? { org: f.query.org } : {}), ...(f.query.grade ? { grade: f.query.grade } : {}), pindex: String(sheet.paper.pindex) }).toString()}`,
  }
}

/** The paper a query names, or the first paper; undefined when the exam has none. */
export function choosePaper(papers: readonly Paper[], pindex: string | undefined): Paper | undefined {
  return papers.find((p) => String(p.pindex) === pindex) ?? papers[0]
}
