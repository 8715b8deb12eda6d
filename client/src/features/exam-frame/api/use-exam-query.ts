import type { ExamContextQuery } from '@report/contracts/bff/exam-context'
import { useEffect } from 'react'
import { useLocation, useSearch } from 'wouter'
import { getNavState, MOVED_QUERY_KEYS, setNavState, useNavState, type AnalyzeType, type NavState } from '../stores/nav-state.ts'

const ROUTE_PATTERN = /^[A-Za-z-]{1,64}$/

/**
 * The ExamContext query of the current exam route. qxschool, lkschool and pqschool found in the
 * address are moved into the navigation store (countyId, schoolId, areaId; spec 1 §2) and dropped
 * from the address; the store then supplies them. A compareType in the address (a dimension link)
 * is taken into the store too. Entering another exam starts from the defaults.
 */
export function useExamQuery(routeName: string): ExamContextQuery | null {
  const search = useSearch()
  const [location, navigate] = useLocation()
  const nav = useNavState()
  const params = new URLSearchParams(search)
  const examid = params.get('examid') ?? ''
  const next = nextNavState(nav, params)

  useEffect(() => {
    if (!examid) return
    const current = getNavState()
    const state = nextNavState(current, new URLSearchParams(search))
    setNavState(state)
    const rest = new URLSearchParams(search)
    let moved = false
    for (const key of Object.keys(MOVED_QUERY_KEYS)) {
      if (rest.has(key)) {
        rest.delete(key)
        moved = true
      }
    }
    if (moved) {
      const qs = rest.toString()
      navigate(qs ? `${location}?${qs}` : location, { replace: true })
    }
  }, [examid, search, location, navigate])

  if (!examid) return null
  const query: ExamContextQuery = { examid }
  const org = params.get('org')
  const grade = params.get('grade')
  if (org) query.org = org
  if (grade) query.grade = grade
  if (next.schoolId) query.lkschool = next.schoolId
  if (next.countyId) query.qxschool = next.countyId
  if (isCompareType(next.compareType) && next.compareType !== 'all') query.compareType = next.compareType
  const route = routeName.replace(/\s*\(ours\)$/, '')
  if (ROUTE_PATTERN.test(route)) query.route = route
  return query
}

function isCompareType(value: string): value is NonNullable<ExamContextQuery['compareType']> {
  return value === 'all' || value === 'county' || value === 'school'
}

/** The store after reading the address: what it carries wins; another exam resets the rest. */
function nextNavState(current: NavState, params: URLSearchParams): NavState {
  const examid = params.get('examid') ?? ''
  const base: NavState = current.examid === examid ? current : { ...current, analyzeType: 'all', compareType: 'all', countyId: null, schoolId: null, areaId: null, examid }
  const qxschool = params.get('qxschool')
  const lkschool = params.get('lkschool')
  const pqschool = params.get('pqschool')
  const compareType = params.get('compareType')
  let analyzeType: AnalyzeType = base.analyzeType
  // Spec 1 §2 breadcrumb: qxschool sets the county view with that district; else lkschool the school view.
  if (qxschool) analyzeType = 'county'
  else if (lkschool) analyzeType = 'school'
  // An address that names one of district or school names the scope: the other one goes.
  return {
    ...base,
    analyzeType,
    compareType: compareType && isCompareType(compareType) ? compareType : base.compareType,
    countyId: qxschool || (lkschool ? null : base.countyId),
    schoolId: lkschool || (qxschool ? null : base.schoolId),
    areaId: pqschool || base.areaId,
  }
}
