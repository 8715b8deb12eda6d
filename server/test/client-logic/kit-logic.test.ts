// The rest of the report kit's pure logic: group chooser limits (spec 2 §5, §9), drill dialog state
// and codes (§4, §7), chart k-abbreviation and colours (§1, §9), PDF page breaks (§9 A4 793.7 ×
// 1122.01), readiness for PDF printing, editor rules (§5 Editor, §9), export links.
import t from 'tap'
import { chooserError, chooserLimit, filterItems, selectAll, toggleChoice } from '../../../client/src/components/report/logic/chooser.ts'
import { closeDrill, closedDrill, drillOutcome, drillQuery, openDrill, pageDrill, sortDrill } from '../../../client/src/components/report/logic/drill.ts'
import { abbreviateK, CHART_COLORS, chartColor, chartFileName, withAlpha, withUnit } from '../../../client/src/components/report/logic/chart-format.ts'
import { pageCountOf, planPageBreaks, PDF_PAGE_HEIGHT, PDF_PAGE_WIDTH } from '../../../client/src/components/report/logic/page-breaks.ts'
import { createReadyTracker, DATA_TASK } from '../../../client/src/components/report/logic/ready-tracker.ts'
import { allowedAttribute, base64Length, EDITOR_IMAGE_BASE64_LIMIT, formulaHtml, imageFits, isBlankHtml } from '../../../client/src/components/report/logic/rich-text.ts'
import { filenameFromDisposition, tableExportHref } from '../../../client/src/components/report/logic/export-href.ts'

t.test('group chooser: limit, toggling, 全选, messages', async (t) => {
  t.equal(chooserLimit({}), 1000)
  t.equal(chooserLimit({ limited: true }), 5)
  t.equal(chooserLimit({ maxNum: 3 }), 3)
  t.equal(chooserLimit({ maxNum: 3, limited: true }), 3, 'maxNum wins')
  t.equal(chooserLimit({ maxNum: 0, limited: true }), 5, 'a nonsense maxNum is ignored')
  t.equal(chooserLimit({ maxNum: 5000 }), 1000, 'never above 1000')
  t.same(toggleChoice(['a'], 'b', 5), { selected: ['a', 'b'], refused: false })
  t.same(toggleChoice(['a', 'b'], 'a', 5), { selected: ['b'], refused: false }, 'unticking')
  t.same(toggleChoice(['a', 'b'], 'c', 2), { selected: ['a', 'b'], refused: true }, 'the limit refuses one more')
  t.same(toggleChoice(['a', 'b'], 'b', 2), { selected: ['a'], refused: false }, 'unticking is always allowed')
  t.same(selectAll(['c'], ['a', 'b', 'c', 'd', 'e', 'f', 'g'], 5), ['c', 'a', 'b', 'd', 'e'])
  t.equal(chooserError([], 5, '学校'), '请选择学校')
  t.equal(chooserError(['a'], 5, '班级'), null)
  t.equal(chooserError(['a', 'b', 'c'], 2, '班级'), '最多选择2个班级')
  t.same(filterItems([{ name: '第一中学' }, { name: '实验中学' }, { name: 'No.1 School' }], ' 一 ').map((i) => i.name), ['第一中学'])
  t.same(filterItems([{ name: 'No.1 School' }], 'school').length, 1, 'case-insensitive')
})

