/** Runs asynchronous tasks one after the other, in submission order. */
export interface SerialQueue {
  run<T>(task: () => Promise<T>): Promise<T>
}

/** Creates a {@link SerialQueue}: a failing task does not stop the ones after it. */
export function createSerialQueue(): SerialQueue {
  let tail: Promise<unknown> = Promise.resolve()
  return {
    run<T>(task: () => Promise<T>): Promise<T> {
      const result = tail.then(task)
      tail = result.catch(() => undefined)
      return result
    },
  }
}
