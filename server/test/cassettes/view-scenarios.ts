import type { ReportPageView } from '@report/contracts/bff/report-page'
import type { TaskPanelView } from '@report/contracts/bff/tasks'
import { REPORT_ROUTES, walkReports } from '../helpers/report-walk.ts'
import type { ViewClient } from './view-client.ts'

/**
 * The view cassettes: what three representative users see of one exam, recorded against the
 * reference upstream (record.ts) and replayed strictly (views-replay.test.ts). Replay sends the
 * recorded requests again, so these steps run only when recording; they may follow what the answers
 * hold (a table's blocks, a drill's parameters, a created task's id).
 */
export interface ViewScenario {
  /** Cassette name: fixtures/cassettes/<name>.jsonl.gz (upstream) and <name>.views.jsonl.gz (answers). */
  name: string
  user: string
  examid: string
  grade: string
  /**
   * The home page's exam list and the level tools' pages, which list every exam the user may see:
   * the city's is the whole catalogue (1,824 exams; the 赋分转换 page alone is a 9 MB answer), left out.
   */
  catalogueViews: boolean
  /** Create, delete and package tasks too, not only read the panel. */
  taskActions: boolean
}

/** 江州市第一中学 高二期中: one school, 16 classes, 821 students. */
const MIDTERM = '100152611100'
/** 江州六校联考 高三: six schools in four counties; the city sees it whole, three papers published. */
const JOINT = '280162611180'

export const VIEW_SCENARIOS: readonly ViewScenario[] = [
  { name: 'views-school-admin', user: 'demo-school-admin', examid: MIDTERM, grade: '高二', catalogueViews: true, taskActions: true },
  { name: 'views-teacher', user: 'demo-teacher', examid: MIDTERM, grade: '高二', catalogueViews: true, taskActions: false },
  { name: 'views-city-joint', user: 'demo-city', examid: JOINT, grade: '高三', catalogueViews: false, taskActions: false },
]

const BFF = '/report/bff'

export async function runViewScenario(client: ViewClient, s: ViewScenario): Promise<void> {
  const { user } = s
  const exam = { examid: s.examid, org: '0' }
  const signIn = await client.get(user, '/report/', { token: user })
  if (signIn.status !== 302) throw new Error(`${user} sign-in answered ${signIn.status}`)

  // The shell: session (and embedded), the data dashboard's redirect, the exam list.
  await client.get(user, `${BFF}/session`)
  await client.get(user, `${BFF}/session`, { embedded: '1' })
  await client.get(user, `${BFF}/data-dashboard`)
  if (s.catalogueViews) await client.get(user, `${BFF}/exams`)

  // The exam frame of every report route, then every report page, its tables and a drill.
  await client.get(user, `${BFF}/exam-context`, exam)
  for (const route of REPORT_ROUTES) await client.get(user, `${BFF}/exam-context`, { ...exam, route })
  const visits = await walkReports(exam, (path, params) => client.get(user, path, params))
  if (!visits.some((v) => v.kind === 'page' && v.answer.status === 200 && (v.answer.body as { data: ReportPageView }).data.blocks.length > 0)) {
    throw new Error(`${user}: no report page opened on ${s.examid}`)
  }

  // Level tools: the exam's level lines and results; the tools' own pages list the catalogue.
  await client.get(user, `${BFF}/level-lines`, exam)
  await client.get(user, `${BFF}/level-score/exam`, exam)
  await client.get(user, `${BFF}/transformation/result`, exam)
  if (s.catalogueViews) {
    await client.get(user, `${BFF}/level-score`)
    await client.get(user, `${BFF}/value-added`)
    await client.get(user, `${BFF}/transformation`)
    await client.get(user, `${BFF}/value-added/entries`, exam)
    await client.get(user, `${BFF}/transformation/bases`, exam)
  }

  // The task panel and the export menu's pages.
  const frame = { ...exam, grade: s.grade }
  await client.get(user, `${BFF}/tasks`, frame)
  await client.get(user, `${BFF}/tasks`, { ...frame, embedded: '1' })
  await client.get(user, `${BFF}/tasks/versions`)
  await client.get(user, `${BFF}/tasks/download-config`)
  await client.get(user, `${BFF}/tasks/exam-config`, exam)
  await client.get(user, `${BFF}/tasks/report-export`, frame)
  if (s.taskActions) await taskActions(client, user, frame)

  // Signing out clears the cookies: the session view then answers no-session.
  await client.post(user, `${BFF}/logout`, {})
  await client.get(user, `${BFF}/session`)
}

/**
 * Every task action that replays: each create is followed by the panel that lists it and a delete,
 * so the recorded lists change between two identical requests (the replayer serves repeats in order).
 * The reference upstream's clock is pinned while recording, so tasks stay where they were created.
 */
async function taskActions(client: ViewClient, user: string, frame: Record<string, string>): Promise<void> {
  const panel = async (params: Record<string, string> = frame) => (await client.get(user, `${BFF}/tasks`, params)).body as { data: TaskPanelView }
  const created = async (path: string, body: object) => {
    const answer = await client.post(user, `${BFF}/tasks/${path}`, body)
    const data = (answer.body as { data?: { outcome?: string; taskId?: string } }).data
    if (answer.status !== 200 || data?.outcome !== 'created' || !data.taskId) throw new Error(`${path} task not created: ${answer.status} ${JSON.stringify(answer.body)}`)
    return data.taskId
  }
  const rows = (view: { data: TaskPanelView }, kind: string) => view.data.tabs.find((tab) => tab.kind === kind)?.rows ?? []

  await client.post(user, `${BFF}/tasks/download-config`, { packageType: 1, tables: { irrank: true, matrix: false, rate: true, question: false, segment: false, byrank: false, byscale: false, byscore: false } })
  const group = await created('group', frame)
  const [groupRow] = rows(await panel(), 'group')
  await client.post(user, `${BFF}/tasks/delete`, { kind: 'group', id: groupRow!.subTasks[0]!.id, parentId: group, ...frame })
  await panel()
  await client.post(user, `${BFF}/tasks/delete`, { kind: 'group', id: group, ...frame })

  const excel = await created('exam', { ...frame, name: 'irrank', filters: { search: '王' } })
  await panel({})
  await client.post(user, `${BFF}/tasks/delete`, { kind: 'exam', id: excel, ...frame })

  const report = await created('report', { ...frame, reports: ['total'] })
  await panel()
  await client.post(user, `${BFF}/tasks/package`, { kind: 'report', id: report })
  await client.post(user, `${BFF}/tasks/delete`, { kind: 'report', id: report })

  const norm = await created('custom', { name: '自定义表', exams: [{ examid: frame.examid!, org: 0 }], templates: ['rate'] })
  const normRow = rows(await panel({}), 'norm').find((row) => row.id === norm)
  await client.post(user, `${BFF}/tasks/delete`, { kind: 'norm', id: norm, ...(normRow?.groupId ? { groupId: normRow.groupId } : {}) })
  await panel()
  await client.get(user, `${BFF}/tasks/versions`)
}
