import { describe, expect, it } from 'vitest'
import { createProgress, formatDuration } from './progress.mjs'
import { parseTurboLine } from './turbo-lines.mjs'

describe('parseTurboLine', () => {
  it('reads task starts, cache hits and phases, with or without colours', () => {
    expect(
      parseTurboLine('\u001b[36m@vitrine/storefront:build: \u001b[0mcache miss, executing 1a2b'),
    ).toEqual({
      type: 'start',
      pkg: '@vitrine/storefront',
      task: 'build',
    })
    expect(parseTurboLine('@vitrine/carousel:build: cache hit, replaying logs 9f')).toMatchObject({
      type: 'cached',
      pkg: '@vitrine/carousel',
    })
    expect(parseTurboLine('@vitrine/storefront:build: ✓ Compiled successfully in 59s')).toEqual({
      type: 'output',
      pkg: '@vitrine/storefront',
      task: 'build',
      text: '✓ Compiled successfully in 59s',
      milestone: true,
    })
    expect(parseTurboLine('@vitrine/storefront:build: ├ ○ /icon.svg')).toMatchObject({
      milestone: false,
    })
    expect(
      parseTurboLine('@vitrine/storefront:build: [home] trending omitted: Error [RetryError]'),
    ).toMatchObject({ milestone: false })
    expect(parseTurboLine('@vitrine/storefront:build: Failed to compile.')).toMatchObject({
      milestone: true,
    })
    expect(parseTurboLine(' • Running build in 6 packages')).toEqual({
      type: 'other',
      text: '• Running build in 6 packages',
    })
  })
})

describe('createProgress', () => {
  it('prints task starts and phases, and a heartbeat after 10 s of silence', () => {
    let clock = 0
    const lines = []
    const progress = createProgress({
      log: (line) => lines.push(line),
      heartbeatMs: 10_000,
      now: () => clock,
      timer: false,
    })
    progress.onEvent(parseTurboLine('@vitrine/storefront:build: cache miss, executing 1'))
    progress.onEvent(parseTurboLine('@vitrine/storefront:build: ├ ○ /cart'))
    clock = 9_999
    progress.tick()
    expect(lines).toEqual(['  building @vitrine/storefront…'])
    clock = 10_000
    progress.tick()
    clock = 15_000
    progress.tick()
    progress.onEvent(parseTurboLine('@vitrine/storefront:build: ✓ Compiled successfully in 20s'))
    clock = 25_000
    progress.tick()
    expect(lines.slice(1)).toEqual([
      '  … still building, 10 s so far (latest: @vitrine/storefront: ├ ○ /cart)',
      '  @vitrine/storefront: ✓ Compiled successfully in 20s',
      '  … still building, 25 s so far (latest: @vitrine/storefront: ✓ Compiled successfully in 20s)',
    ])
  })

  it('keeps quiet about the replayed output of a cached task', () => {
    const lines = []
    const progress = createProgress({
      log: (l) => lines.push(l),
      heartbeatMs: 10_000,
      now: () => 0,
      timer: false,
    })
    progress.onEvent(parseTurboLine('@vitrine/carousel:build: cache hit, replaying logs 9f'))
    progress.onEvent(parseTurboLine('@vitrine/carousel:build: ESM ⚡️ Build success in 67ms'))
    expect(lines).toEqual(['  @vitrine/carousel: up to date (from the build cache)'])
  })

  it('formats durations in seconds, then minutes and seconds', () => {
    expect(formatDuration(42_400)).toBe('42 s')
    expect(formatDuration(75_300)).toBe('1 min 15 s')
  })
})
