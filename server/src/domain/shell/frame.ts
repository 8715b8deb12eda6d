import type { ShellView } from '@report/contracts/bff/shell'

export const PRODUCT_NAMES = { default: '成绩分析报告', yj: '阅卷成绩分析' } as const
/** spec 1 §1: simple-platform users (platform fx_cjgl) get a page title of their own. */
export const SIMPLE_PLATFORM = 'fx_cjgl'
export const SIMPLE_TITLE = '成绩管理个人版'


/** Hostname without port, lower case (IPv6 literal kept in brackets). */
export function hostnameOf(host: string): string {
  const h = host.trim().toLowerCase()
  if (h.startsWith('[')) return h.slice(0, h.indexOf(']') + 1)
  return h.split(':', 1)[0] ?? ''
}

/** The marking platform's hosts (a label yj, yj-…, or yuejuan…): they get the extra stylesheet and their product name. */
export function isYjHost(host: string): boolean {
  return hostnameOf(host)
    .split('.')
    .some((label) => label === 'yj' || label.startsWith('yj-') || label.startsWith('yuejuan'))
}

/**
 * spec 1 §1: "The theme is chosen from the host: one platform gets an extra stylesheet, the other the
 * default theme. The page title … is suffixed with one of two product names depending on the host;
 * simple-platform users (platform value fx_cjgl) get a different page title."
 */
export function titleAndTheme(host: string, platform: string): Pick<ShellView, 'productName' | 'titleSuffix' | 'theme'> {
  const yj = isYjHost(host)
  const productName = yj ? PRODUCT_NAMES.yj : PRODUCT_NAMES.default
  return { productName, titleSuffix: platform === SIMPLE_PLATFORM ? SIMPLE_TITLE : productName, theme: yj ? 'yj' : 'default' }
}

export interface FrameFacts {
  embedded: boolean
  exportMode: boolean
  /** The upstream's closeFxDisPlayVersion: the plan's version is not displayed. */
  hideVersion: boolean
}

/**
 * spec 1 §1: "Embedded (iframe) mode: navigation, footer, QR and feedback widgets are hidden". A
 * PDF-export session renders for print and shows none of the frame either.
 */
export function frameFlags(facts: FrameFacts): ShellView['show'] {
  const framed = !facts.embedded && !facts.exportMode
  return {
    nav: framed,
    footer: framed,
    publicAccountQr: framed,
    feedback: framed,
    reportCardTip: framed,
    versionBadge: !facts.exportMode && !facts.hideVersion,
  }
}
