/** A rejected recommendations request; `status` is the HTTP status to answer with. */
export class RecommendError extends Error {
  /** HTTP status of the answer (400 bad request, 404 unknown index). */
  readonly status: number

  constructor(status: number, message: string) {
    super(message)
    this.name = 'RecommendError'
    this.status = status
  }
}
