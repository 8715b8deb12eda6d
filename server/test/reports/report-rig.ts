// Shared by the report page tests: the BFF in front of the reference upstream, page/table/drill calls,
// and the score cube straight from the score model (independent of the report code).
import type { DrillAnswer } from '@report/contracts/bff/drill'
import type { ReportBlock, ReportPageView } from '@report/contracts/bff/report-page'
import type { TableView } from '@report/contracts/bff/table'
import { examById } from '@report/fixtures/dataset/exams'
import { examScores } from '@report/fixtures/scores/exam-scores'
import type { ExamScores } from '@report/fixtures/scores/types'
import { shellRig, type ShellRig } from '../integration/shell-rig.ts'
import type { Teardown } from '../helpers/build.ts'

/** 江州市第一中学 高二期中: one school, 16 classes, 821 students. */
export const MIDTERM = '100152611100'
/** 江州六校联考: six schools in four counties (the city sees it whole). */
export const JOINT = '280162611180'
export const CLASS_3 = '1000125203'
export const CLASS_4 = '1000125204'

export interface ReportRig {
  rig: ShellRig
  page(route: string, extra?: Record<string, string>, who?: string): Promise<ReportPageView>
  table(route: string, block: string, extra?: Record<string, string>, who?: string): Promise<TableView>
  drill(params: Record<string, string>, who?: string): Promise<{ code: number; data: DrillAnswer }>
}

export async function reportRig(t: Teardown): Promise<ReportRig> {
  const rig = await shellRig(t)
  const get = async (url: string, who: string) => {
    const res = await rig.app.inject({ url, headers: { cookie: await rig.signIn(who) } })
    if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}: ${res.body.slice(0, 300)}`)
    return res.json()
  }
  const query = (params: Record<string, string>) => new URLSearchParams(params).toString()
  return {
    rig,
    page: async (route, extra = {}, who = 'demo-school-admin') => (await get(`/report/bff/report-page?${query({ route, examid: MIDTERM, org: '0', ...extra })}`, who)).data,
    table: async (route, block, extra = {}, who = 'demo-school-admin') =>
      (await get(`/report/bff/report-table?${query({ route, block, examid: MIDTERM, org: '0', ...extra })}`, who)).data,
    drill: async (params, who = 'demo-school-admin') => get(`/report/bff/report-drill?${query(params)}`, who),
  }
}

export function tableBlock(view: ReportPageView, id: string): Extract<ReportBlock, { kind: 'table' }> {
  const block = view.blocks.find((b) => b.id === id)
  if (!block || block.kind !== 'table') throw new Error(`no table ${id} on ${view.route}`)
  return block
}

export function chartBlock(view: ReportPageView, id: string): Extract<ReportBlock, { kind: 'chart' }> {
  const block = view.blocks.find((b) => b.id === id)
  if (!block || block.kind !== 'chart') throw new Error(`no chart ${id} on ${view.route}`)
  return block
}

export function cube(examid = MIDTERM): ExamScores {
  const exam = examById(examid)
  if (!exam) throw new Error(`no exam ${examid}`)
  return examScores(exam)
}

/** The scores of paper pindex (0: 总分) on the rows kept. */
export function scoresOf(s: ExamScores, pindex: number, keep: (i: number) => boolean = () => true): Float64Array {
  const column = pindex === 0 ? s.total : s.papers.find((p) => p.pindex === pindex)!.scores
  const out: number[] = []
  for (let i = 0; i < s.students.length; i++) if (keep(i)) out.push(column[i]!)
  return Float64Array.from(out)
}

export function fullOf(s: ExamScores, pindex: number): number {
  return pindex === 0 ? s.papers.reduce((sum, p) => sum + p.full, 0) : s.papers.find((p) => p.pindex === pindex)!.full
}

export const inClass = (s: ExamScores, classId: string) => (i: number) => s.classIds[s.classIndex[i]!] === classId
