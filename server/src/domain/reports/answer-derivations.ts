import type { TSchema } from 'typebox'
import { derivedKeys } from '@report/contracts/upstream/reports/derived'
import { AbsentRowSchema } from '@report/contracts/upstream/reports/absent'
import { GroupRefSchema, ScoreCellSchema, StudentRowSchema, UNIT_LEVELS, type GroupType, type UnitLevel } from '@report/contracts/upstream/reports/common'
import { EffectiveRowSchema } from '@report/contracts/upstream/reports/effective'
import { ReportDashboardDataSchema, ReportExamInfoSchema } from '@report/contracts/upstream/reports/exam'
import { StudentFactorRowSchema } from '@report/contracts/upstream/reports/knowledge'
import { PaperBandsSchema } from '@report/contracts/upstream/reports/levels'
import { MatrixRowSchema } from '@report/contracts/upstream/reports/matrix'
import { PaperStatsSchema } from '@report/contracts/upstream/reports/overview'
import { RankScaleRowSchema } from '@report/contracts/upstream/reports/rank-scale'
import { PaperRatesSchema } from '@report/contracts/upstream/reports/rates'
import { SegmentRowSchema, SegmentsDataSchema } from '@report/contracts/upstream/reports/segments'
import { PaperAnalysisSchema, StudentSegmentsDataSchema } from '@report/contracts/upstream/reports/student-report'
import { SchoolQualitySchema, TeacherFactorRowSchema } from '@report/contracts/upstream/reports/teachers'

/**
 * What the BFF works out from a report answer when the platform leaves it out (the properties the
 * contracts mark `withDerived`, contracts/src/upstream/reports/derived.ts). Each rule reads only the
 * promised fields beside it; the walk applies them inside out, so a row's rule sees its groups and
 * cells complete.
 */

/** The report call's frame: the ids of the total groups, which their keys do not carry. */
export interface AnswerFrame {
  examid: string
  lkschool?: string
  qxschool?: string
}

type Obj = Record<string, unknown>
type Rule = (value: Obj, frame: AnswerFrame) => Obj

const has = (value: Obj, key: string) => value[key] !== undefined
const ratio = (part: number | null | undefined, whole: number | null | undefined): number | null =>
  typeof part === 'number' && typeof whole === 'number' && whole !== 0 ? part / whole : null

/**
 * Spec 2 §3 group keys: `all`, `lkall`, `qxall`, `sall` are the totals (exam, joint total, county and
 * school in focus), `{type}:{id}` a unit. A key of neither form cannot be placed: null.
 */
export function groupOfKey(key: string, frame: AnswerFrame): { type: GroupType; id: string } | null {
  if (key === 'all' || key === 'lkall') return { type: key, id: frame.examid }
  if (key === 'qxall') return { type: key, id: frame.qxschool ?? '' }
  if (key === 'sall') return { type: key, id: frame.lkschool ?? '' }
  const colon = key.indexOf(':')
  const type = key.slice(0, colon)
  if (colon < 1 || colon === key.length - 1 || !(UNIT_LEVELS as readonly string[]).includes(type)) return null
  return { type: type as GroupType, id: key.slice(colon + 1) }
}

/** Thrown when a derived value cannot be worked out (the boundary turns it into the contract 502). */
export class UnderivableAnswer extends Error {
  override name = 'UnderivableAnswer'
  /** JSON pointer of the object whose value could not be derived, array indices as `*` (set by the walk). */
  field = '/'
}

export const completeGroup: Rule = (group, frame) => {
  if (has(group, 'type') && has(group, 'id')) return group
  const of = groupOfKey(String(group.key), frame)
  if (!of) throw new UnderivableAnswer(`group key ${JSON.stringify(group.key)} names no group type`)
  return { ...group, type: group.type ?? of.type, id: group.id ?? of.id }
}

/** 未考 is a null score (spec 2 §3: absent students have no score and no ranks). */
export const completeScored: Rule = (row) => (has(row, 'absent') ? row : { ...row, absent: row.score === null })

/**
 * A student is 未考 when absent from every paper (StudentRow.absent). Not from 总分: a student who missed
 * one paper has no 总分 (rules/total-score.ts) yet sat the others. With no paper cell, 总分's cell says.
 */
export const completeStudent: Rule = (row) => {
  if (has(row, 'absent')) return row
  const cells = (row.subjects as Array<{ pindex: number; absent: boolean }>) ?? []
  const papers = cells.filter((c) => c.pindex !== 0)
  const total = cells.find((c) => c.pindex === 0)
  return { ...row, absent: papers.length > 0 ? papers.every((c) => c.absent) : (total?.absent ?? false) }
}

/** The papers missed: the papers (not 总分) whose cell is 未考. */
export const completeAbsentRow: Rule = (row, frame) => {
  const student = completeStudent(row, frame)
  if (has(student, 'absentPapers')) return student
  const cells = (student.subjects as Array<{ pindex: number; absent: boolean }>) ?? []
  return { ...student, absentPapers: cells.filter((c) => c.pindex !== 0 && c.absent).map((c) => c.pindex) }
}

