import { vi } from 'vitest'

/** An IntersectionObserver the test drives by hand; every instance is kept for inspection. */
export class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = []
  readonly targets = new Set<Element>()
  disconnected = false

  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeIntersectionObserver.instances.push(this)
  }

  observe(target: Element) {
    this.disconnected = false
    this.targets.add(target)
  }

  unobserve(target: Element) {
    this.targets.delete(target)
  }

  disconnect() {
    this.targets.clear()
    this.disconnected = true
  }

  takeRecords(): IntersectionObserverEntry[] {
    return []
  }

  /** Reports each observed target with the ratio given for it (0 for the others). */
  report(ratios: Map<Element, number>) {
    const entries = [...this.targets].map((target) => {
      const ratio = ratios.get(target) ?? 0
      return { target, intersectionRatio: ratio, isIntersecting: ratio > 0 }
    })
    this.callback(entries as unknown as IntersectionObserverEntry[], this as never)
  }

  /** Reports `shown` fully visible and every other observed target hidden. */
  show(...shown: Element[]) {
    this.report(new Map(shown.map((element) => [element, 1])))
  }
}

/** Replaces the global IntersectionObserver with the fake until `vi.unstubAllGlobals()`. */
export function installFakeIntersectionObserver(): typeof FakeIntersectionObserver {
  FakeIntersectionObserver.instances = []
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver)
  return FakeIntersectionObserver
}

/** The observers that are still connected. */
export const liveObservers = (): FakeIntersectionObserver[] =>
  FakeIntersectionObserver.instances.filter((observer) => !observer.disconnected)
