/**
 * The one-click sub-task pace of the reference upstream that browser tests run against (its
 * UPSTREAM_TASK_SUBTASK_MS). Slow enough that a followed task is still generating when the panel first
 * shows it on a loaded machine; the default of 1 s raced the dashboard's first render.
 */
export const ONE_CLICK_SUBTASK_MS = 3_000

/** The reference exam's one-click configuration enables all eight tables. */
export const ONE_CLICK_TABLES = 8

/** When the upstream finishes a one-click task: every sub-task, then a second of packaging. */
export const ONE_CLICK_UPSTREAM_MS = ONE_CLICK_TABLES * ONE_CLICK_SUBTASK_MS + 1_000
