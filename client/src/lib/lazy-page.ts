import { createElement, lazy, useState, type ComponentType, type FunctionComponent } from 'react'
import { ASSET_LOAD_TIMEOUT_MS } from '../config/constants.ts'

/** A route chunk that failed to load or did not arrive in time (spec 1 §8, §9). */
export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError'
}

/** A component in its own chunk that can be loaded before it is first rendered. */
export interface LazyPage<P extends object> extends FunctionComponent<P> {
  /** Loads the chunk; resolves once the component renders without suspending. Never rejects. */
  preload(): Promise<void>
}

/**
 * React.lazy with the spec's 120 s asset timeout; the rejection surfaces in the nearest error boundary,
 * which shows the load-error view. Once its chunk is loaded (by an earlier render or by `preload`), the
 * component renders at once instead of suspending: React holds back what a suspended boundary reveals
 * until 300 ms after its fallback was shown, and a report route nests three such chunks (the exam
 * frame, the page, its chart), which made the first table wait some 600 ms for nothing (issue 34).
 */
export function lazyPage<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  timeoutMs = ASSET_LOAD_TIMEOUT_MS,
): LazyPage<P> {
  let loaded: ComponentType<P> | null = null
  let loading: Promise<{ default: ComponentType<P> }> | null = null
  const start = () => {
    loading ??= withTimeout(load(), timeoutMs).then((module) => {
      loaded = module.default
      return module
    })
    return loading
  }
  const Suspending = lazy(start)
  const Page = ((props: P) => {
    // Kept for the life of this element: a lazy that resolved while it rendered stays the lazy, so the
    // page below is never mounted again as another component type.
    const [type] = useState<ComponentType<P>>(() => loaded ?? Suspending)
    return createElement(type, props)
  }) as LazyPage<P>
  Page.preload = () =>
    start().then(
      () => undefined,
      () => undefined, // The render that needs the chunk shows the failure where the page would be.
    )
  return Page
}

function withTimeout<T>(loading: Promise<T>, timeoutMs: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ChunkLoadError(`chunk load timed out after ${timeoutMs} ms`)), timeoutMs)
  })
  const loaded = loading.catch((cause: unknown) => {
    throw new ChunkLoadError('chunk failed to load', { cause })
  })
  return Promise.race([loaded, timeout]).finally(() => clearTimeout(timer))
}