t.test('drill dialog: open resets to page 1, close clears header and sort, sort returns to page 1', async (t) => {
  let state = closedDrill<{ rows: number }>()
  state = { ...openDrill(state), answer: { rows: 10 } }
  state = pageDrill(state, 3)
  state = sortDrill(state, 'score')
  t.same(state, { open: true, page: 1, sort: { key: 'score', rule: 'asc' }, answer: { rows: 10 } })
  state = pageDrill(sortDrill(state, 'score'), 2)
  t.same(state.sort, { key: 'score', rule: 'desc' })
  t.same(sortDrill(state, 'score').sort, null, 'third click clears')
  t.same(closeDrill(state), { open: false, page: 1, sort: null, answer: null })
  t.equal(openDrill({ ...state, open: false, page: 5 }).page, 1, 'opening again starts on page 1')
  t.same(drillQuery({ tgkey: 'class:1', pindex: '0' }, state), { params: { tgkey: 'class:1', pindex: '0' }, page: 2, pageSize: 10, sort: { key: 'score', rule: 'desc' } })
  t.same(drillOutcome({ code: 0 }), { kind: 'ok' })
  t.same(drillOutcome({ code: 5, msg: '请求已取消' }), { kind: 'ignore' }, 'code 5 is ignored')
  t.same(drillOutcome({ code: 3, msg: '该班级没有学生' }), { kind: 'error', message: '该班级没有学生' })
  t.same(drillOutcome({ code: 'BFF_ERR_UPSTREAM_TIMEOUT', message: '请求超时' }), { kind: 'error', message: '请求超时' }, 'a thrown BFF error')
  t.same(drillOutcome({ code: 7 }), { kind: 'error', message: '获取学生名单失败，请稍后再试' })
})

t.test('charts: k above 3 digits, six colours, units, file names', async (t) => {
  const rows: Array<[number, string]> = [[0, '0'], [999, '999'], [1000, '1k'], [1500, '1.5k'], [12345, '12.3k'], [-2500, '-2.5k'], [0.25, '0.25'], [68.333, '68.33'], [100000, '100k'], [Number.NaN, '']]
  for (const [value, want] of rows) t.equal(abbreviateK(value), want, String(value))
  t.equal(CHART_COLORS.length, 6)
  t.equal(chartColor(6), CHART_COLORS[0], 'colours repeat after six')
  t.equal(chartColor(-1), CHART_COLORS[5])
  t.equal(withAlpha('#2a6de6', 0.2), 'rgba(42, 109, 230, 0.2)')
  t.equal(withUnit(68.2, '分'), '68.2分')
  t.equal(withUnit(null, '分'), '--')
  t.equal(chartFileName('一班/二班 平均分'), '一班_二班 平均分.png')
  t.equal(chartFileName(undefined), '图表.png')
})

t.test('PDF page breaks on A4', async (t) => {
  t.equal(PDF_PAGE_WIDTH, 793.7)
  t.equal(PDF_PAGE_HEIGHT, 1122.01)
  t.same(planPageBreaks([400, 400, 400]), [false, false, true], 'the third block would cross the bottom')
  t.same(planPageBreaks([400, 400, 300]), [false, false, false], 'exactly fits')
  t.same(planPageBreaks([400, 400, 300], { gap: 20 }), [false, false, true], 'gaps count')
  t.same(planPageBreaks([1500, 200, 900]), [false, false, true], 'a tall block flows over; the next blocks continue on its last page')
  t.same(planPageBreaks([200, 1500]), [false, true], 'a block taller than a page starts a new page')
  t.same(planPageBreaks([]), [])
  t.same(planPageBreaks([0, Number.NaN, 100]), [false, false, false])
  t.equal(pageCountOf([400, 400, 400]), 2)
  t.equal(pageCountOf([1500, 200, 900]), 3)
  t.equal(pageCountOf([]), 0)
})

