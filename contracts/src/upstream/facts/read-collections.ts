import { UNREAD, type Unread } from './read-scalars.ts'

/**
 * Reader of a collection the spec shows keyed (spec 1 §3: "schools as a map of school id to name";
 * papers "keyed by paper index or id"; school_map "county to schools"): a platform may send the list
 * of items, or a map from each item's key to the item, or to its name alone. `null` or no value is
 * the empty collection. The normal form is the list; a map's items come in the map's own order.
 */
export interface CollectionKeys {
  /** The item property the map's key fills (`id`, `key`, `pindex`). */
  key: string
  /** The item property a map to plain values fills (`name`); absent: the map's values are items. */
  name?: string
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
}

/**
 * The items of a collection: a list as it is; a map's entries as items, each keyed by its map key
 * unless it names its key itself (filled in place: an answer is parsed for its reader alone); UNREAD
 * for anything else (a string, a number).
 */
export function readCollection(value: unknown, keys: CollectionKeys): unknown[] | Unread {
  if (Array.isArray(value)) return value
  if (value === null || value === undefined) return []
  if (!isRecord(value)) return UNREAD
  const items: unknown[] = []
  for (const key of Object.keys(value)) {
    const entry = value[key]
    if (isRecord(entry)) {
      if (entry[keys.key] === undefined || entry[keys.key] === null) entry[keys.key] = key
      items.push(entry)
    }
    else if (keys.name !== undefined && entry !== null && typeof entry !== 'object') items.push({ [keys.key]: key, [keys.name]: entry })
    else return UNREAD
  }
  return items
}
