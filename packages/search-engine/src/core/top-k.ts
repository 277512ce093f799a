/**
 * The `k` smallest of `keys[0..n)`, ascending. Sorting is native (typed-array sort) when `k` is a
 * large part of `n`; otherwise a bounded max-heap keeps the work at O(n log k).
 */
export function smallestKeys(keys: Float64Array, n: number, k: number): Float64Array {
  const take = Math.min(k, n)
  if (take <= 0) return new Float64Array(0)
  if (take * 8 >= n) return keys.slice(0, n).sort().subarray(0, take)
  const heap = new Float64Array(take)
  let size = 0
  for (let i = 0; i < n; i++) {
    const key = keys[i]!
    if (size < take) {
      let at = size++
      heap[at] = key
      while (at > 0) {
        const parent = (at - 1) >> 1
        if (heap[parent]! >= heap[at]!) break
        const swap = heap[parent]!
        heap[parent] = heap[at]!
        heap[at] = swap
        at = parent
      }
    } else if (key < heap[0]!) {
      heap[0] = key
      siftDown(heap, size)
    }
  }
  return heap.sort()
}

function siftDown(heap: Float64Array, size: number): void {
  let at = 0
  for (;;) {
    const left = at * 2 + 1
    if (left >= size) return
    const right = left + 1
    const child = right < size && heap[right]! > heap[left]! ? right : left
    if (heap[at]! >= heap[child]!) return
    const swap = heap[at]!
    heap[at] = heap[child]!
    heap[child] = swap
    at = child
  }
}
