import type { FastifyInstance } from 'fastify'
import { cookieHeaderFrom } from '../helpers/build.ts'

/**
 * The exchanges recorded to cassettes and replayed in tests: the token chain, the exam-list
 * fan-out and the answer pictures. Recording and replay run the same steps, so a replay that
 * asks anything the recording did not is caught by the replayer.
 */
export const SCENARIO = {
  schoolAdminToken: 'demo-school-admin',
  countyToken: 'demo-county',
  smallSchoolToken: 'demo-small-school',
} as const

export async function signIn(app: FastifyInstance, query: string): Promise<{ location: string; cookie: string }> {
  const res = await app.inject({ url: `/report/?${query}` })
  if (res.statusCode !== 302) throw new Error(`sign-in answered ${res.statusCode}`)
  return { location: String(res.headers.location), cookie: cookieHeaderFrom(res.headers['set-cookie']) }
}

export async function userName(app: FastifyInstance, cookie: string): Promise<string> {
  const res = await app.inject({ url: '/report/bff/session', headers: { cookie } })
  if (res.statusCode !== 200) throw new Error(`session answered ${res.statusCode}: ${res.body}`)
  return (res.json() as { data: { user: { displayName: string } } }).data.user.displayName
}

export async function examList(app: FastifyInstance, cookie: string): Promise<{ total: number; ids: string[]; incomplete: boolean }> {
  const res = await app.inject({ url: '/report/bff/exams', headers: { cookie } })
  if (res.statusCode !== 200) throw new Error(`exams answered ${res.statusCode}: ${res.body}`)
  const { data } = res.json() as { data: { total: number; incomplete: boolean; exams: Array<{ examid: string }> } }
  return { total: data.total, ids: data.exams.map((e) => e.examid), incomplete: data.incomplete }
}

export async function answerSheet(app: FastifyInstance, cookie: string, examid: string, studentId: string): Promise<{ pages: number; svg: string }> {
  const list = await app.inject({ url: `/report/obt/v1/student/answer-pic?examid=${examid}&org=0&pindex=1&studentId=${studentId}`, headers: { cookie } })
  if (list.statusCode !== 200) throw new Error(`answer-pic answered ${list.statusCode}: ${list.body}`)
  const pics = (list.json() as { data: { pics: Array<{ url: string }> } }).data.pics
  const image = await app.inject({ url: pics[0]!.url, headers: { cookie } })
  if (image.statusCode !== 200) throw new Error(`answer picture answered ${image.statusCode}`)
  return { pages: pics.length, svg: image.body }
}
