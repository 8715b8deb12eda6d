import type { KeyValueStore } from '@report/contracts/rules/download-tasks'

const memory = new Map<string, string>()
const inMemory: KeyValueStore = {
  getItem: (key) => memory.get(key) ?? null,
  setItem: (key, value) => void memory.set(key, value),
  removeItem: (key) => void memory.delete(key),
}

/** A web storage, or memory when the page may not use it (privacy settings, sandboxed iframes). */
export function webStorage(kind: 'local' | 'session'): KeyValueStore {
  try {
    const store = kind === 'local' ? window.localStorage : window.sessionStorage
    const probe = '__report_probe__'
    store.setItem(probe, '1')
    store.removeItem(probe)
    return store
  } catch {
    return inMemory
  }
}
