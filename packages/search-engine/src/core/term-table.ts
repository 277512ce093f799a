const OFFSET = 0x811c9dc5
const PRIME = 0x01000193

/** FNV-1a step: hash of the word so far extended with one (already lower-cased) char code. */
export function hashStep(hash: number, code: number): number {
  return Math.imul(hash ^ code, PRIME)
}

/** Initial hash value for {@link hashStep}. */
export const HASH_SEED = OFFSET

function lowerAscii(code: number): number {
  return code >= 65 && code <= 90 ? code + 32 : code
}

/**
 * Dictionary of distinct terms with dense ids, in an open-addressing hash table that can be
 * probed with a slice of a string (`text[start..end)`, ASCII lower-cased on the fly): building
 * the text index then allocates a string only for a term seen for the first time.
 */
export class TermTable {
  readonly terms: string[] = []
  private readonly hashes: number[] = []
  private slots = new Int32Array(1 << 12).fill(-1)

  get size(): number {
    return this.terms.length
  }

  /** Id of the ASCII word `text[start..end)` (lower-cased), whose running hash is `hash`. */
  idOfAscii(text: string, start: number, end: number, hash: number): number {
    const mask = this.slots.length - 1
    const length = end - start
    for (let at = hash & mask; ; at = (at + 1) & mask) {
      const id = this.slots[at]!
      if (id < 0) return this.insert(at, text.slice(start, end).toLowerCase(), hash)
      if (this.hashes[id] !== hash) continue
      const term = this.terms[id]!
      if (term.length !== length) continue
      let same = true
      for (let i = 0; i < length && same; i++) {
        same = term.charCodeAt(i) === lowerAscii(text.charCodeAt(start + i))
      }
      if (same) return id
    }
  }

  /** Id of an already normalised word. */
  idOf(word: string): number {
    let hash = OFFSET
    for (let i = 0; i < word.length; i++) hash = hashStep(hash, word.charCodeAt(i))
    const mask = this.slots.length - 1
    for (let at = hash & mask; ; at = (at + 1) & mask) {
      const id = this.slots[at]!
      if (id < 0) return this.insert(at, word, hash)
      if (this.hashes[id] === hash && this.terms[id] === word) return id
    }
  }

  private insert(at: number, term: string, hash: number): number {
    const id = this.terms.length
    this.terms.push(term)
    this.hashes.push(hash)
    this.slots[at] = id
    if (this.terms.length * 2 > this.slots.length) this.grow()
    return id
  }

  private grow(): void {
    const slots = new Int32Array(this.slots.length * 2).fill(-1)
    const mask = slots.length - 1
    this.hashes.forEach((hash, id) => {
      let at = hash & mask
      while (slots[at]! >= 0) at = (at + 1) & mask
      slots[at] = id
    })
    this.slots = slots
  }
}