/** 差异系数 cv = SD / x̄ (null when either is unknown or x̄ is 0). */
export const completeStats: Rule = (stats) => (has(stats, 'cv') ? stats : { ...stats, cv: ratio(stats.standardDeviation as number | null, stats.mean as number | null) })

/** Running totals of the counts in their order, and each count as a share of the group's total (null for an empty group). */
export const completeCounts: Rule = (row) => {
  if (has(row, 'cumulative') && has(row, 'shares')) return row
  const counts = row.counts as number[]
  let run = 0
  return {
    ...row,
    cumulative: has(row, 'cumulative') ? row.cumulative : counts.map((c) => (run += c)),
    shares: has(row, 'shares') ? row.shares : counts.map((c) => ratio(c, row.total as number)),
  }
}

/** Rank bands and level bands: the counts' running totals and shares, and the running totals' shares too. */
export const completeBandCounts: Rule = (row, frame) => {
  const counted = completeCounts(row, frame)
  if (has(counted, 'cumulativeShares')) return counted
  return { ...counted, cumulativeShares: (counted.cumulative as number[]).map((c) => ratio(c, row.total as number)) }
}

const RATE_KINDS = ['excellent', 'good', 'pass', 'low'] as const
/** Spec 2 §3 three-rate: a rate is its count over the base count (totalCount, or the row's count). */
function rateCells(base: string): Rule {
  return (row) => {
    if (RATE_KINDS.every((kind) => has(row[kind] as Obj, 'rate'))) return row
    const out: Obj = { ...row }
    for (const kind of RATE_KINDS) {
      const cell = row[kind] as Obj
      if (!has(cell, 'rate')) out[kind] = { ...cell, rate: ratio(cell.count as number, row[base] as number) }
    }
    return out
  }
}

/**
 * The step of segments [a, a + step): the width of the second-lowest one when there are three or more
 * (the lowest may be [0, start) of a segment setting's 起始分, the highest folds the full score in),
 * else of the lowest.
 */
export const completeStep: Rule = (data) => {
  if (has(data, 'step')) return data
  const segments = [...(data.segments as Array<{ lower: number; upper: number }>)].sort((a, b) => a.lower - b.lower)
  const stepped = segments.length >= 3 ? segments[1] : segments[0]
  if (!stepped) throw new UnderivableAnswer('segments without a step or any segment')
  return { ...data, step: stepped.upper - stepped.lower }
}

/**
 * Students in view default to the exam's count: the exam info lists the groups in view but not their
 * sizes. The upstream still lists only students in view in every drill (spec 1 §6); what the default
 * changes is that the totals (全体) offer their drills too.
 */
export const completeInView: Rule = (data) => (has(data, 'inView') ? data : { ...data, inView: data.studentCount })

type DashboardUnit = { group: { type: string }; papers: Array<{ pindex: number; total: number; absent: number }> }

/**
 * The dashboard lists the units wholly in view: the students in view are their 总分 headcount (sat and
 * 未考), the exam's count without units. Their level is their groups' type; with no units, schools.
 */
export const completeDashboard: Rule = (data) => {
  if (has(data, 'inView') && has(data, 'level')) return data
  const units = data.units as DashboardUnit[]
  const headcount = units.reduce((n, unit) => {
    const total = unit.papers.find((p) => p.pindex === 0)
    return n + (total ? total.total + total.absent : 0)
  }, 0)
  const first = units[0]
  const level = first && (UNIT_LEVELS as readonly string[]).includes(first.group.type) ? (first.group.type as UnitLevel) : 'school'
  return { ...data, inView: has(data, 'inView') ? data.inView : units.length > 0 ? headcount : data.studentCount, level: has(data, 'level') ? data.level : level }
}

export const completeOnline: Rule = (row) => (has(row, 'onlineRate') ? row : { ...row, onlineRate: ratio(row.online as number, row.total as number) })

/** A student's paper: 未考 is a null score; the score rate is score / full score. */
export const completePaperAnalysis: Rule = (paper, frame) => {
  const scored = completeScored(paper, frame)
  return has(scored, 'scoreRate') ? scored : { ...scored, scoreRate: ratio(scored.score as number | null, scored.manfen as number) }
}

