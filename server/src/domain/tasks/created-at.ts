/**
 * spec 3 §9 "Date display format in task lists: YYYY/MM/DD HH:mm", in Beijing time. The upstream gives
 * epoch milliseconds (or seconds), or a 'YYYY-MM-DD HH:mm[:ss]' text already in Beijing time; anything
 * else reads '--'.
 */
export function createdAtText(value: unknown): string {
  if (typeof value === 'number' && Number.isFinite(value) && value > 0) {
    const ms = value < 1e11 ? value * 1000 : value
    const d = new Date(ms + 8 * 3_600_000)
    if (Number.isNaN(d.getTime())) return '--'
    const pad = (n: number) => String(n).padStart(2, '0')
    return `${d.getUTCFullYear()}/${pad(d.getUTCMonth() + 1)}/${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`
  }
  if (typeof value === 'string') {
    if (/^\d{10,13}$/.test(value.trim())) return createdAtText(Number(value.trim()))
    const m = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:[ T](\d{1,2}):(\d{2}))?/.exec(value.trim())
    if (!m) return '--'
    const pad = (s: string | undefined) => (s ?? '0').padStart(2, '0')
    return `${m[1]}/${pad(m[2])}/${pad(m[3])} ${pad(m[4])}:${pad(m[5])}`
  }
  return '--'
}
