import type { ShellView } from '@report/contracts/bff/shell'
import { createContext, useContext } from 'react'

/** The signed-in shell view model, for anything under the session gate. */
export const ShellContext = createContext<ShellView | null>(null)

export function useShell(): ShellView {
  const shell = useContext(ShellContext)
  if (!shell) throw new Error('useShell() outside the session gate')
  return shell
}
