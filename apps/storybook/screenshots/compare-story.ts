import { afterEach, expect } from 'vitest'
import { page } from 'vitest/browser'
import { inFlight, whenAnswered } from '../fixtures/in-flight'
import { getServerScenario } from '../fixtures/scenario'

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

/** Longest wait for a story to come to rest; a story still moving then is shot as it is. */
const SETTLE_MS = 5000

/** What a story tells its screenshot (`parameters.screenshot`). */
export interface ScreenshotParameters {
  /** The story shows a loading state (a skeleton): its `aria-busy` is not waited out. */
  loading?: boolean
}

/**
 * The story at rest: its searches answered and rendered, and nothing still loading
 * (`aria-busy`): a part loaded on demand (`next/dynamic`, such as the trending rail when
 * nothing is found) fetches its code before it searches, a gap in which no search is in
 * flight yet. Loading states by design (`screenshot.loading`, the `loading` scenario) are not
 * waited for.
 */
async function settled(parameters: Record<string, unknown>) {
  const end = Date.now() + SETTLE_MS
  const screenshot = (parameters.screenshot ?? {}) as ScreenshotParameters
  const loadingStory = screenshot.loading === true || getServerScenario() === 'loading'
  for (;;) {
    await whenAnswered()
    await nextFrame()
    const busy = !loadingStory && document.querySelector('[aria-busy="true"]') !== null
    if ((!busy && inFlight() === 0) || Date.now() > end) break
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  // Text in its own font before the story's height is measured: a fallback font sets it
  // taller, and the frame, once grown to that height, does not shrink back.
  await document.fonts.ready
  await nextFrame()
}

/** Every picture in the viewport shown, lazy ones too (those below it never load in a still page). */
async function picturesShown() {
  const inView = (image: HTMLImageElement) => {
    const box = image.getBoundingClientRect()
    return (
      box.width > 0 &&
      box.bottom > 0 &&
      box.top < window.innerHeight &&
      box.right > 0 &&
      box.left < window.innerWidth
    )
  }
  const pictures = [...document.images].filter((image) => image.loading !== 'lazy' || inView(image))
  await Promise.race([
    Promise.all(pictures.map((image) => image.decode().catch(() => null))),
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
afterEach(async (context) => {
  const { task } = context
  if (task.result?.state === 'fail') return
  // Storybook's test runner puts the composed story on the context.
  const { story } = context as typeof context & { story?: { parameters: Record<string, unknown> } }
  await settled(story?.parameters ?? {})
  stillFrames()
  // The test frame is as tall as the viewport; grow it to the story so nothing is clipped
  // (then the pictures it brings into view are waited for too).
  const { innerWidth, innerHeight } = window
  const height = Math.min(MAX_HEIGHT, document.documentElement.scrollHeight)
  if (height > innerHeight) await page.viewport(innerWidth, height)
  try {
    await picturesShown()
    const name = task.name.replace(/[^A-Za-z0-9]+/g, '-')
    await expect(page.elementLocator(document.body)).toMatchScreenshot(name)
  } finally {
    if (height > innerHeight) await page.viewport(innerWidth, innerHeight)
  }
})
