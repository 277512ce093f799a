/**
 * A rejected insights request. `status` is the HTTP status to answer with (422 for an invalid
 * event, as Algolia does); the message names the event index and field when there is one.
 */
export class InsightsError extends Error {
  /** HTTP status of the answer. */
  readonly status: number

  constructor(status: number, message: string) {
    super(message)
    this.name = 'InsightsError'
    this.status = status
  }
}
