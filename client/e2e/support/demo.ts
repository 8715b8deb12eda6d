import type { Page } from '@playwright/test'
import { untilHydrated } from './hydration.ts'

/** The school-admin demo account of fixtures/src/dataset/accounts.ts. */
export const SCHOOL_ADMIN_TOKEN = 'demo-school-admin'

/** Special exams of fixtures/README.md, chosen by what they are. */
export const EXAMS = {
  /** 江州市第二中学 高二期中: downloads banned, with a reason. */
  banned: '100252604210',
  /** 江州六校 高三11月联考: scale 2, not synced, papers 1–3 published. */
  unsyncedJoint: '280162611180',
  /** 青山区第二初级中学 初二期中: a trial exam. */
  trial: '100722611110',
  /** 江州市第一中学 高一10月月考: loopback in its ipList. */
  ipRestricted: '100142610130',
  /** 明湖区外国语学校 初一期中: outside the access period. */
  outOfPeriod: '100412511090',
} as const

/** Signs in the way a school platform link does: the BFF exchanges the token and 302s. */
export async function signIn(page: Page, path = '/report/', token = SCHOOL_ADMIN_TOKEN): Promise<void> {
  const url = new URL(path, 'http://placeholder')
  url.searchParams.set('token', token)
  await page.goto(`${url.pathname}${url.search}`)
  await untilHydrated(page)
}

/** Signs in with a `demo-…~<examid>` link: the BFF opens that exam's dashboard. */
export async function signInToExam(page: Page, token: string, examid: string): Promise<void> {
  await signIn(page, '/report/', `${token}~${examid}`)
}
