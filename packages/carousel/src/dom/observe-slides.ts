/**
 * Reports which children of `track` show at least `threshold` of their area in the browser
 * viewport (clipped by the carousel's overflow), whenever that changes, until `signal` aborts.
 * Slides added later are observed as they appear, whoever renders them and whenever.
 */
export function observeSlides(
  track: HTMLElement | null,
  threshold: number,
  signal: AbortSignal,
  onChange: (visible: number[]) => void,
): void {
  if (!track || typeof IntersectionObserver !== 'function') return
  const shown = new Set<Element>()
  const observer = new IntersectionObserver(
    (entries) => {
      for (const { target, isIntersecting, intersectionRatio } of entries) {
        // Sub-pixel layout can report a slide shown exactly at the threshold as just below it.
        if (isIntersecting && intersectionRatio + 0.01 >= threshold) shown.add(target)
        else shown.delete(target)
      }
      onChange([...track.children].flatMap((slide, index) => (shown.has(slide) ? [index] : [])))
    },
    { threshold },
  )
  const observeAll = () => {
    for (const slide of track.children) observer.observe(slide)
  }
  const additions = new MutationObserver(observeAll)
  additions.observe(track, { childList: true })
  signal.addEventListener('abort', () => {
    observer.disconnect()
    additions.disconnect()
  })
  observeAll()
}
