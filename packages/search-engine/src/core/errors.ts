/**
 * Error thrown by the engine for every deterministic failure. `status` is the HTTP status the
 * server should answer with (400 bad input, 404 unknown index or record, ...); the message is in
 * plain words and safe to show to API callers.
 */
export class EngineError extends Error {
  /** HTTP status matching Algolia's (400, 404, ...). */
  readonly status: number

  constructor(status: number, message: string) {
    super(message)
    this.name = 'EngineError'
    this.status = status
  }
}

/** Throws a 404 naming the missing index, with Algolia's wording. */
export function indexNotFound(name: string): EngineError {
  return new EngineError(404, `Index ${name} does not exist`)
}

/** Throws a 400 with the given message. */
export function badRequest(message: string): EngineError {
  return new EngineError(400, message)
}
