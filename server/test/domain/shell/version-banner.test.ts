// Table tests for spec 1 §2 "Version banner: school name, version name, contract period, and an upgrade or
// view-details link", §2 route table "/comparison-list/version … (query type 1 for virtual-school accounts,
// else 0)", and §4/§9 "the remaining-days badge shows when at most 31 days remain".
import t from 'tap'
import type { VersionDisplay } from '@report/contracts/bff/session'
import { remainingDaysText, versionBanner, versionPageHref, type BannerFacts } from '../../../src/domain/shell/version-banner.ts'

const pro: VersionDisplay = { name: '专业版', isTrial: false, expiringSoon: false, remainingDaysBadge: null, trialEndDate: null }
const facts: BannerFacts = { schoolName: '一中', version: pro, startTime: '2025-09-01', endTime: '2027-08-31', isVirtualSchool: false, isStudent: false, hideVersion: false }

t.test('versionBanner table', async (t) => {
  const rows: Array<[ref: string, patch: Partial<BannerFacts>, want: ReturnType<typeof versionBanner>]> = [
    ['§2 paid plan: period and view details', {}, { schoolName: '一中', versionName: '专业版', contractPeriod: '2025/09/01 - 2027/08/31', link: { label: '查看详情', href: '/report/comparison-list/version?type=0', newTab: false } }],
    ['§2 trial: upgrade', { version: { ...pro, name: '体验版', isTrial: true } }, { schoolName: '一中', versionName: '体验版', contractPeriod: '2025/09/01 - 2027/08/31', link: { label: '升级版本', href: '/report/comparison-list/version?type=0', newTab: false } }],
    ['about to expire: upgrade', { version: { ...pro, expiringSoon: true, remainingDaysBadge: 20 } }, { schoolName: '一中', versionName: '专业版', contractPeriod: '2025/09/01 - 2027/08/31', link: { label: '升级版本', href: '/report/comparison-list/version?type=0', newTab: false } }],
    ['§2 virtual school: type 1', { isVirtualSchool: true }, { schoolName: '一中', versionName: '专业版', contractPeriod: '2025/09/01 - 2027/08/31', link: { label: '查看详情', href: '/report/comparison-list/version?type=1', newTab: false } }],
    ['unreadable dates: no period', { startTime: '', endTime: '2027-08-31' }, { schoolName: '一中', versionName: '专业版', contractPeriod: '', link: { label: '查看详情', href: '/report/comparison-list/version?type=0', newTab: false } }],
    ['students: no banner', { isStudent: true }, null],
    ['version not displayed (closeFxDisPlayVersion): no banner', { hideVersion: true }, null],
  ]
  for (const [ref, patch, want] of rows) t.same(versionBanner({ ...facts, ...patch }), want, ref)
  t.equal(versionPageHref(true), '/report/comparison-list/version?type=1')
})

t.test('remainingDaysText table', async (t) => {
  t.equal(remainingDaysText({ ...pro, remainingDaysBadge: 20 }), '剩余 20 天', 'expiring account: badge text')
  t.equal(remainingDaysText({ ...pro, remainingDaysBadge: 0 }), '剩余 0 天')
  t.equal(remainingDaysText(pro), null, 'no badge: no text')
})
