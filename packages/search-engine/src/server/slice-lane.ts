import type { Slicer } from '../core/steps'

/** Longest a request holds the event loop before other requests may run. */
export const REQUEST_SLICE_MS = 4

/**
 * Costly requests (past their first slice) progressing at once; later ones wait for one of them
 * to end before running their second slice. Interleaving costly requests must not multiply the
 * memory they hold: each may build a response of several megabytes.
 */
export const MAX_COSTLY_AT_ONCE = 4

interface Waiting {
  /** Slices the request has already run: the fewest go first. */
  used: number
  /** Arrival order, the tie-break. */
  seq: number
  resume: () => void
}

/** One request's slicer; {@link RequestSlicer.end} must be called when the request is over. */
export interface RequestSlicer extends Slicer {
  end(): void
}

/**
 * Shares the event loop between requests. A request runs at once for its first slice; one that
 * needs more waits here, and the lane lets one waiting request run one slice per turn of the
 * event loop. Between two such slices Node reads the sockets and every new request runs its first
 * slice, so a cheap request waits for at most one slice however many costly requests are in
 * flight. Among waiting requests the one that has run the fewest slices goes first (least
 * attained service): a request needing three slices is not queued behind one needing three
 * hundred, and costly requests share what is left evenly, whoever sends them. At most
 * {@link MAX_COSTLY_AT_ONCE} costly requests progress at once; the others wait their turn, oldest
 * first.
 */
export interface SliceLane {
  /** A slicer for one request, its slices `budgetMs` long (its first starts now). */
  slicer(): RequestSlicer
  /** Requests waiting for a slice or for their turn to progress. */
  readonly waiting: number
}

/** Creates a lane whose requests run in slices of `budgetMs`. */
export function createSliceLane(
  budgetMs = REQUEST_SLICE_MS,
  maxCostly = MAX_COSTLY_AT_ONCE,
): SliceLane {
  const queue: Waiting[] = []
  const held: Waiting[] = []
  let costly = 0
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
      return queue.length + held.length
    },
    slicer() {
      let start = performance.now()
      let used = 0
      let ended = false
      return {
        due: () => performance.now() - start >= budgetMs,
        async pause() {
          used++
          await new Promise<void>((resume) => {
            const waiting = { used, seq: arrivals++, resume }
            if (used > 1) {
              queue.push(waiting)
              schedule()
            } else if (costly < maxCostly) {
              costly++
              queue.push(waiting)
              schedule()
            } else {
              held.push(waiting)
            }
          })
          start = performance.now()
        },
        end() {
          if (ended || used === 0) return
          ended = true
          const next = held.shift()
          if (next === undefined) {
            costly--
            return
          }
          // The ended request's place goes to the oldest held one.
          queue.push(next)
          schedule()
        },
      }
    },
  }
}
