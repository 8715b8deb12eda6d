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

/** Strips what a file name must not carry: control characters, / \ : * ? " < > |, leading dots. */
export function safeFilename(name: string): string {
  return name
    .replace(/[\u0000-\u001f\u007f/\\:*?"<>|]/g, '_')
    .replace(/^[.\s]+/, '')
    .trim()
    .slice(0, 120)
}

function encodeRfc5987(value: string): string {
  return encodeURIComponent(value).replace(/['()*]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`)
}