const RULES = new Map<TSchema, Rule>([
  [GroupRefSchema, completeGroup],
  [ScoreCellSchema, completeScored],
  [StudentRowSchema, completeStudent],
  [AbsentRowSchema, completeAbsentRow],
  [MatrixRowSchema, completeScored],
  [StudentFactorRowSchema, completeScored],
  [PaperStatsSchema, completeStats],
  [SegmentRowSchema, completeCounts],
  [RankScaleRowSchema, completeBandCounts],
  [PaperBandsSchema, completeBandCounts],
  [PaperRatesSchema, rateCells('totalCount')],
  [TeacherFactorRowSchema, rateCells('count')],
  [SchoolQualitySchema, rateCells('count')],
  [SegmentsDataSchema, completeStep],
  [StudentSegmentsDataSchema, completeStep],
  [ReportDashboardDataSchema, completeDashboard],
  [ReportExamInfoSchema, completeInView],
  [EffectiveRowSchema, completeOnline],
  [PaperAnalysisSchema, completePaperAnalysis],
])

interface SchemaLike {
  type?: unknown
  properties?: Record<string, TSchema>
  items?: TSchema
  anyOf?: TSchema[]
}

const reaches = new WeakMap<TSchema, boolean>()
/** Whether a rule applies anywhere under `schema` (so the walk skips the rest, e.g. a matrix's item scores). */
function reachesRule(schema: TSchema): boolean {
  const known = reaches.get(schema)
  if (known !== undefined) return known
  reaches.set(schema, false) // no report schema is recursive; this only guards against a loop
  const s = schema as SchemaLike
  const found =
    RULES.has(schema) ||
    Object.values(s.properties ?? {}).some(reachesRule) ||
    (s.items !== undefined && reachesRule(s.items)) ||
    (s.anyOf ?? []).some(reachesRule)
  reaches.set(schema, found)
  return found
}

/**
 * `value` (a report answer that passed its schema) with every derived property filled, inside out.
 * Copies only what changes. Throws UnderivableAnswer when a rule cannot work its value out.
 */
export function completeAnswer(schema: TSchema, value: unknown, frame: AnswerFrame, at = ''): unknown {
  const path: string[] = []
  try {
    return complete(schema, value, frame, path)
  } catch (err) {
    // The pointer is built only for a failure: a 120-page export walks millions of cells.
    if (err instanceof UnderivableAnswer && err.field === '/') err.field = `${at}${path.map((segment) => `/${segment}`).join('')}` || '/'
    throw err
  }
}

/** The properties of an object schema under which some rule applies: the walk visits only these. */
const ruledProperties = new WeakMap<TSchema, ReadonlyArray<readonly [string, TSchema]>>()
function propertiesToWalk(schema: TSchema): ReadonlyArray<readonly [string, TSchema]> {
  let properties = ruledProperties.get(schema)
  if (!properties) {
    properties = Object.entries((schema as SchemaLike).properties ?? {}).filter(([, property]) => reachesRule(property))
    ruledProperties.set(schema, properties)
  }
  return properties
}

/** The walk of completeAnswer; `path` holds the segments down to `value` (left there when a rule throws). */
function complete(schema: TSchema, value: unknown, frame: AnswerFrame, path: string[]): unknown {
  if (!reachesRule(schema) || value === null || typeof value !== 'object') return value
  const s = schema as SchemaLike
  if (s.anyOf) {
    const branch = s.anyOf.find((b) => ((b as SchemaLike).type === 'array') === Array.isArray(value) && (b as SchemaLike).type !== 'null')
    return branch ? complete(branch, value, frame, path) : value
  }
  if (Array.isArray(value)) {
    if (!s.items) return value
    let out: unknown[] | undefined
    path.push('*')
    for (let i = 0; i < value.length; i++) {
      const next = complete(s.items, value[i], frame, path)
      if (next !== value[i]) (out ??= [...value])[i] = next
    }
    path.pop()
    return out ?? value
  }
  let record = value as Obj
  for (const [key, property] of propertiesToWalk(schema)) {
    const current = record[key]
    if (current === undefined) continue
    path.push(key)
    const next = complete(property, current, frame, path)
    path.pop()
    if (next !== current) record = record === value ? { ...record, [key]: next } : Object.assign(record, { [key]: next })
  }
  const rule = RULES.get(schema)
  return rule ? rule(record, frame) : record
}

/** The derived properties still missing under `schema` in `value` (JSON pointers): none after completeAnswer. */
export function missingDerived(schema: TSchema, value: unknown, at = ''): string[] {
  const s = schema as SchemaLike
  if (value === null || typeof value !== 'object') return []
  if (s.anyOf) {
    const branch = s.anyOf.find((b) => ((b as SchemaLike).type === 'array') === Array.isArray(value) && (b as SchemaLike).type !== 'null')
    return branch ? missingDerived(branch, value, at) : []
  }
  if (Array.isArray(value)) return s.items ? value.flatMap((item, i) => missingDerived(s.items!, item, `${at}/${i}`)) : []
  const record = value as Obj
  const missing = (derivedKeys(schema) ?? []).filter((key) => record[key] === undefined).map((key) => `${at}/${key}`)
  for (const [key, property] of Object.entries(s.properties ?? {})) missing.push(...missingDerived(property, record[key], `${at}/${key}`))
  return missing
}
