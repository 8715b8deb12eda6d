import { useLocation } from 'wouter'

/**
 * Pages that bring their own frame instead of the shell's 1200 px header, nav, footer and widgets:
 * the tutoring report families open on a phone (/hfsfd) and the transcript area, whose pages have a
 * header of their own (spec 1 §2 transcript header) or are a fixed-width print layout.
 */
const STANDALONE = /^\/(hfsfd|transcript)(\/|$)/

export function useStandalonePage(): boolean {
  const [location] = useLocation()
  return STANDALONE.test(location)
}
