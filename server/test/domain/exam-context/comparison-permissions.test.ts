// Table tests for spec 1 §4 "Comparison permissions by school-type number: 1 needs a version name and code to
// create, show and edit, else an upgrade prompt with contact number; 0 with basic code: create allowed, show
// only if the count is under 4, edit only if over 3; pro or ultimate: all; no version: none. A
// flagship-experience version on gray/dev hosts grants all." (§9: "Comparison show limit: fewer than 4;
// edit: more than 3 (basic edition).") and §6 "Students have no access to … comparison".
import t from 'tap'
import { COMPARISON_UPGRADE, comparisonPermissions, isGrayOrDevHost, needsContrastCount, type ComparisonFacts } from '../../../src/domain/exam-context/comparison-permissions.ts'

const facts: ComparisonFacts = { schoolTypeNum: 0, versionCode: 'pro', versionName: '专业版', contrastCount: null, host: 'report.example.com', isStudent: false, phone: '400-600-1234' }
const PROMPT = `${COMPARISON_UPGRADE}，客服电话：400-600-1234`
const all = { canCreate: true, canShow: true, canEdit: true, upgradePrompt: null }
const none = { canCreate: false, canShow: false, canEdit: false, upgradePrompt: PROMPT }

t.test('comparisonPermissions table', async (t) => {
  const rows: Array<[ref: string, patch: Partial<ComparisonFacts>, want: ReturnType<typeof comparisonPermissions>]> = [
    ['§4 type 0, pro: all', {}, all],
    ['§4 type 0, ultimate: all', { versionCode: 'ultimate', versionName: '旗舰版' }, all],
    ['§4/§9 type 0, basic, count 0: create, show (< 4), no edit', { versionCode: 'basic', versionName: '基础版', contrastCount: 0 }, { canCreate: true, canShow: true, canEdit: false, upgradePrompt: null }],
    ['§4/§9 type 0, basic, count 3: show (3 < 4), no edit (3 ≯ 3)', { versionCode: 'basic', contrastCount: 3 }, { canCreate: true, canShow: true, canEdit: false, upgradePrompt: null }],
    ['§4/§9 type 0, basic, count 4: no show, edit (4 > 3)', { versionCode: 'basic', contrastCount: 4 }, { canCreate: true, canShow: false, canEdit: true, upgradePrompt: null }],
    ['type 0, basic, count unknown: create only', { versionCode: 'basic', contrastCount: null }, { canCreate: true, canShow: false, canEdit: false, upgradePrompt: null }],
    ['§4 type 0, no version: none, with the prompt', { versionCode: '', versionName: '' }, none],
    ['type 0, trial code: none', { versionCode: 'trial', versionName: '体验版' }, none],
    ['type 0, another paid code (group): none by the rule', { versionCode: 'group', versionName: '集团版' }, none],
    ['§4 type 1 with version name and code: all', { schoolTypeNum: 1, versionCode: 'unified_city', versionName: '市级统考版' }, all],
    ['§4 type 1 without a code: upgrade prompt with contact number', { schoolTypeNum: 1, versionCode: '', versionName: '市级统考版' }, none],
    ['§4 type 1 without a name: upgrade prompt', { schoolTypeNum: 1, versionCode: 'group', versionName: ' ' }, none],
    ['type 1, basic code: version name and code suffice (no count)', { schoolTypeNum: 1, versionCode: 'basic', versionName: '基础版' }, all],
    ['other school types follow type 0', { schoolTypeNum: 3, versionCode: 'pro' }, all],
    ['§4 flagship experience on a gray host: all', { versionCode: 'ultimate_experience', versionName: '旗舰体验版', host: 'gray.report.example.com' }, all],
    ['§4 flagship experience on a dev host: all', { versionCode: '', versionName: '旗舰体验版', host: 'report-dev.example.com:8080' }, all],
    ['flagship experience on production: none', { versionCode: 'ultimate_experience', versionName: '旗舰体验版' }, none],
    ['prompt without a known phone', { versionCode: '', versionName: '', phone: '' }, { ...none, upgradePrompt: COMPARISON_UPGRADE }],
    ['§6 students: none and no prompt', { isStudent: true }, { ...none, upgradePrompt: null }],
  ]
  for (const [ref, patch, want] of rows) t.same(comparisonPermissions({ ...facts, ...patch }), want, ref)
})

t.test('isGrayOrDevHost / needsContrastCount tables', async (t) => {
  const hosts: Array<[string, boolean]> = [['gray.report.example.com', true], ['gray2.example.com', true], ['dev.example.com', true], ['dev-report.example.com', true], ['report-gray.example.com', true], ['report.example.com', false], ['developer.example.com', false], ['grayson.example.com', false], ['127.0.0.1:3000', false]]
  for (const [host, want] of hosts) t.equal(isGrayOrDevHost(host), want, host)
  t.equal(needsContrastCount(0, 'basic'), true)
  t.equal(needsContrastCount(1, 'basic'), false)
  t.equal(needsContrastCount(0, 'pro'), false)
})
