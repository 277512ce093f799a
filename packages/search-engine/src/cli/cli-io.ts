/** What a command may touch: output streams, environment, working directory, stop signal. */
export interface CliIO {
  out(text: string): void
  err(text: string): void
  env: NodeJS.ProcessEnv
  cwd: string
  /** Resolves when the process is asked to stop (SIGINT / SIGTERM for the real CLI). */
  waitForStop(): Promise<string>
}

/** One `vitrine-search` command. */
export interface Command {
  name: string
  summary: string
  help: string
  run(argv: string[], io: CliIO): Promise<number>
}

/** Exit code for a usage error (unknown flag, missing argument). */
export const USAGE_ERROR = 2

/** The real process's IO. */
export function processIO(): CliIO {
  return {
    out: (text) => process.stdout.write(text.endsWith('\n') ? text : `${text}\n`),
    err: (text) => process.stderr.write(text.endsWith('\n') ? text : `${text}\n`),
    env: process.env,
    // Package-manager scripts run from the workspace root; relative paths are the caller's.
    cwd: process.env.INIT_CWD ?? process.cwd(),
    waitForStop: () =>
      new Promise((resolve) => {
        const stop = (signal: string) => {
          process.off('SIGINT', stop)
          process.off('SIGTERM', stop)
          // A second signal while shutting down forces the exit.
          const force = () => process.exit(130)
          process.once('SIGINT', force)
          process.once('SIGTERM', force)
          resolve(signal)
        }
        process.once('SIGINT', stop)
        process.once('SIGTERM', stop)
      }),
  }
}
