/** Spec 1 §9 constants the client applies (candidates for contracts/src/constants.ts). */

export const ASSET_LOAD_TIMEOUT_MS = 120_000
export const EMBEDDED_MIN_HEIGHT = 660
export const HEADER_WIDTH = 1200

export const EXAM_LIST_PAGE_SIZE = 10
