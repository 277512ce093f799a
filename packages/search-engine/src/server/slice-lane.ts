import type { Slicer } from '../core/steps'

/** Longest a request holds the event loop before other requests may run. */
export const REQUEST_SLICE_MS = 4

interface Waiting {
  /** Slices the request has already run: the fewest go first. */
  used: number
  /** Arrival order, the tie-break. */
  seq: number
  resume: () => void
}

/**
 * Shares the event loop between requests. A request runs at once for its first slice; one that
 * needs more waits here, and the lane lets one waiting request run one slice per turn of the
 * event loop. Between two such slices Node reads the sockets and every new request runs its first
 * slice, so a cheap request waits for at most one slice however many costly requests are in
 * flight. Among waiting requests the one that has run the fewest slices goes first (least
 * attained service): a request needing three slices is not queued behind one needing three
 * hundred, and costly requests share what is left evenly, whoever sends them.
 */
export interface SliceLane {
  /** A slicer for one request, its slices `budgetMs` long (its first starts now). */
  slicer(): Slicer
  /** Requests waiting for a slice. */
  readonly waiting: number
}

/** Creates a lane whose requests run in slices of `budgetMs`. */
export function createSliceLane(budgetMs = REQUEST_SLICE_MS): SliceLane {
  const queue: Waiting[] = []
  let arrivals = 0
  let scheduled = false

  function schedule(): void {
    if (scheduled || queue.length === 0) return
    scheduled = true
    setImmediate(grant)
  }

  /** Resumes the waiting request with the fewest slices run (one per event-loop turn). */
  function grant(): void {
    scheduled = false
    let best = 0
    for (let i = 1; i < queue.length; i++) {
      const a = queue[i]!
      const b = queue[best]!
      if (a.used < b.used || (a.used === b.used && a.seq < b.seq)) best = i
    }
    const [next] = queue.splice(best, 1)
    schedule()
    next?.resume()
  }

  return {
    get waiting() {
      return queue.length
    },
    slicer() {
      let start = performance.now()
      let used = 0
      return {
        due: () => performance.now() - start >= budgetMs,
        async pause() {
          used++
          await new Promise<void>((resume) => {
            queue.push({ used, seq: arrivals++, resume })
            schedule()
          })
          start = performance.now()
        },
      }
    },
  }
}
