/**
 * Group chooser rules (spec 2 §5): at least one item ('请选择…'); at most maxNum, or 5 in limited
 * mode, 1000 otherwise (§9). No React here.
 */
export const CHOOSER_LIMITED_MAX = 5
export const CHOOSER_MAX = 1000

export function chooserLimit(options: { maxNum?: number | undefined; limited?: boolean | undefined }): number {
  if (options.maxNum !== undefined && Number.isInteger(options.maxNum) && options.maxNum > 0) return Math.min(options.maxNum, CHOOSER_MAX)
  return options.limited ? CHOOSER_LIMITED_MAX : CHOOSER_MAX
}

/** Ticking or unticking one item; ticking past the limit is refused (the selection stays). */
export function toggleChoice(selected: readonly string[], id: string, limit: number): { selected: string[]; refused: boolean } {
  if (selected.includes(id)) return { selected: selected.filter((s) => s !== id), refused: false }
  if (selected.length >= limit) return { selected: [...selected], refused: true }
  return { selected: [...selected, id], refused: false }
}

/** 全选: every listed item up to the limit, keeping what was already chosen first. */
export function selectAll(selected: readonly string[], ids: readonly string[], limit: number): string[] {
  const out = [...selected]
  for (const id of ids) {
    if (out.length >= limit) break
    if (!out.includes(id)) out.push(id)
  }
  return out
}

/** The message that stops 确定, or null: '请选择学校' with nothing chosen, '最多选择5个学校' over the limit. */
export function chooserError(selected: readonly string[], limit: number, noun: string): string | null {
  if (selected.length === 0) return `请选择${noun}`
  if (selected.length > limit) return `最多选择${limit}个${noun}`
  return null
}

/** Items whose name contains the search text (case-insensitive, blanks ignored). */
export function filterItems<T extends { name: string }>(items: readonly T[], search: string): T[] {
  const needle = search.trim().toLowerCase()
  return needle ? items.filter((item) => item.name.toLowerCase().includes(needle)) : items.slice()
}
