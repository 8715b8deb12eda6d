/** The route's exam, as task calls carry it (spec 3 §7 common query keys). */
export interface TaskExamQuery {
  examid?: string
  org?: string
  grade?: string
  from?: string
  lkschool?: string
}

const KEYS = ['examid', 'org', 'grade', 'from', 'lkschool'] as const

export function taskExamQuery(search: string): TaskExamQuery {
  const params = new URLSearchParams(search)
  const query: TaskExamQuery = {}
  for (const key of KEYS) {
    const value = params.get(key)
    if (value) query[key] = value
  }
  return query
}
