import type { Link } from '@report/contracts/bff/shell'
import { DASHBOARD_ROUTE, EXAM_ROUTES, examHref, type BaseQuery, type ExamRoute } from './exam-routes.ts'

export interface CrumbFacts {
  route: ExamRoute
  /** examid (as the address has it), org and grade; grade defaults to the exam's. */
  base: BaseQuery
  examName: string
  /** The exam is an in-school joint exam (isXiaoneiLiankao) and its lkschool, if the upstream names one. */
  inSchoolJoint: boolean
  examLkschool: string | undefined
  /** lkschool of the address. */
  lkschool: string | undefined
  userSchoolId: string
  isSimple: boolean
}

/**
 * spec 1 §2 Breadcrumb: the first crumb goes to the dashboard with examid, org, grade (plus lkschool
 * when the exam is an in-school joint exam and it matches the school); a /table crumb goes to
 * score-report, /common to the current route (grade defaulting to the exam's), /contrast to
 * contrastHistory. Simple users get an empty exam crumb. Crumbs never carry qxschool, and lkschool only
 * on the first: clicking a crumb resets the navigation to all.
 */
export function breadcrumb(facts: CrumbFacts): Link[] {
  const { route, base } = facts
  const lk = facts.inSchoolJoint && facts.lkschool && (facts.lkschool === facts.examLkschool || facts.lkschool === facts.userSchoolId) ? facts.lkschool : undefined
  const crumbs: Link[] = [{ label: facts.isSimple ? '' : facts.examName, href: examHref(DASHBOARD_ROUTE.path, base, [['lkschool', lk]]), newTab: false }]
  if (route.name === DASHBOARD_ROUTE.name) return crumbs
  const page: Link = { label: route.title, href: examHref(route.path, base), newTab: false }
  if (route.path.startsWith('/exam/oldReport/table')) {
    const table = EXAM_ROUTES.get('score-report')!
    crumbs.push({ label: table.title, href: examHref(table.path, base), newTab: false })
    if (route.name !== table.name) crumbs.push(page)
  } else if (route.path.startsWith('/contrast')) {
    const history = EXAM_ROUTES.get('contrastHistory')!
    crumbs.push({ label: history.title, href: `/report${history.path}`, newTab: false })
    if (route.name !== history.name && route.name !== 'contrast') crumbs.push({ label: route.title, href: `/report${route.path}`, newTab: false })
  } else {
    // /common and the other report pages: the current route, grade defaulting to the exam's.
    crumbs.push(page)
  }
  return crumbs
}

/** Words that name an administrator in a creator's user name (spec 1 §2: "with the admin words removed"). */
const ADMIN_WORDS = /(超级管理员|系统管理员|学校管理员|管理员|administrator|admin)/gi

/** The creator's name with the admin words and the brackets they leave removed. */
export function creatorName(userName: string): string {
  return userName
    .replace(ADMIN_WORDS, '')
    .replace(/[(（\[【]\s*[)）\]】]/g, '')
    .replace(/^[\s\-_·:：]+|[\s\-_·:：]+$/g, '')
    .trim()
}

export const SYNCING_NOTE = '成绩同步中'

export interface CrumbNoteFacts {
  routeName: string
  scale: number
  org: number
  syncing: boolean
  isCustom: boolean
  userid: string | undefined
  taskid: string | undefined
  userName: string | undefined
}

/**
 * spec 1 §2 Breadcrumb: on the dashboard a 'score syncing' notice when scale is 2, org is not 2 and the
 * exam is not synced; for a custom exam with userid and taskid, the creator's name.
 */
export function crumbNote(facts: CrumbNoteFacts): string | null {
  if (facts.routeName === DASHBOARD_ROUTE.name && facts.scale === 2 && facts.org !== 2 && facts.syncing) return SYNCING_NOTE
  if (facts.isCustom && facts.userid && facts.taskid && facts.userName) {
    const name = creatorName(facts.userName)
    if (name) return `创建人：${name}`
  }
  return null
}
