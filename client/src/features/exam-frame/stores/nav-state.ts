import { useSyncExternalStore } from 'react'

/**
 * Navigation info of the exam routes (spec 1 §2, breadcrumb and three-level navbar): which analysis
 * scope the user picked. UI state only — the BFF decides what each scope shows, and the address
 * (qxschool, lkschool, compareType) is what the pages ask for; this copy under the spec's
 * sessionStorage keys mirrors it.
 */
export type AnalyzeType = 'all' | 'county' | 'school'

export interface NavState {
  analyzeType: AnalyzeType
  compareType: string
  /** District (qxschool), in-school joint-exam school (lkschool) and area (pqschool). */
  countyId: string | null
  schoolId: string | null
  areaId: string | null
  /** The exam the state belongs to; entering another exam starts from the defaults. */
  examid: string | null
}

const KEYS = {
  analyzeType: 'analyzeType',
  compareType: 'compareType',
  countyId: 'countyId',
  schoolId: 'schoolId',
  areaId: 'areaId',
  examid: 'navExamid',
} as const satisfies Record<keyof NavState, string>

export const DEFAULT_NAV_STATE: NavState = {
  analyzeType: 'all',
  compareType: 'all',
  countyId: null,
  schoolId: null,
  areaId: null,
  examid: null,
}

const listeners = new Set<() => void>()
let snapshot: NavState | null = null

function storage(): Storage | null {
  try {
    return window.sessionStorage
  } catch {
    // Storage can be refused (privacy settings, sandboxed iframes): the state then lives in memory.
    return null
  }
}

function read(): NavState {
  const store = storage()
  if (!store) return snapshot ?? DEFAULT_NAV_STATE
  const analyzeType = store.getItem(KEYS.analyzeType)
  return {
    analyzeType: analyzeType === 'county' || analyzeType === 'school' ? analyzeType : 'all',
    compareType: store.getItem(KEYS.compareType) || 'all',
    countyId: store.getItem(KEYS.countyId) || null,
    schoolId: store.getItem(KEYS.schoolId) || null,
    areaId: store.getItem(KEYS.areaId) || null,
    examid: store.getItem(KEYS.examid) || null,
  }
}

export function getNavState(): NavState {
  snapshot ??= read()
  return snapshot
}

export function setNavState(patch: Partial<NavState>): void {
  const next = { ...getNavState(), ...patch }
  const current = getNavState()
  if ((Object.keys(next) as Array<keyof NavState>).every((key) => next[key] === current[key])) return
  snapshot = next
  const store = storage()
  if (store) {
    for (const key of Object.keys(KEYS) as Array<keyof NavState>) {
      const value = next[key]
      if (value === null) store.removeItem(KEYS[key])
      else store.setItem(KEYS[key], value)
    }
  }
  for (const listener of listeners) listener()
}

/** Crumb clicks (spec 1 §2): analyzeType all, compareType all, no school, no district. */
export function resetNavState(): void {
  setNavState({ analyzeType: 'all', compareType: 'all', countyId: null, schoolId: null })
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/**
 * The tab's stored state, and no state in a render that must match the BFF's markup (the server reads no
 * tab's storage): React renders again with the stored state right after hydrating.
 */
export function useNavState(): NavState {
  return useSyncExternalStore(subscribe, getNavState, () => DEFAULT_NAV_STATE)
}
