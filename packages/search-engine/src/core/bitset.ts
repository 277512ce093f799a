/** Fixed-size set of document ids backed by a Uint32Array (one bit per document). */
export class Bitset {
  readonly words: Uint32Array
  readonly size: number

  constructor(size: number, words?: Uint32Array) {
    this.size = size
    this.words = words ?? new Uint32Array((size + 31) >>> 5)
  }

  add(id: number): void {
    this.words[id >>> 5]! |= 1 << (id & 31)
  }

  has(id: number): boolean {
    return (this.words[id >>> 5]! & (1 << (id & 31))) !== 0
  }

  /** In-place intersection. */
  and(other: Bitset): this {
    const a = this.words
    const b = other.words
    for (let i = 0; i < a.length; i++) a[i]! &= b[i]!
    return this
  }

  /** In-place union. */
  or(other: Bitset): this {
    const a = this.words
    const b = other.words
    for (let i = 0; i < a.length; i++) a[i]! |= b[i]!
    return this
  }

  /** In-place complement within `0..size-1`. */
  not(): this {
    const a = this.words
    for (let i = 0; i < a.length; i++) a[i] = ~a[i]!
    this.trim()
    return this
  }

  /** Writes the ids in ascending order into `out` and returns how many were written. */
  collect(out: Uint32Array): number {
    let n = 0
    const a = this.words
    for (let i = 0; i < a.length; i++) {
      let v = a[i]!
      while (v !== 0) {
        const low = v & -v
        out[n++] = (i << 5) | (31 - Math.clz32(low))
        v ^= low
      }
    }
    return n
  }

  private trim(): void {
    const extra = this.words.length * 32 - this.size
    if (extra > 0 && this.words.length > 0) {
      this.words[this.words.length - 1]! &= 0xffffffff >>> extra
    }
  }
}
