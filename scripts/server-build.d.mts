// Types for the TypeScript tests that read what the production build makes.
export interface BuildEntry {
  in: string
  out: string
  name?: string
}
export const ENTRIES: readonly BuildEntry[]
export function builtFile(out: string, name?: string): string
export function buildServer(entries?: readonly BuildEntry[]): Promise<unknown>
export function ensureServerBuild(entries?: readonly BuildEntry[]): Promise<unknown>
export function staleSources(entries?: readonly BuildEntry[]): string[]
