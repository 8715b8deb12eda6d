import { lazy, type ComponentType, type LazyExoticComponent } from 'react'
import { ASSET_LOAD_TIMEOUT_MS } from '../config/constants.ts'

/** A route chunk that failed to load or did not arrive in time (spec 1 §8, §9). */
export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError'
}

/**
 * React.lazy with the spec's 120 s asset timeout. The rejection surfaces in the nearest error
 * boundary, which shows the load-error view.
 */
export function lazyPage<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  timeoutMs = ASSET_LOAD_TIMEOUT_MS,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new ChunkLoadError(`chunk load timed out after ${timeoutMs} ms`)), timeoutMs)
    })
    const loaded = load().catch((cause: unknown) => {
      throw new ChunkLoadError('chunk failed to load', { cause })
    })
    return Promise.race([loaded, timeout]).finally(() => clearTimeout(timer))
  })
}
