// Types for the TypeScript that imports the unit-test runner (server/test/start/unit-test-failures.test.ts).
/** failures(lines) = each `not ok` line of a TAP log with its diagnostics, named by the subtests around it. */
export declare function failures(lines: readonly string[]): string[]
