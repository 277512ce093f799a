// Reads turbo's streamed output (`<package>:<task>: <text>`) into progress events.

/** Lines of a task's own output worth showing as they come: the build's phases and failures. */
const MILESTONES = [
  /Creating an optimized production build/,
  /Compiled successfully/,
  /Running TypeScript/,
  /Skipping validation of types/,
  /Collecting page data/,
  /Generating static pages/,
  /Finalizing page optimization/,
  /Build success/,
  // Failures as next, tsc and tsup print them (not the app's own logs that mention an error).
  /^(⨯|✗|Error:|error TS|Failed|Build failed)/,
]

// Turbo colours its prefixes when it thinks it writes to a terminal.
// eslint-disable-next-line no-control-regex
const ANSI = /\u001b\[[0-9;]*m/g

/**
 * One line of turbo's output as an event: a task starting (`cache miss, executing`), replayed
 * from the cache (`cache hit`), or printing (`milestone` when the line is one of its phases).
 */
export function parseTurboLine(raw) {
  const line = raw.replace(ANSI, '').trimEnd()
  const match = line.match(/^(@?[\w./-]+):([\w:-]+): ?(.*)$/)
  if (!match) return { type: 'other', text: line.trim() }
  const [, pkg, task, text] = match
  if (/^cache miss, executing\b/.test(text)) return { type: 'start', pkg, task }
  if (/^cache hit\b/.test(text)) return { type: 'cached', pkg, task }
  const trimmed = text.trim()
  return {
    type: 'output',
    pkg,
    task,
    text: trimmed,
    milestone: MILESTONES.some((pattern) => pattern.test(trimmed)),
  }
}
