/**
 * How a report prints (spec 3 §9, spec 2 §9): A4 at 793.7 × 1122.01 px, a 0.48 cm header naming the
 * report and a footer band for 第 n 页 / 共 m 页. Chromium prints the band empty: its pageNumber and
 * totalPages would count the one report it prints, while the reader holds the task's merged file, so
 * the numbers are written afterwards over the whole file (page-numbers.ts).
 */
export const PDF_PAGE_WIDTH_PX = 793.7
export const PDF_PAGE_HEIGHT_PX = 1122.01
export const HEADER_HEIGHT = '0.48cm'
export const FOOTER_HEIGHT = '0.8cm'
/** The footer's 8 px in PDF points (page-numbers.ts writes it). */
export const FOOTER_FONT_PT = 6

/** The CJK fonts Debian's fonts-noto-cjk and fonts-wqy-zenhei install; Chromium embeds what it uses. */
const FONT_STACK = "'Noto Sans CJK SC', 'Noto Sans SC', 'WenQuanYi Zen Hei', sans-serif"

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}

// Header and footer render in their own document at a zero default font size: every style is inline.
const BAND = `width:100%;margin:0 0.6cm;font-family:${FONT_STACK};color:#666;-webkit-print-color-adjust:exact;`

export function headerTemplate(title: string): string {
  return `<div style="${BAND}font-size:7px;line-height:0.48cm;height:0.48cm;text-align:right;">${escapeHtml(title)}</div>`
}

/** Empty, not omitted: without a template Chromium prints its own (the date, the URL). */
export function footerTemplate(): string {
  return '<div></div>'
}

/** Playwright's page.pdf options for one report. */
export function pdfOptions(title: string) {
  return {
    width: `${PDF_PAGE_WIDTH_PX}px`,
    height: `${PDF_PAGE_HEIGHT_PX}px`,
    printBackground: true,
    displayHeaderFooter: true,
    headerTemplate: headerTemplate(title),
    footerTemplate: footerTemplate(),
    margin: { top: HEADER_HEIGHT, bottom: FOOTER_HEIGHT, left: '0', right: '0' },
  }
}
