/**
 * Content-Disposition for a download with a Chinese name (RFC 6266 / RFC 5987): an ASCII fallback
 * in `filename` for old clients and the real name in `filename*=UTF-8''…`, which every current
 * browser prefers. Path separators, quotes and control characters never reach either.
 */
export function attachmentDisposition(filename: string, fallback = 'export.xlsx'): string {
  const clean = safeFilename(filename) || fallback
  const ascii = clean.replace(/[^\x20-\x7e]/g, '_').replace(/["\\%]/g, '_')
  const plain = /[A-Za-z0-9]/.test(ascii.replace(/\.[^.]*$/, '')) ? ascii : fallback
  return `attachment; filename="${plain}"; filename*=UTF-8''${encodeRfc5987(clean)}`
}

/**
 * Characters that change how a name reads without being seen: C0 and C1 controls, DEL, the bidi
 * marks, embeddings, overrides and isolates (U+061C, U+200E/F, U+202A–U+202E, U+2066–U+2069, with
 * which `exe.xlsx` can display as `xslx.exe`), line and paragraph separators, zero-width space, BOM.
 */
const INVISIBLE = /[\u0000-\u001f\u007f-\u009f\u061c\u200b\u200e\u200f\u2028-\u202e\u2066-\u2069\ufeff]/g

/** A name without its invisible characters (INVISIBLE), which are removed, not replaced. */
export function withoutInvisible(name: string): string {
  return name.replace(INVISIBLE, '')
}

/** Strips what a file name must not carry: invisible and control characters, / \ : * ? " < > |, leading dots. */
export function safeFilename(name: string): string {
  return withoutInvisible(name)
    .replace(/[/\\:*?"<>|]/g, '_')
    .replace(/^[.\s]+/, '')
    .trim()
    .slice(0, 120)
}

function encodeRfc5987(value: string): string {
  return encodeURIComponent(value).replace(/['()*]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`)
}
