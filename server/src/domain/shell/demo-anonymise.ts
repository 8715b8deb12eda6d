/** spec 1 §6 demo accounts: "school name replaced by a placeholder bureau name, school names anonymised". */
export const DEMO_BUREAU_NAME = '演示教育局'

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'

/** The n-th anonymised school name (0-based): 学校A … 学校Z, 学校AA … */
export function demoSchoolName(index: number): string {
  let n = Math.max(0, Math.trunc(index))
  let label = ''
  do {
    label = LETTERS[n % 26] + label
    n = Math.floor(n / 26) - 1
  } while (n >= 0)
  return `学校${label}`
}

/** Replaces every occurrence of the real names in `text` (longest first, so 一中 inside 江州市第一中学 is not split). */
export function replaceNames(text: string, replacements: ReadonlyMap<string, string>): string {
  const names = [...replacements.keys()].filter((n) => n.length > 0).sort((a, b) => b.length - a.length)
  let out = text
  for (const name of names) out = out.split(name).join(replacements.get(name)!)
  return out
}
