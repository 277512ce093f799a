/**
 * Error answered to the caller as Algolia's `{ message, status }` body. Throw it anywhere in a
 * route handler for a deterministic failure; anything else thrown becomes a 500.
 */
export class HttpError extends Error {
  /** HTTP status of the answer. */
  readonly status: number

  constructor(status: number, message: string) {
    super(message)
    this.name = 'HttpError'
    this.status = status
  }
}

/** Messages shared by several routes, with Algolia's wording where it has one. */
export const ERROR_MESSAGES = {
  INVALID_CREDENTIALS: 'Invalid Application-ID or API key',
  ACL_DENIED: 'Method not allowed with this API key',
  ORIGIN_DENIED: 'This origin may not call this route (see VITRINE_CORS_ORIGIN)',
  NOT_FOUND: 'Not found',
  METHOD_NOT_ALLOWED: 'Method not allowed',
  OBJECT_NOT_FOUND: 'ObjectID does not exist',
  BODY_TOO_LARGE: 'Request body is too large',
  INVALID_JSON: 'Invalid JSON in request body',
  INTERNAL: 'Internal server error',
  DISK_FULL: "The server's disk is full: this write may not be stored. Retry it once there is room",
} as const

/** Whether `error` is a file system's "no space left" (or "quota exceeded"). */
export function isDiskFull(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | null)?.code
  return code === 'ENOSPC' || code === 'EDQUOT'
}

/** 400 with the given message. */
export function badRequest(message: string): HttpError {
  return new HttpError(400, message)
}

/** 404 naming the missing index, as Algolia words it. */
export function indexNotFound(indexName: string): HttpError {
  return new HttpError(404, `Index ${indexName} does not exist`)
}

/** The error body every failure is answered with. */
export function errorBody(status: number, message: string): { message: string; status: number } {
  return { message, status }
}
