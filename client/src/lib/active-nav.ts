import type { NavItem } from '@report/contracts/bff/shell'

/**
 * The nav item to highlight for `pathname` (the full path, `/report/…`), by the BFF's `activeWhen`:
 * an exact path wins; otherwise the longest matching prefix or fragment (the BFF keeps the sets
 * disjoint, so this only guards against an overlap).
 */
export function activeNavKey(items: readonly NavItem[], pathname: string): string | null {
  let best: { key: string; length: number } | null = null
  for (const item of items) {
    const { paths, pathPrefixes, pathIncludes } = item.activeWhen
    const lengths = [
      ...paths.filter((path) => path === pathname).map(() => Number.POSITIVE_INFINITY),
      ...pathPrefixes.filter((prefix) => prefix && pathname.startsWith(prefix)).map((prefix) => prefix.length),
      ...pathIncludes.filter((fragment) => fragment && pathname.includes(fragment)).map((fragment) => fragment.length),
    ]
    const length = Math.max(-1, ...lengths)
    if (length >= 0 && (!best || length > best.length)) best = { key: item.key, length }
  }
  return best?.key ?? null
}
