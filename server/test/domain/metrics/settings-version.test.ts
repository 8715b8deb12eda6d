import t from 'tap'
import { pageSettingsVersionText, settingsVersionText } from '../../../src/domain/metrics/settings-version.ts'

// The settings version an explanation names, by what the figure reads and what the exam's info states.
t.test('settingsVersionText', async (t) => {
  const published = { version: 3, savedAt: '2026-11-20T02:05:00Z', own: [] }
  const cases: Array<[string, Parameters<typeof settingsVersionText>[0], string[], string | null]> = [
    ['a figure reading no setting', published, [], null],
    ['the published version, saved at Beijing time', published, ['分数线设置（本次考试发布时的设置版本）'], '本次考试发布时的设置：第 3 版（2026/11/20 10:05 保存）'],
    ['the defaults', { version: 0, savedAt: null, own: [] }, ['分数段设置'], '本次考试发布时的设置：系统默认（从未保存过设置）'],
    ['a version whose time is not stated', { version: 2, savedAt: null, own: [] }, ['有效分设置'], '本次考试发布时的设置：第 2 版'],
    ['the exam\'s own segment setting', { ...published, own: ['segment'] }, ['分数段设置'], '本考试单独设置'],
    ['an own segment setting does not touch the lines', { ...published, own: ['segment'] }, ['分数线设置（本次考试发布时的设置版本）'], '本次考试发布时的设置：第 3 版（2026/11/20 10:05 保存）'],
    ['the exam\'s own rank bands', { ...published, own: ['rankScale'] }, ['名次段设置'], '本考试单独设置'],
    ['not stated by the platform', undefined, ['分数线设置（本次考试发布时的设置版本）'], '平台未说明本次考试所用的设置版本'],
  ]
  for (const [name, settings, reads, expected] of cases) t.equal(settingsVersionText(settings, reads), expected, name)
})

// A page's 指标说明 and a printed report's appendix: the version of all its figures in one line.
t.test('pageSettingsVersionText', async (t) => {
  const published = { version: 3, savedAt: '2026-11-20T02:05:00Z', own: [] as ('segment' | 'rankScale')[] }
  const lines = '分数线设置（本次考试发布时的设置版本）'
  const cases: Array<[string, Parameters<typeof pageSettingsVersionText>[0], string[], string | null]> = [
    ['a page whose figures read no setting', published, [], null],
    ['the published version', published, [lines, '有效分设置', lines], '本次考试发布时的设置：第 3 版（2026/11/20 10:05 保存）'],
    ['the exam\'s own segments beside the published lines', { ...published, own: ['segment'] }, [lines, '分数段设置'], '本次考试发布时的设置：第 3 版（2026/11/20 10:05 保存）；分数段设置为本考试单独设置'],
    ['only the exam\'s own settings read', { ...published, own: ['segment', 'rankScale'] }, ['分数段设置', '名次段设置', '分数段设置'], '分数段设置、名次段设置为本考试单独设置'],
    ['an own setting the page does not read', { ...published, own: ['rankScale'] }, ['分数段设置'], '本次考试发布时的设置：第 3 版（2026/11/20 10:05 保存）'],
    ['not stated by the platform', undefined, [lines], '平台未说明本次考试所用的设置版本'],
  ]
  for (const [name, settings, reads, expected] of cases) t.equal(pageSettingsVersionText(settings, reads), expected, name)
})
