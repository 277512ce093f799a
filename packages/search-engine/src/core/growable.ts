/** Append-only Uint32 buffer that doubles its capacity; `view()` returns the filled part. */
export class GrowableUint32 {
  private data: Uint32Array
  length = 0

  constructor(capacity = 1024) {
    this.data = new Uint32Array(Math.max(16, capacity))
  }

  push(value: number): void {
    if (this.length === this.data.length) {
      const next = new Uint32Array(this.data.length * 2)
      next.set(this.data)
      this.data = next
    }
    this.data[this.length++] = value
  }

  /** Adds one to the value at `index`. */
  bump(index: number): void {
    this.data[index]!++
  }

  /** Whether `value` occurs at or after index `from`. */
  hasFrom(from: number, value: number): boolean {
    for (let i = from; i < this.length; i++) if (this.data[i] === value) return true
    return false
  }

  /** The filled part, without copying. */
  view(): Uint32Array {
    return this.data.subarray(0, this.length)
  }
}
