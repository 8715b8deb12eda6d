/**
 * When a report page is ready to print (PDF mode sets `window.__REPORT_READY__ = true`): its data has
 * arrived, fonts are loaded (document.fonts.ready) and every chart has drawn. Pieces of the page
 * begin a task and end it; the page is ready once the data task has ended, no task is open and the
 * fonts are in. A task begun later (a chart mounting after the data) makes it not ready again.
 * No React, no DOM here: lib/pdf-mode.ts wires it to `window` and `document.fonts`.
 */
export const DATA_TASK = 'data'

export interface ReadyTracker {
  begin(id: string): void
  end(id: string): void
  readonly ready: boolean
  readonly pending: readonly string[]
}

export interface ReadyTrackerOptions {
  /** Resolves when the fonts are loaded. */
  fontsReady: () => Promise<unknown>
  /** Called with every change of readiness. */
  onChange: (ready: boolean) => void
}

export function createReadyTracker(options: ReadyTrackerOptions): ReadyTracker {
  const open = new Set<string>()
  let dataSeen = false
  let ready = false
  let generation = 0

  const set = (value: boolean) => {
    if (value === ready) return
    ready = value
    options.onChange(value)
  }

  const check = () => {
    const mine = ++generation
    if (!dataSeen || open.size > 0) return set(false)
    void options.fontsReady().then(
      () => {
        if (mine === generation && dataSeen && open.size === 0) set(true)
      },
      () => {
        if (mine === generation && dataSeen && open.size === 0) set(true)
      },
    )
  }

  return {
    begin(id) {
      open.add(id)
      check()
    },
    end(id) {
      if (!open.delete(id) && id !== DATA_TASK) return
      if (id === DATA_TASK) dataSeen = true
      check()
    },
    get ready() {
      return ready
    },
    get pending() {
      return [...open]
    },
  }
}