t.test('readiness for PDF: data, fonts and charts', async (t) => {
  const changes: boolean[] = []
  let releaseFonts!: () => void
  const fonts = new Promise<void>((resolve) => (releaseFonts = resolve))
  const tracker = createReadyTracker({ fontsReady: () => fonts, onChange: (ready) => changes.push(ready) })
  tracker.begin(DATA_TASK)
  tracker.begin('chart:1')
  tracker.end(DATA_TASK)
  await Promise.resolve()
  t.equal(tracker.ready, false, 'a chart still drawing')
  tracker.end('chart:1')
  await new Promise((r) => setImmediate(r))
  t.equal(tracker.ready, false, 'fonts not loaded yet')
  releaseFonts()
  await new Promise((r) => setImmediate(r))
  t.equal(tracker.ready, true)
  tracker.begin('chart:2')
  t.equal(tracker.ready, false, 'a late chart makes the page not ready again')
  t.same(tracker.pending, ['chart:2'])
  tracker.end('chart:2')
  await new Promise((r) => setImmediate(r))
  t.equal(tracker.ready, true)
  t.same(changes, [true, false, true])

  const noData = createReadyTracker({ fontsReady: async () => {}, onChange: () => {} })
  noData.begin('chart:1')
  noData.end('chart:1')
  await new Promise((r) => setImmediate(r))
  t.equal(noData.ready, false, 'never ready before the data')
  noData.end(DATA_TASK)
  await new Promise((r) => setImmediate(r))
  t.equal(noData.ready, true, 'data that needed no task')

  const brokenFonts = createReadyTracker({ fontsReady: () => Promise.reject(new Error('no fonts api')), onChange: () => {} })
  brokenFonts.end(DATA_TASK)
  await new Promise((r) => setImmediate(r))
  t.equal(brokenFonts.ready, true, 'a failing font check does not hold the PDF forever')
})

t.test('editor rules', async (t) => {
  t.equal(EDITOR_IMAGE_BASE64_LIMIT, 10_485_760)
  t.equal(base64Length(3), 4)
  t.equal(base64Length(4), 8)
  t.equal(imageFits(7_864_320), true, '7.5 MiB → exactly 10485760 base64 bytes')
  t.equal(imageFits(7_864_321), false)
  t.ok(allowedAttribute('img', 'src', 'data:image/png;base64,iVBORw0KGgo='))
  t.notOk(allowedAttribute('img', 'src', 'https://evil.example/x.png'), 'no remote images')
  t.notOk(allowedAttribute('img', 'src', 'data:image/svg+xml;base64,PHN2Zz4='), 'no SVG (scripts)')
  t.notOk(allowedAttribute('img', 'onerror', 'alert(1)'))
  t.ok(allowedAttribute('span', 'data-latex', '\\frac{a}{b}'))
  t.notOk(allowedAttribute('p', 'style', 'color:red'))
  t.equal(formulaHtml('a<b & "c"'), '<span data-latex="a&lt;b &amp; &quot;c&quot;" contenteditable="false" class="report-formula">a&lt;b &amp; &quot;c&quot;</span>')
  t.equal(isBlankHtml(''), true)
  t.equal(isBlankHtml(null), true)
  t.equal(isBlankHtml('<p><br></p><div>&nbsp;</div>'), true)
  t.equal(isBlankHtml('<p>教学建议</p>'), false)
  t.equal(isBlankHtml('<p><img src="data:image/png;base64,AA=="></p>'), false)
  t.equal(isBlankHtml(formulaHtml('x^2')), false)
})

t.test('export links and download names', async (t) => {
  t.equal(tableExportHref({ source: 'exams', params: {} }), '/report/bff/table-export?source=exams')
  t.equal(
    tableExportHref({ source: 'rate-drill', params: { examid: '1001', tgkey: 'class:1', source: 'x' }, filename: '一班 优秀' }),
    '/report/bff/table-export?source=rate-drill&examid=1001&tgkey=class%3A1&filename=%E4%B8%80%E7%8F%AD+%E4%BC%98%E7%A7%80',
    'params cannot override the source',
  )
  t.equal(filenameFromDisposition(`attachment; filename="export.xlsx"; filename*=UTF-8''%E8%80%83%E8%AF%95%E5%88%97%E8%A1%A8.xlsx`), '考试列表.xlsx')
  t.equal(filenameFromDisposition('attachment; filename="rank.xlsx"'), 'rank.xlsx')
  t.equal(filenameFromDisposition(`attachment; filename*=UTF-8''%E0%A4%A`), '表格.xlsx', 'a broken encoding falls back')
  t.equal(filenameFromDisposition(null), '表格.xlsx')
})
