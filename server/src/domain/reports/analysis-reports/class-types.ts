import type { GroupRef } from '@report/contracts/upstream/reports/common'
import type { ClassTypeStats, OverviewRow } from '@report/contracts/upstream/reports/overview'
import type { ClassTypeRates, RatesRow } from '@report/contracts/upstream/reports/rates'

// 班级类型 (issue 19, the classType setting; spec 1 §2 "only for one specific school"): the upstream's
// overview and rates of a school's classes carry, for an exam published against class types, each type's
// classes and the figures of its students together. The school report shows each class's type and one
// row per type; the class report compares a class with its type.

export interface ClassTypeEntry {
  /** A row of the type's students together, named by the type; its group is no unit, so it neither drills nor links. */
  overview: OverviewRow
  rates: RatesRow | undefined
  classes: readonly string[]
}

export interface ClassTypes {
  entries: ClassTypeEntry[]
  /** The type of a class (by group key); undefined for a group no type holds (totals). */
  typeOf: (group: GroupRef) => string | undefined
}

/** The group of a type's row: its key names the type so it never meets a unit's key. */
export function classTypeGroup(name: string, index: number, schoolId?: string): GroupRef {
  return { key: `classType:${index}`, type: 'class', id: `classType:${index}`, name, ...(schoolId ? { schoolId } : {}) }
}

/**
 * classTypesOf(overview, rates) = the types in the upstream's order with their statistics and rates
 * paired by name, or undefined when the overview carries no types (an exam on the defaults, or a school
 * without class types): the reports are then as before.
 */
export function classTypesOf(overview: readonly ClassTypeStats[] | undefined, rates: readonly ClassTypeRates[] | undefined, schoolId?: string): ClassTypes | undefined {
  if (!overview || overview.length === 0) return undefined
  const ratesOf = new Map((rates ?? []).map((r) => [r.name, r]))
  const typeOfKey = new Map<string, string>()
  const entries = overview.map((t, i): ClassTypeEntry => {
    for (const key of t.classes) typeOfKey.set(key, t.name)
    const group = classTypeGroup(t.name, i, schoolId)
    const r = ratesOf.get(t.name)
    return { overview: { group, stats: t.stats }, rates: r ? { group, rates: r.rates } : undefined, classes: t.classes }
  })
  return { entries, typeOf: (group) => typeOfKey.get(group.key) }
}

/** classTypeRowOf(types, class) = the statistics row of the class's type, or undefined (no types, or a class no type holds). */
export function classTypeRowOf(types: ClassTypes | undefined, group: GroupRef): OverviewRow | undefined {
  const name = types?.typeOf(group)
  return name === undefined ? undefined : types!.entries.find((e) => e.overview.group.name === name)?.overview
}

/** How the class report names the type it compares a class with: 本类型（实验班）. */
export function typeLabel(name: string): string {
  return `本类型（${name}）`
}
