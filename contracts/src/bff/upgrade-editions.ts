import { Type, type Static } from 'typebox'

/** spec 1 §6 editions, by key. */
export const EDITION_KEYS = ['trial', 'basic', 'pro', 'flagship', 'unified_county', 'unified_city', 'union', 'group', 'joint_exam'] as const
export type EditionKey = (typeof EDITION_KEYS)[number]

/** What a cell of the matrix says: included, not included, charged per use, or usable with demo data (trial). */
export const EDITION_CELLS = ['included', 'missing', 'per-use', 'demo'] as const
export type EditionCell = (typeof EDITION_CELLS)[number]

/** GET /report/bff/upgrade/editions?type=0|1 (spec 1 §2 /comparison-list/version; type 1 for virtual-school accounts). */
export const EditionsQuerySchema = Type.Object({ type: Type.Optional(Type.Enum(['0', '1'])) })
export type EditionsQuery = Static<typeof EditionsQuerySchema>

export const EditionsViewSchema = Type.Object({
  type: Type.Enum(['0', '1']),
  title: Type.String(),
  /** The user's own edition's name (体验版 when none). */
  currentName: Type.String(),
  editions: Type.Array(
    Type.Object({
      key: Type.Enum([...EDITION_KEYS]),
      name: Type.String(),
      audience: Type.String(),
      current: Type.Boolean(),
    }),
  ),
  groups: Type.Array(
    Type.Object({
      title: Type.String(),
      features: Type.Array(
        Type.Object({
          name: Type.String(),
          description: Type.String(),
          /** One cell per edition, in `editions` order. */
          cells: Type.Array(Type.Enum([...EDITION_CELLS])),
        }),
      ),
    }),
  ),
  notes: Type.Array(Type.String()),
})
export type EditionsView = Static<typeof EditionsViewSchema>
