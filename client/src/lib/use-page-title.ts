import { useContext, useEffect } from 'react'
import { ShellContext } from './shell-context.ts'

const DEFAULT_SUFFIX = '成绩分析报告'

/** `{route title} - {titleSuffix}` (spec 1 §1); outside a session the product name is the suffix. */
export function usePageTitle(title: string): void {
  const suffix = useContext(ShellContext)?.titleSuffix ?? DEFAULT_SUFFIX
  useEffect(() => {
    document.title = title && title !== suffix ? `${title} - ${suffix}` : suffix
  }, [title, suffix])
}
