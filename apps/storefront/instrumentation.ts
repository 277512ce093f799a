/** Runs once when the server starts (Next's instrumentation hook), before any request. */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { refuseTraceOnEveryServer } = await import('./lib/server/refuse-trace')
    const { ignorePreconditionsOnEveryServer } = await import('./lib/server/ignore-preconditions')
    refuseTraceOnEveryServer()
    ignorePreconditionsOnEveryServer()
  }
}
