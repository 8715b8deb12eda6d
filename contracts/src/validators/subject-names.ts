// Subject names as score files write them (issue 18): the subjects a header is recognised by, and the
// subject a header names. Shared by the subject-column and the question-column guesses.

export const KNOWN_SUBJECTS: readonly string[] = ['语文', '数学', '英语', '物理', '化学', '生物', '政治', '历史', '地理', '技术', '科学', '道德与法治', '日语', '俄语', '信息技术', '通用技术']

/** A subject a header names: a known subject it contains, else the header itself without score words. */
export function subjectOfHeader(header: string): string {
  const known = KNOWN_SUBJECTS.find((s) => header.includes(s))
  if (known) return known
  return header.replace(/(成绩|分数|得分|卷面分|原始分)$/u, '').trim() || header.trim()
}

export function namesKnownSubject(header: string): boolean {
  return KNOWN_SUBJECTS.some((s) => header.includes(s))
}
