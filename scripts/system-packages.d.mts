// Types for the TypeScript that imports the list of Debian packages the tests need (server/test/start).
export interface SystemPackage {
  name: string
  files: string[]
  lean?: boolean
  why: string
}
export const SYSTEM_PACKAGES: SystemPackage[]
export function missingPackages(exists?: (path: string) => boolean): SystemPackage[]
export function installCommands(missing: SystemPackage[]): string[][]
