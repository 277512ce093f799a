import type { CliIO } from '../../src/cli/cli-io'

/** A CLI IO capturing output, with a stop signal the test triggers. */
export interface CapturedIO extends CliIO {
  stdout: string[]
  stderr: string[]
  /** Simulates SIGTERM. */
  stop(): void
  /** Resolves with the first stdout chunk matching `pattern`. */
  waitForOutput(pattern: RegExp): Promise<string>
}

/** Creates a captured IO; `env` replaces the process environment (defaults to empty). */
export function captureIO(options: { env?: NodeJS.ProcessEnv; cwd?: string } = {}): CapturedIO {
  const stdout: string[] = []
  const stderr: string[] = []
  const watchers: Array<{ pattern: RegExp; resolve: (text: string) => void }> = []
  let stop: (signal: string) => void = () => undefined
  const stopped = new Promise<string>((resolve) => {
    stop = resolve
  })
  return {
    stdout,
    stderr,
    env: options.env ?? {},
    cwd: options.cwd ?? process.cwd(),
    out(text) {
      stdout.push(text)
      for (const watcher of watchers.splice(0)) {
        if (watcher.pattern.test(text)) watcher.resolve(text)
        else watchers.push(watcher)
      }
    },
    err(text) {
      stderr.push(text)
    },
    waitForStop: () => stopped,
    stop: () => stop('SIGTERM'),
    waitForOutput(pattern) {
      const seen = stdout.find((text) => pattern.test(text))
      if (seen !== undefined) return Promise.resolve(seen)
      return new Promise((resolve) => watchers.push({ pattern, resolve }))
    },
  }
}
