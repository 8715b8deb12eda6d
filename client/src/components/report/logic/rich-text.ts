/**
 * Rules of the teacher-diagnosis editor (spec 2 §5 Editor, §6 report editing, §9): image field
 * report-img, base64 limit 10485760 bytes, height 260, load delay 1000 ms; the tags and attributes a
 * saved diagnosis may carry (everything else is dropped when it loads or saves). No React, no DOM.
 */
export const EDITOR_HEIGHT = 260
export const EDITOR_LOAD_DELAY_MS = 1000
export const EDITOR_IMAGE_FIELD = 'report-img'
export const EDITOR_IMAGE_BASE64_LIMIT = 10_485_760
export const EDITOR_READONLY_HINT = '暂未添加个性化评语，请先开通编辑报告功能'
/** What an editable, empty diagnosis says inside the editor: an empty grey box told the user nothing. */
export const EDITOR_EMPTY_HINT = '暂未添加个性化评语：在此输入，点击“保存”后显示在报告中'
/** Shown during the editor's load delay instead of a bare grey block beside a disabled 保存. */
export const EDITOR_LOADING_TEXT = '编辑器加载中…'
export const EDITOR_IMAGE_TOO_LARGE = '图片过大，请选择 10MB 以内的图片'

/** Length of the base64 text of `bytes` bytes. */
export function base64Length(bytes: number): number {
  return 4 * Math.ceil(Math.max(0, bytes) / 3)
}

/** An image fits when its base64 text stays within 10485760 bytes. */
export function imageFits(bytes: number): boolean {
  return base64Length(bytes) <= EDITOR_IMAGE_BASE64_LIMIT
}

export const ALLOWED_TAGS = new Set(['p', 'div', 'br', 'b', 'strong', 'i', 'em', 'u', 'ul', 'ol', 'li', 'img', 'span'])

const IMAGE_SRC = /^data:image\/(png|jpe?g|gif|webp);base64,[A-Za-z0-9+/=\s]+$/

/** Whether an attribute survives: img src as base64 data only, alt; span data-latex (formula nodes). */
export function allowedAttribute(tag: string, name: string, value: string): boolean {
  if (tag === 'img') return (name === 'src' && IMAGE_SRC.test(value)) || name === 'alt'
  if (tag === 'span') return name === 'data-latex'
  return false
}

/** A formula node: LaTeX kept in data-latex and shown as code-styled inline text. */
export function formulaHtml(latex: string): string {
  const escaped = escapeHtml(latex)
  return `<span data-latex="${escaped}" contenteditable="false" class="report-formula">${escaped}</span>`
}

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;')
}

/** Nothing a reader would see: no text, no image, no formula. */
export function isBlankHtml(html: string | null | undefined): boolean {
  if (!html) return true
  if (/<img\b|data-latex=/i.test(html)) return false
  const text = html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;|&#160;/g, ' ')
    .trim()
  return text.length === 0
}
