import type { Palette } from './palette'

/** Draws one product in a 200 × 200 box, standing on the line y = 170. */
export type Drawing = (p: Palette, variant: number) => string

/** A drawing and the point its detail view zooms into. */
export interface Art {
  draw: Drawing
  /** Centre of the detail view. */
  focus: [number, number]
  /** Backdrop of the "in use" view. */
  scene: Scene
}

/** Backdrops of the "in use" view. */
export type Scene = 'outdoor' | 'room' | 'desk' | 'kitchen' | 'studio' | 'nursery'

/** Shorthand for a filled, outlined path. */
export function path(d: string, fill: string, line: string, width = 2): string {
  return `<path d="${d}" fill="${fill}" stroke="${line}" stroke-width="${width}" stroke-linejoin="round"/>`
}

/** Shorthand for an unfilled stroke. */
export function stroke(d: string, line: string, width = 2, dash = ''): string {
  const dashes = dash ? ` stroke-dasharray="${dash}"` : ''
  return `<path d="${d}" fill="none" stroke="${line}" stroke-width="${width}" stroke-linecap="round"${dashes}/>`
}
