/** YYYY-MM-DD, YYYY.MM.DD or YYYY/M/D (time after it ignored) → YYYY/MM/DD; unknown → '--' (spec 1 §9 date formats). */
export function slashDate(time: string): string {
  const m = /^(\d{4})[-./年](\d{1,2})[-./月](\d{1,2})/.exec(time)
  if (!m) return '--'
  return `${m[1]}/${m[2]!.padStart(2, '0')}/${m[3]!.padStart(2, '0')}`
}
