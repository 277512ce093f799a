/**
 * A growable column of numbers indexed by item number. Plain arrays written at scattered large
 * indices fall back to slow dictionary storage in V8; a typed array that doubles when needed
 * keeps reads and writes O(1) and compact.
 */
export interface NumberColumn {
  /** The value at `index` (the default for a slot never written). */
  get(index: number): number
  set(index: number, value: number): void
  /** Adds `value` to the slot and returns the new value. */
  add(index: number, value: number): number
}

/** Creates a column whose unwritten slots read as `fill`. */
export function createNumberColumn(fill = 0, initial = 1024): NumberColumn {
  let data = new Float64Array(initial).fill(fill)
  function ensure(index: number) {
    if (index < data.length) return
    let length = data.length * 2
    while (length <= index) length *= 2
    const grown = new Float64Array(length).fill(fill)
    grown.set(data)
    data = grown
  }
  return {
    get: (index) => (index < data.length ? data[index]! : fill),
    set(index, value) {
      ensure(index)
      data[index] = value
    },
    add(index, value) {
      ensure(index)
      return (data[index] = data[index]! + value)
    },
  }
}
