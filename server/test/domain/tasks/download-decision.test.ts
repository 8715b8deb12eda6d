import t from 'tap'
import { downloadDecision, type DownloadFacts } from '../../../src/domain/tasks/download-decision.ts'

const exam = { isTrial: false, isEnableDownload: true, ipList: [] as string[] }
const base: DownloadFacts = { permission: [1, 2, 3], trialUser: false, feature: 'exam', exam, disabled: { disabled: false, reason: '' }, ip: '10.0.0.8' }

// spec 3 §4 "Download decision", in order.
const CASES: Array<[string, Partial<DownloadFacts>, string]> = [
  ['a permitted user on a downloadable exam', {}, 'allow'],
  ['no download permission (data-forbidden): silently', { permission: [2, 3] }, 'silent'],
  ['data-forbidden comes before everything else', { permission: [2], disabled: { disabled: true, reason: 'x' }, exam: { ...exam, ipList: ['10.0.0.8'] } }, 'silent'],
  ['a trial plan: the version tip (a trial lacks download because of the trial)', { permission: [2], trialUser: true }, 'version-limit'],
  ['a trial exam: the version tip', { exam: { ...exam, isTrial: true } }, 'version-limit'],
  ['history comparison needs its module able', { feature: 'history-compare', modules: { custom_table: 'able', level_points: 'able', history_compare: 'hide', common_configs: 'able' } }, 'version-limit'],
  ['history comparison with the module', { feature: 'history-compare', modules: { custom_table: 'able', level_points: 'able', history_compare: 'able', common_configs: 'able' } }, 'allow'],
  ['a banned exam: the alert with its reason', { disabled: { disabled: true, reason: '违规导出' } }, 'banned'],
  ['a listed IP', { exam: { ...exam, ipList: ['::ffff:10.0.0.8'] } }, 'ip-restricted'],
  ['download not enabled', { exam: { ...exam, isEnableDownload: false } }, 'forbidden'],
  ['no exam named (custom tasks): the user checks only', { exam: null, disabled: null }, 'allow'],
]

for (const [name, patch, expected] of CASES) {
  t.test(name, async (t) => {
    const d = downloadDecision({ ...base, ...patch })
    t.equal(d.kind === 'refuse' ? d.error.kind : d.kind, expected)
  })
}

t.test('the banned refusal carries the catalogue text with the reason', async (t) => {
  const d = downloadDecision({ ...base, disabled: { disabled: true, reason: '违规导出' } })
  t.equal(d.kind === 'refuse' && d.error.message, '当前考试涉嫌违反使用规则，已被禁止下载任何数据，请联系区域平台工作人员。原因：违规导出')
  const ip = downloadDecision({ ...base, exam: { ...exam, ipList: ['10.0.0.8'] } })
  t.equal(ip.kind === 'refuse' && ip.error.message, '当前IP访问受限，请联系客服')
})
