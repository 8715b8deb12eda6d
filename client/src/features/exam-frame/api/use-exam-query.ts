import type { ExamContextQuery } from '@report/contracts/bff/exam-context'
import { examContextQueryOf } from '@report/contracts/bff/view-keys'
import { useEffect } from 'react'
import { useSearch } from 'wouter'
import { getNavState, setNavState, type AnalyzeType, type NavState } from '../stores/nav-state.ts'

/**
 * The ExamContext query of the current exam route. The address is the one source of the analysis
 * scope: qxschool, lkschool and compareType stay in it (spec 1 §2, choosing a county or school
 * writes qxschool or lkschool), so the frame and the report page below it ask the BFF for the same
 * scope and a reload or a shared link shows what the user chose. They are also copied into the
 * navigation store under the spec's session keys (countyId, schoolId, areaId); entering another
 * exam starts from the defaults.
 */
export function useExamQuery(routeName: string): ExamContextQuery | null {
  const search = useSearch()
  const params = new URLSearchParams(search)
  const examid = params.get('examid') ?? ''

  useEffect(() => {
    if (!examid) return
    setNavState(nextNavState(getNavState(), new URLSearchParams(search)))
  }, [examid, search])

  return examContextQueryOf(params, routeName)
}

function isCompareType(value: string): value is NonNullable<ExamContextQuery['compareType']> {
  return value === 'all' || value === 'county' || value === 'school'
}

/** The store after reading the address: the address names the scope; another exam resets the rest. */
export function nextNavState(current: NavState, params: URLSearchParams): NavState {
  const examid = params.get('examid') ?? ''
  const base: NavState = current.examid === examid ? current : { ...current, analyzeType: 'all', compareType: 'all', countyId: null, schoolId: null, areaId: null, examid }
  const qxschool = params.get('qxschool')
  const lkschool = params.get('lkschool')
  const pqschool = params.get('pqschool')
  const compareType = params.get('compareType')
  // Spec 1 §2 breadcrumb: qxschool sets the county view with that district; else lkschool the school view.
  const analyzeType: AnalyzeType = qxschool ? 'county' : lkschool ? 'school' : 'all'
  return {
    ...base,
    analyzeType,
    compareType: compareType && isCompareType(compareType) ? compareType : 'all',
    countyId: qxschool || null,
    schoolId: lkschool || null,
    areaId: pqschool || base.areaId,
  }
}
