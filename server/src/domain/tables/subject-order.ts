/**
 * Spec 2 §9 subject order: total, 语文, 数学, 英语, 综合 (理综 / 文综), 物理, 化学, 生物, 政治, 历史,
 * 地理, 技术, then the others in the order they came. A name matches the first slot whose words it
 * contains, so 数学(理), 理科综合, 思想政治, 道德与法治 and 信息技术 land where a teacher expects.
 */
const SLOTS: ReadonlyArray<{ rank: number; test: (name: string) => boolean }> = [
  { rank: 0, test: (n) => n.startsWith('总分') || n === '总成绩' || /^total(score)?$/i.test(n) },
  { rank: 1, test: (n) => n.includes('语文') },
  { rank: 2, test: (n) => n.includes('数学') },
  { rank: 3, test: (n) => n.includes('英语') || n.includes('外语') },
  { rank: 4, test: (n) => n.includes('理综') || n.includes('理科综合') },
  { rank: 4.1, test: (n) => n.includes('文综') || n.includes('文科综合') },
  { rank: 4.2, test: (n) => n.includes('综合') },
  { rank: 5, test: (n) => n.includes('物理') },
  { rank: 6, test: (n) => n.includes('化学') },
  { rank: 7, test: (n) => n.includes('生物') },
  { rank: 8, test: (n) => n.includes('政治') || n.includes('道德与法治') || n === '道法' },
  { rank: 9, test: (n) => n.includes('历史') },
  { rank: 10, test: (n) => n.includes('地理') },
  { rank: 11, test: (n) => n.includes('技术') },
]

export const OTHER_SUBJECT_RANK = 12

/** The slot of a subject name: 0 for the total … 11 for 技术, 12 for any other subject. */
export function subjectRank(name: string): number {
  const trimmed = name.trim()
  for (const slot of SLOTS) if (slot.test(trimmed)) return slot.rank
  return OTHER_SUBJECT_RANK
}

/** A copy of `items` in subject order; same-slot items (and the others) keep their order. */
export function sortBySubject<T>(items: readonly T[], nameOf: (item: T) => string): T[] {
  return items
    .map((item, index) => ({ item, index, rank: subjectRank(nameOf(item)) }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map((entry) => entry.item)
}
