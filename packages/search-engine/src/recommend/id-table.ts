/** Interns strings (objectIDs, facet values) as dense integers, so models can use arrays. */
export interface IdTable {
  /** The integer of `key`, allocating the next one when new. */
  intern(key: string): number
  /** The integer of `key`, or `undefined` when it was never interned. */
  get(key: string): number | undefined
  /** The string of an integer. */
  name(id: number): string
  /** Number of interned strings. */
  readonly size: number
}

/** Creates an empty {@link IdTable}. */
export function createIdTable(): IdTable {
  const names: string[] = []
  const ids = new Map<string, number>()
  return {
    intern(key) {
      let id = ids.get(key)
      if (id === undefined) {
        id = names.length
        names.push(key)
        ids.set(key, id)
      }
      return id
    },
    get: (key) => ids.get(key),
    name: (id) => names[id]!,
    get size() {
      return names.length
    },
  }
}
