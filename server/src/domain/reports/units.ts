import type { GroupRef, UnitLevel } from '@report/contracts/upstream/reports/common'
import type { ReportExamInfo } from '@report/contracts/upstream/reports/exam'
import { compareClassNames } from '../tables/class-order.ts'

/**
 * The total a unit table compares its units with (analytics.md 超均率: class against school, school
 * against all): the narrowest total of the view above the level — 全校 for classes, then the county,
 * the joint total, the exam. Null when the upstream sent no total.
 */
export function referenceTotal<R extends { group: GroupRef }>(totals: readonly R[], level: UnitLevel): R | null {
  const order: ReadonlyArray<GroupRef['type']> =
    level === 'class' || level === 'tclass' ? ['sall', 'qxall', 'lkall', 'all'] : level === 'school' ? ['qxall', 'lkall', 'all'] : ['lkall', 'all']
  for (const type of order) {
    const found = totals.find((row) => row.group.type === type)
    if (found) return found
  }
  return totals[0] ?? null
}

/**
 * Whether every student of a group is in view, so its drill lists the whole count (spec 1 §6: a drill on
 * a total lists only the students in view). Units of a table always are; a total is when the view holds
 * the whole exam, or (全校, 区县总体) when that school or county is one of the view's groups.
 */
export function wholeInView(group: GroupRef, exam: Pick<ReportExamInfo, 'inView' | 'studentCount' | 'groups'>): boolean {
  switch (group.type) {
    case 'all':
    case 'lkall':
      return exam.inView === exam.studentCount
    case 'sall':
      return exam.groups.school.some((g) => g.id === group.id)
    case 'qxall':
      return exam.groups.county.some((g) => g.id === group.id)
    default:
      return true
  }
}

/**
 * Units in the order tables show them (spec 2 §9): classes and teaching classes by school (as the
 * upstream listed the schools), then by name in natural numeric order; schools and counties as listed.
 */
export function orderUnits<R extends { group: GroupRef }>(rows: readonly R[]): R[] {
  const schoolOrder = new Map<string, number>()
  for (const row of rows) if (!schoolOrder.has(row.group.schoolId ?? '')) schoolOrder.set(row.group.schoolId ?? '', schoolOrder.size)
  return rows
    .map((row, index) => ({ row, index }))
    .sort((a, b) => {
      const ga = a.row.group
      const gb = b.row.group
      const classes = (ga.type === 'class' || ga.type === 'tclass') && (gb.type === 'class' || gb.type === 'tclass')
      if (!classes) return a.index - b.index
      const bySchool = schoolOrder.get(ga.schoolId ?? '')! - schoolOrder.get(gb.schoolId ?? '')!
      return bySchool || compareClassNames(ga.name, gb.name) || a.index - b.index
    })
    .map((entry) => entry.row)
}
