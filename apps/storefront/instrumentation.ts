/** Runs once when the server starts (Next's instrumentation hook), before any request. */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { guardEveryServer } = await import('./lib/server/before-next')
    const { refuseTrace } = await import('./lib/server/refuse-trace')
    const { redirectRepeatedSlashes } = await import('./lib/server/repeated-slashes')
    const { ignorePreconditions } = await import('./lib/server/ignore-preconditions')
    const { answerOutagesOnEveryServer } = await import('./lib/server/outage-status')
    guardEveryServer([refuseTrace, redirectRepeatedSlashes, ignorePreconditions])
    answerOutagesOnEveryServer()
  }
}
