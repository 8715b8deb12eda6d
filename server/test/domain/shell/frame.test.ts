// Table tests for spec 1 §1 shell behaviour: "Embedded (iframe) mode: navigation, footer, QR and feedback
// widgets are hidden"; "The theme is chosen from the host: one platform gets an extra stylesheet, the
// other the default theme. The page title comes from the route and is suffixed with one of two product
// names depending on the host; simple-platform users (platform value fx_cjgl) get a different page title."
import t from 'tap'
import { frameFlags, hostnameOf, isYjHost, PRODUCT_NAMES, SIMPLE_TITLE, titleAndTheme, type FrameFacts } from '../../../src/domain/shell/frame.ts'

t.test('frameFlags table', async (t) => {
  const on = { nav: true, footer: true, publicAccountQr: true, feedback: true, reportCardTip: true }
  const off = { nav: false, footer: false, publicAccountQr: false, feedback: false, reportCardTip: false }
  const rows: Array<[ref: string, facts: FrameFacts, want: ReturnType<typeof frameFlags>]> = [
    ['top-level page: the whole frame', { embedded: false, exportMode: false, hideVersion: false }, { ...on, versionBadge: true }],
    ['§1 embedded: nav, footer, QR and feedback hidden', { embedded: true, exportMode: false, hideVersion: false }, { ...off, versionBadge: true }],
    ['PDF export renders for print: no frame, no badge', { embedded: false, exportMode: true, hideVersion: false }, { ...off, versionBadge: false }],
    ['embedded PDF export', { embedded: true, exportMode: true, hideVersion: false }, { ...off, versionBadge: false }],
    ['closeFxDisPlayVersion hides the version badge only', { embedded: false, exportMode: false, hideVersion: true }, { ...on, versionBadge: false }],
  ]
  for (const [ref, facts, want] of rows) t.same(frameFlags(facts), want, ref)
})

t.test('isYjHost / hostnameOf table', async (t) => {
  const rows: Array<[host: string, yj: boolean]> = [
    ['yj.example.edu.cn', true],
    ['report.yj.example.edu.cn', true],
    ['yj-report.example.com:8443', true],
    ['yuejuan.example.com', true],
    ['YJ.EXAMPLE.COM', true],
    ['127.0.0.1:3000', false],
    ['localhost', false],
    ['report.example.edu.cn', false],
    ['myyj.example.com', false],
    ['[::1]:3000', false],
    ['', false],
  ]
  for (const [host, yj] of rows) t.equal(isYjHost(host), yj, host)
  t.equal(hostnameOf('Report.Example.com:3000'), 'report.example.com')
  t.equal(hostnameOf('[::1]:3000'), '[::1]')
})

t.test('titleAndTheme table', async (t) => {
  const rows: Array<[ref: string, host: string, platform: string, want: ReturnType<typeof titleAndTheme>]> = [
    ['default host: default theme and product name', '127.0.0.1:3000', 'fx', { productName: PRODUCT_NAMES.default, titleSuffix: '成绩分析报告', theme: 'default' }],
    ['§1 the marking platform host: extra stylesheet, its product name', 'yj.example.edu.cn', 'fx', { productName: PRODUCT_NAMES.yj, titleSuffix: '阅卷成绩分析', theme: 'yj' }],
    ['§1 fx_cjgl users get their own title (default host)', '127.0.0.1', 'fx_cjgl', { productName: PRODUCT_NAMES.default, titleSuffix: SIMPLE_TITLE, theme: 'default' }],
    ['§1 fx_cjgl users get their own title (yj host)', 'yj.example.edu.cn', 'fx_cjgl', { productName: PRODUCT_NAMES.yj, titleSuffix: SIMPLE_TITLE, theme: 'yj' }],
    ['another platform value is not the simple platform', '127.0.0.1', 'fx_cjgl_x', { productName: PRODUCT_NAMES.default, titleSuffix: '成绩分析报告', theme: 'default' }],
  ]
  for (const [ref, host, platform, want] of rows) t.same(titleAndTheme(host, platform), want, ref)
  t.not(PRODUCT_NAMES.default, PRODUCT_NAMES.yj, 'two product names')
})
