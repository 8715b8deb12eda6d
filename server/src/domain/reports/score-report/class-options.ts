import type { GroupRef } from '@report/contracts/upstream/reports/common'
import { sortByClassName } from '../../tables/class-order.ts'

/**
 * The classes of a view as filter options (spec 2 §9 natural order). Several schools name their classes
 * alike, so there the options go school by school (the view's school order) and carry the school's name.
 */
export function classOptions(classes: readonly GroupRef[], schools: readonly GroupRef[]): Array<{ value: string; label: string }> {
  const schoolIds = [...new Set(classes.map((c) => c.schoolId ?? ''))]
  if (schoolIds.length <= 1) return sortByClassName(classes, (c) => c.name).map((c) => ({ value: c.key, label: c.name }))
  const position = (id: string) => {
    const i = schools.findIndex((s) => s.id === id)
    return i < 0 ? schools.length + schoolIds.indexOf(id) : i
  }
  const nameOf = (id: string) => schools.find((s) => s.id === id)?.name
  return schoolIds
    .sort((a, b) => position(a) - position(b))
    .flatMap((id) =>
      sortByClassName(
        classes.filter((c) => (c.schoolId ?? '') === id),
        (c) => c.name,
      ).map((c) => ({ value: c.key, label: nameOf(id) ? `${nameOf(id)} ${c.name}` : c.name })),
    )
}
