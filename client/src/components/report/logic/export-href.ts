/**
 * The table-export route (contracts/src/bff/xlsx.ts) as a link, and the download name back out of
 * Content-Disposition. No React, no DOM here.
 */
export const TABLE_EXPORT_URL = '/report/bff/table-export'

export interface ExportRef {
  source: string
  params: Readonly<Record<string, string>>
  filename?: string | undefined
}

/** The export of a table in the order the user sorted it on screen (the BFF sorts the file the same way). */
export function withSort(ref: ExportRef, sort: { key: string; rule: 'asc' | 'desc' } | null): ExportRef {
  const { sortKey: _key, sortRule: _rule, ...params } = ref.params
  return { ...ref, params: sort ? { ...params, sortKey: sort.key, sortRule: sort.rule } : params }
}

export function tableExportHref(ref: ExportRef): string {
  const search = new URLSearchParams({ source: ref.source })
  for (const [key, value] of Object.entries(ref.params)) {
    if (key !== 'source' && key !== 'filename') search.set(key, value)
  }
  if (ref.filename) search.set('filename', ref.filename)
  return `${TABLE_EXPORT_URL}?${search.toString()}`
}

/** filename*=UTF-8''… first (RFC 5987), then filename="…", else the fallback. */
export function filenameFromDisposition(header: string | null | undefined, fallback = '表格.xlsx'): string {
  if (!header) return fallback
  const star = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header)
  if (star?.[1]) {
    try {
      return decodeURIComponent(star[1].trim())
    } catch {
      // fall through to the plain name
    }
  }
  const plain = /filename\s*=\s*"([^"]*)"/i.exec(header) ?? /filename\s*=\s*([^;]+)/i.exec(header)
  return plain?.[1]?.trim() || fallback
}
