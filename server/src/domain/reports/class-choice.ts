import type { ReportFilter } from '@report/contracts/bff/report-page'
import type { GroupRef } from '@report/contracts/upstream/reports/common'
import { sortByClassName } from '../tables/class-order.ts'

/** The 全部 option of a filter that may choose nothing (the whole view). */
const ALL = 'all'

export interface ClassChoice {
  /** 学校 (a view of several schools) then 班级 (the chosen school's classes); either left out when it has nothing to choose. */
  filters: ReportFilter[]
  /** The chosen class; undefined for 全部 (or no class in view). */
  group: GroupRef | undefined
  /** The chosen school of a view of several; undefined for 全部 or a view of one school. */
  school: GroupRef | undefined
}

/** The group whose students the page lists: the chosen class, else the chosen school; undefined for the whole view. */
export const chosenUnit = (choice: ClassChoice): GroupRef | undefined => choice.group ?? choice.school

/**
 * chooseClass(C, S, q, all) = the class a page shows, from its address (q.school, q.group). A view of one school
 * lists its classes in natural order (spec 2 §9). A view of several lists its schools first and then the chosen
 * school's classes: one list of a city's 25,000 classes was a megabyte of every such page and no list a reader can
 * pick from (issue 37). The school is the one asked, else the asked class's, else 全部 where the page may show the
 * whole view (`all`) or the first; the class is the one asked when it is the school's, else 全部 or the first.
 */
export function chooseClass(classes: readonly GroupRef[], schools: readonly GroupRef[], query: { school?: string | undefined; group?: string | undefined }, all: boolean): ClassChoice {
  const bySchool = classesBySchool(classes, schools)
  const asked = classes.find((c) => c.key === query.group)
  if (bySchool.length <= 1) {
    const options = sortByClassName(classes, (c) => c.name)
    const group = asked ?? (all ? undefined : options[0])
    const filters = options.length > 0 ? [classFilter(options, group, all)] : []
    return { filters, group, school: undefined }
  }
  const found = bySchool.find((s) => s.school.key === query.school) ?? (asked ? bySchool.find((s) => s.school.id === asked.schoolId) : undefined) ?? (all ? undefined : bySchool[0])
  const entry = found && { school: found.school, classes: sortByClassName(found.classes, (c) => c.name) }
  const schoolFilter: ReportFilter = {
    key: 'school',
    label: '学校',
    value: entry?.school.key ?? ALL,
    options: [...wholeView(all), ...bySchool.map((s) => ({ value: s.school.key, label: s.school.name }))],
  }
  if (!entry) return { filters: [schoolFilter], group: undefined, school: undefined }
  const group = entry.classes.find((c) => c.key === query.group) ?? (all ? undefined : entry.classes[0])
  return { filters: [schoolFilter, classFilter(entry.classes, group, all)], group, school: entry.school }
}

function classFilter(classes: readonly GroupRef[], chosen: GroupRef | undefined, all: boolean): ReportFilter {
  return {
    key: 'group',
    label: '班级',
    value: chosen?.key ?? ALL,
    options: [...wholeView(all), ...classes.map((c) => ({ value: c.key, label: c.name }))],
  }
}

const wholeView = (all: boolean) => (all ? [{ value: ALL, label: '全部' }] : [])

/** The schools with classes in view, in the view's school order (a school it does not list after, named by its id), each with its classes in view order (a city's 1,400 schools' sorted on every ask were 30 ms). */
function classesBySchool(classes: readonly GroupRef[], schools: readonly GroupRef[]): Array<{ school: GroupRef; classes: GroupRef[] }> {
  const bySchool = new Map<string, GroupRef[]>()
  for (const c of classes) {
    const id = c.schoolId ?? ''
    const list = bySchool.get(id)
    if (list) list.push(c)
    else bySchool.set(id, [c])
  }
  const listed = schools.filter((s) => bySchool.has(s.id))
  const known = new Set(listed.map((s) => s.id))
  const unlisted = [...bySchool.keys()].filter((id) => !known.has(id)).map((id): GroupRef => ({ key: `school:${id}`, type: 'school', id, name: id || '其他' }))
  return [...listed, ...unlisted].map((school) => ({ school, classes: bySchool.get(school.id)! }))
}
