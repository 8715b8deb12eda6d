import { BASE_PATH } from '@report/contracts/constants'
import type { NavItem } from '@report/contracts/bff/shell'
import { useLocation } from 'wouter'
import { activeNavKey } from './active-nav.ts'

/** The navigation entry the current page highlights, for the desktop nav row and the compact menu alike. */
export function useActiveNavKey(items: readonly NavItem[]): string | null {
  const [location] = useLocation()
  return activeNavKey(items, location === '/' ? `${BASE_PATH}/` : `${BASE_PATH}${location}`)
}
