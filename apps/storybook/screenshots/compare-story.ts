import { afterEach, expect } from 'vitest'
import { page } from 'vitest/browser'
import { whenAnswered } from '../fixtures/in-flight'

/** Taller stories are cut here: a screenshot that long reviews nothing more. */
const MAX_HEIGHT = 3000

/** Skeleton shimmer, spinners and caret blink stand still, so two shots of a story are equal. */
function stillFrames() {
  if (document.getElementById('still-frames')) return
  const style = document.createElement('style')
  style.id = 'still-frames'
  style.textContent =
    '*,*::before,*::after{animation:none!important;transition:none!important;caret-color:transparent!important}'
  document.head.append(style)
}

/** The story at rest: its searches answered and rendered, its pictures and fonts loaded. */
async function settled() {
  await whenAnswered()
  await nextFrame()
  await whenAnswered()
  // Lazy pictures below the fold never load in a still page: only the others are awaited.
  const loading = [...document.images].filter(
    (image) => !image.complete && image.loading !== 'lazy',
  )
  await Promise.race([
    Promise.all(loading.map((image) => image.decode().catch(() => null))),
    new Promise((resolve) => setTimeout(resolve, 3000)),
  ])
  await document.fonts.ready
  await nextFrame()
}

function nextFrame() {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))
}

/**
 * After each story's play function and checks, compare the rendered page with its committed
 * baseline in screenshots/baseline (see apps/storybook/README.md to update them).
 */
afterEach(async ({ task }) => {
  if (task.result?.state === 'fail') return
  await settled()
  stillFrames()
  // The test frame is as tall as the viewport; grow it to the story so nothing is clipped.
  const { innerWidth, innerHeight } = window
  const height = Math.min(MAX_HEIGHT, document.documentElement.scrollHeight)
  if (height > innerHeight) await page.viewport(innerWidth, height)
  try {
    const name = task.name.replace(/[^A-Za-z0-9]+/g, '-')
    await expect(page.elementLocator(document.body)).toMatchScreenshot(name)
  } finally {
    if (height > innerHeight) await page.viewport(innerWidth, innerHeight)
  }
})
