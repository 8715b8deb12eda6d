// Types for the TypeScript that imports the test bundler (server/test/start/test-order.test.ts).
export declare const TEST_BUILD_DIR: string
export declare const FOLDERS_DIR: string
export declare function longestFirst(folders: readonly string[]): string[]
export declare function bundleTests(): Promise<{ files: number; folders: number; ms: number }>
