/** Spec 1 §9 constants the client applies (candidates for contracts/src/constants.ts). */

export const ASSET_LOAD_TIMEOUT_MS = 120_000
export const EMBEDDED_MIN_HEIGHT = 660
export const HEADER_WIDTH = 1200

export const EXAM_LIST_PAGE_SIZE = 10

/** Spec 1 §9: the back-to-top button follows scrolling at most every 300 ms. */
export const SCROLL_THROTTLE_MS = 300
