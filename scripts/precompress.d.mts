// Types for the TypeScript that imports the build's precompression (client/vite.config.ts, tests).
export const PRECOMPRESS_MIN_BYTES: number
export interface Precompressed {
  file: string
  bytes: number
  br: number | null
  gz: number | null
}
export function precompressDir(dir: string): Promise<Precompressed[]>
