/** Fixed-size set of document ids backed by a Uint32Array (one bit per document). */
export class Bitset {
  readonly words: Uint32Array
  readonly size: number

  constructor(size: number, words?: Uint32Array) {
    this.size = size
    this.words = words ?? new Uint32Array((size + 31) >>> 5)
  }

  /** A set containing every id in `0..size-1`. */
  static full(size: number): Bitset {
    const set = new Bitset(size)
    set.words.fill(0xffffffff)
    set.trim()
    return set
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

  clone(): Bitset {
    return new Bitset(this.size, this.words.slice())
  }

  /** Number of ids in the set. */
  count(): number {
    let total = 0
    const a = this.words
    for (let i = 0; i < a.length; i++) {
      let v = a[i]!
      v = v - ((v >>> 1) & 0x55555555)
      v = (v & 0x33333333) + ((v >>> 2) & 0x33333333)
      total += (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24
    }
    return total
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
