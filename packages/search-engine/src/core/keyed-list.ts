/**
 * Objects keyed by `objectID` in insertion order (synonyms, rules). `list()` returns the same
 * frozen array until the next change, so compiled forms can be cached by identity.
 */
export class KeyedList<T extends { objectID: string }> {
  private readonly items = new Map<string, T>()
  private cached: readonly T[] | undefined

  get size(): number {
    return this.items.size
  }

  list(): readonly T[] {
    this.cached ??= Object.freeze([...this.items.values()])
    return this.cached
  }

  get(objectID: string): T | undefined {
    return this.items.get(objectID)
  }

  /** Saves items (replacing those with the same objectID); `replace` clears the others first. */
  save(items: readonly T[], replace = false): void {
    if (replace) this.items.clear()
    for (const item of items) this.items.set(item.objectID, item)
    this.cached = undefined
  }

  /** Removes one item; returns whether it existed. */
  delete(objectID: string): boolean {
    const existed = this.items.delete(objectID)
    if (existed) this.cached = undefined
    return existed
  }

  clear(): void {
    this.items.clear()
    this.cached = undefined
  }

  /** A copy (for replicas that stop sharing). */
  clone(): KeyedList<T> {
    const copy = new KeyedList<T>()
    copy.save([...this.items.values()])
    return copy
  }
}
