import type { CompareDimension } from '@report/contracts/bff/contrast'

// The comparison's pages (spec 2 §2): /compare/multi, school/:school?, class/:school?/:class?,
// student/:school?/:class?/:student?, each with the comparison id and subject in the query.

export interface CompareTarget {
  id: string
  subject?: string | undefined
  school?: string | undefined
  class?: string | undefined
  student?: string | undefined
}

const seg = (s: string | undefined) => (s ? `/${encodeURIComponent(s)}` : '')

/** compareHref(d, t) = /report/compare/<d>[/school[/class[/student]]]?id=…[&subject=…] as far as d reaches. */
export function compareHref(dimension: CompareDimension, t: CompareTarget): string {
  const q = new URLSearchParams({ id: t.id })
  if (t.subject) q.set('subject', t.subject)
  const path =
    dimension === 'multi'
      ? ''
      : dimension === 'school'
        ? seg(t.school)
        : dimension === 'class'
          ? `${seg(t.school)}${t.school ? seg(t.class) : ''}`
          : `${seg(t.school)}${t.school ? seg(t.class) : ''}${t.school && t.class ? seg(t.student) : ''}`
  return `/report/compare/${dimension}${path}?${q.toString()}`
}

/** The history list and the content page of a comparison (contrastHistory, contrastContent). */
export const HISTORY_HREF = '/report/contrast/history'
export const contentHref = (id: string): string => `/report/contrast/content?${new URLSearchParams({ id }).toString()}`
