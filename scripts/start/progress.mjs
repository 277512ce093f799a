// The build step's progress lines: which task runs, its phases, and a heartbeat so that the
// shopper-to-be never waits more than `heartbeatMs` without a sign of life.

/** `75_300` → `1 min 15 s`; under a minute, `42 s`. */
export function formatDuration(ms) {
  const seconds = Math.round(ms / 1000)
  if (seconds < 60) return `${seconds} s`
  return `${Math.floor(seconds / 60)} min ${seconds % 60} s`
}

/**
 * Reports events of {@link parseTurboLine} through `log`. `tick()` (called every second by the
 * timer it starts, or by a test) prints a heartbeat when nothing was printed for `heartbeatMs`.
 */
export function createProgress({ log, heartbeatMs, now, timer = true }) {
  const started = now()
  let lastPrinted = started
  let latest = ''
  // A task replayed from the cache replays its old output too: not news.
  const cached = new Set()
  const print = (message) => {
    lastPrinted = now()
    log(message)
  }

  function onEvent(event) {
    if (event.type === 'start') {
      latest = `${event.pkg} is building`
      print(`  building ${event.pkg}…`)
    } else if (event.type === 'cached') {
      cached.add(event.pkg)
      print(`  ${event.pkg}: up to date (from the build cache)`)
    } else if (event.type === 'output' && event.text && !cached.has(event.pkg)) {
      latest = `${event.pkg}: ${event.text}`
      if (event.milestone) print(`  ${latest}`)
    }
  }

  function tick() {
    const at = now()
    if (at - lastPrinted < heartbeatMs) return
    const detail = latest ? ` (latest: ${latest.slice(0, 100)})` : ''
    print(`  … still building, ${formatDuration(at - started)} so far${detail}`)
  }

  const interval = timer ? setInterval(tick, 1000) : undefined
  return {
    onEvent,
    tick,
    stop: () => clearInterval(interval),
  }
}
