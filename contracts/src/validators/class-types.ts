// The classType setting's rule, shared by the form's validator and the reference upstream that groups an
// exam's classes by it (issue 19; spec 1 §2 classType, "only for one specific school"): a type names its
// classes by number ("1,2,3", "1班、2班", "高二(3)班"), or 其余班级 for every class no other type names.

import type { ClassTypeConfig } from '../upstream/settings.ts'
import { classNumberOf } from './custom-import.ts'

/** The word a type's classes may be instead of numbers: every class no other type names. */
export const REST_OF_CLASSES = '其余班级'
/** The type of a class no type names, when no type is 其余班级. */
export const UNCLASSIFIED = '未分类'

export interface TypeClasses {
  numbers: number[]
  /** This type takes the classes no other type names. */
  rest: boolean
  /** Words that name no class. */
  unknown: string[]
}

/** typeClasses(text) = the class numbers a type's classes field names, whether it is 其余班级, and what it cannot read. */
export function typeClasses(text: string): TypeClasses {
  const out: TypeClasses = { numbers: [], rest: false, unknown: [] }
  for (const word of text.split(/[,，、;；\s]+/u).map((w) => w.trim()).filter((w) => w !== '')) {
    if (word === REST_OF_CLASSES) {
      out.rest = true
      continue
    }
    const n = classNumberOf(word)
    if (n === null) out.unknown.push(word)
    else if (!out.numbers.includes(n)) out.numbers.push(n)
  }
  return out
}

/**
 * classTypeOf(c, className) = the type of the class named className: the type naming its number, else the
 * 其余班级 type, else 未分类. Types with an empty name are skipped (the form refuses them).
 */
export function classTypeOf(config: ClassTypeConfig, className: string): string {
  const n = classNumberOf(className)
  const types = config.types.filter((t) => t.name.trim() !== '').map((t) => ({ name: t.name.trim(), ...typeClasses(t.classes) }))
  const named = n === null ? undefined : types.find((t) => t.numbers.includes(n))
  return named?.name ?? types.find((t) => t.rest)?.name ?? UNCLASSIFIED
}

/**
 * classTypeClashes(c) = per type index, the problems of its classes: a class another type already names
 * (班级 3 已属于 实验班), a second 其余班级, or words that name no class.
 */
export function classTypeClashes(config: ClassTypeConfig): Array<{ index: number; message: string }> {
  const owner = new Map<number, string>()
  let restOwner: string | undefined
  const out: Array<{ index: number; message: string }> = []
  config.types.forEach((t, index) => {
    const name = t.name.trim() || `类型 ${index + 1}`
    const c = typeClasses(t.classes)
    if (c.unknown.length > 0) out.push({ index, message: `无法识别的班级：${c.unknown.join('、')}` })
    const taken = c.numbers.filter((n) => owner.has(n))
    if (taken.length > 0) out.push({ index, message: `${taken.map((n) => `${n}班`).join('、')}已属于${owner.get(taken[0]!)}，一个班级只能属于一个类型` })
    if (c.rest && restOwner !== undefined) out.push({ index, message: `${REST_OF_CLASSES}已属于${restOwner}` })
    for (const n of c.numbers) if (!owner.has(n)) owner.set(n, name)
    if (c.rest && restOwner === undefined) restOwner = name
  })
  return out
}
