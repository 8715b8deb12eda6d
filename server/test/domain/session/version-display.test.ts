// Table tests for spec 1 §4 "Version display": "Trial/experience when there is no version name or the name
// is trial; soon-to-expire when 0 to 30 days are left; trial shown with end date; … the remaining-days
// badge shows when at most 31 days remain." and spec 1 §9 "Remaining-days badge threshold 31 days;
// soon-to-expire warning 30 days." (spec 1 §1: "version name of the user's plan (default: trial version)").
import t from 'tap'
import type { VersionDisplay } from '@report/contracts/bff/session'
import { TRIAL_VERSION_NAME, versionDisplay, type VersionFacts } from '../../../src/domain/session/version-display.ts'

const paid = (leftDays: number): VersionFacts => ({ versionName: '专业版', isTrial: false, leftDays })
const shown = (name: string, isTrial: boolean, leftDays: number | null, expiringSoon: boolean, trialEndDate: string | null = null): VersionDisplay => ({
  name,
  isTrial,
  expiringSoon,
  remainingDaysBadge: leftDays,
  trialEndDate,
})

interface Row {
  ref: string
  facts: VersionFacts
  want: VersionDisplay
  bug?: string
}

const rows: Row[] = [
  // trial / experience by name
  { ref: '§4 no version name → 体验版 trial (§1 default: trial version)', facts: { versionName: '', isTrial: false, leftDays: 200 }, want: shown('体验版', true, null, false) },
  { ref: '§4 blank version name → 体验版 trial', facts: { versionName: '   ', isTrial: false, leftDays: 200 }, want: shown('体验版', true, null, false) },
  { ref: '§4 name 体验版 → trial', facts: { versionName: '体验版', isTrial: false, leftDays: 200 }, want: shown('体验版', true, null, false) },
  { ref: '§4 name 试用版 → trial, shown as 体验版', facts: { versionName: '试用版', isTrial: false, leftDays: 200 }, want: shown('体验版', true, null, false) },
  { ref: '§4 upstream isTrial flag → trial whatever the name', facts: { versionName: '专业版', isTrial: true, leftDays: 200 }, want: shown('体验版', true, null, false) },
  { ref: 'paid version keeps its name', facts: paid(200), want: shown('专业版', false, null, false) },
  { ref: 'paid version name is trimmed', facts: { versionName: ' 旗舰版 ', isTrial: false, leftDays: 365 }, want: shown('旗舰版', false, null, false) },
  // remaining days: expiringSoon 0..30, badge 0..31
  { ref: '§4 0 days left → expiring soon, badge 0', facts: paid(0), want: shown('专业版', false, 0, true) },
  { ref: '§4 1 day left → expiring soon, badge 1', facts: paid(1), want: shown('专业版', false, 1, true) },
  { ref: '§4/§9 30 days left → expiring soon (upper bound), badge 30', facts: paid(30), want: shown('专业版', false, 30, true) },
  { ref: '§4/§9 31 days left → badge 31 (upper bound) but not expiring soon', facts: paid(31), want: shown('专业版', false, 31, false) },
  { ref: '§4/§9 32 days left → neither', facts: paid(32), want: shown('专业版', false, null, false) },
  { ref: '§4 negative days (expired) → neither', facts: paid(-1), want: shown('专业版', false, null, false) },
  { ref: '§4 very negative days → neither', facts: paid(-400), want: shown('专业版', false, null, false) },
  { ref: 'NaN days → neither', facts: paid(Number.NaN), want: shown('专业版', false, null, false) },
  { ref: 'Infinity days → neither', facts: paid(Number.POSITIVE_INFINITY), want: shown('专业版', false, null, false) },
  { ref: 'fractional 30.9 days → truncated to 30', facts: paid(30.9), want: shown('专业版', false, 30, true) },
  { ref: 'fractional 31.5 days → truncated to 31', facts: paid(31.5), want: shown('专业版', false, 31, false) },
  { ref: 'trial with 7 days left → badge and expiring soon', facts: { versionName: '', isTrial: true, leftDays: 7 }, want: shown('体验版', true, 7, true) },
  // §4 "trial shown with end date" → YYYY/MM/DD
  { ref: '§4 trial end date YYYY-MM-DD → YYYY/MM/DD', facts: { versionName: '体验版', isTrial: true, leftDays: 10, trialEndTime: '2024-12-31' }, want: shown('体验版', true, 10, true, '2024/12/31') },
  { ref: '§4 trial end date-time → date only', facts: { versionName: '', isTrial: true, leftDays: 40, trialEndTime: '2024-12-31 23:59:59' }, want: shown('体验版', true, null, false, '2024/12/31') },
  { ref: '§4 trial end ISO date-time → date only', facts: { versionName: '', isTrial: true, leftDays: 40, trialEndTime: '2025-01-05T00:00:00.000Z' }, want: shown('体验版', true, null, false, '2025/01/05') },
  { ref: 'trial without an end date → null', facts: { versionName: '', isTrial: true, leftDays: 40 }, want: shown('体验版', true, null, false, null) },
  { ref: 'trial with an empty end date → null', facts: { versionName: '', isTrial: true, leftDays: 40, trialEndTime: '' }, want: shown('体验版', true, null, false, null) },
  { ref: 'paid version never shows a trial end date', facts: { ...paid(40), trialEndTime: '2024-12-31' }, want: shown('专业版', false, null, false, null) },
  {
    ref: 'trial end date YYYY.MM.DD (spec 1 §9 date format) → YYYY/MM/DD',
    facts: { versionName: '', isTrial: true, leftDays: 40, trialEndTime: '2024.12.31' },
    want: shown('体验版', true, null, false, '2024/12/31'),
    bug: 'regression (fixed): version-display.ts only replaces "-": trialEndTime "2024.12.31" → trialEndDate "2024.12.31"',
  },
  {
    ref: 'trial end date without zero padding → YYYY/MM/DD',
    facts: { versionName: '', isTrial: true, leftDays: 40, trialEndTime: '2025-1-5 08:00:00' },
    want: shown('体验版', true, null, false, '2025/01/05'),
    bug: 'regression (fixed): version-display.ts slices 10 chars: trialEndTime "2025-1-5 08:00:00" → trialEndDate "2025/1/5 0"',
  },
]

t.test('versionDisplay table', async (t) => {
  for (const row of rows) {
    t.same(versionDisplay(row.facts), row.want, `${row.ref}: ${JSON.stringify(row.facts)}`)
  }
})

t.test('TRIAL_VERSION_NAME is 体验版', async (t) => {
  t.equal(TRIAL_VERSION_NAME, '体验版')
})
