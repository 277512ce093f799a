/** A write's task: its ID and the time it was applied (RFC 3339). */
export interface Task {
  taskID: number
  at: string
}

/**
 * Issues increasing task IDs. The server hands a task ID out only once its write is applied and
 * durable, so every issued task is published.
 */
export interface TaskClock {
  /** A new task for a write applied now. */
  next(): Task
  /** Whether a task with this ID was issued (by this process or an earlier one). */
  isKnown(taskID: number): boolean
}

/**
 * Creates a task clock. IDs start from the current time in milliseconds, so they keep increasing
 * across restarts and a client waiting on a task issued before a restart still sees it published.
 */
export function createTaskClock(now: () => number = Date.now): TaskClock {
  let last = now()
  return {
    next() {
      last = Math.max(last + 1, now())
      return { taskID: last, at: new Date().toISOString() }
    },
    isKnown(taskID) {
      return Number.isSafeInteger(taskID) && taskID >= 0 && taskID <= last
    },
  }
}
