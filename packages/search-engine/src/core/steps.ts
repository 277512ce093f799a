import { ScratchOwner, setScratchOwner } from './snapshot'

/**
 * A computation written as a generator: each bare `yield` marks a point where it may pause. The
 * same steps run to the end at once ({@link finish}) or in time slices ({@link runSliced}), so a
 * sliced run answers exactly what a synchronous one does.
 */
export type Steps<T> = Generator<void, T, void>

/** Decides when a sliced run pauses and how (the server queues costly requests behind cheap ones). */
export interface Slicer {
  /** True once the current slice has used its budget. */
  due(): boolean
  /** Lets other work run, then starts a new slice. */
  pause(): Promise<void>
}

/** Runs steps to the end without pausing. */
export function finish<T>(steps: Steps<T>): T {
  for (;;) {
    const next = steps.next()
    if (next.done) return next.value
  }
}

/**
 * Runs steps, pausing whenever the slicer says a slice is spent. Scratch buffers shared by
 * synchronous searches become this run's own before it first pauses (see {@link ScratchOwner}):
 * whatever runs during a pause cannot overwrite them.
 */
export async function runSliced<T>(steps: Steps<T>, slicer: Slicer): Promise<T> {
  const owner = new ScratchOwner()
  for (;;) {
    const previous = setScratchOwner(owner)
    let next: IteratorResult<void, T>
    try {
      next = steps.next()
    } finally {
      setScratchOwner(previous)
    }
    if (next.done) return next.value
    if (slicer.due()) {
      owner.keepBorrowed()
      await slicer.pause()
    }
  }
}
