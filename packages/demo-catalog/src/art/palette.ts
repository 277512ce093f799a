/** Colours one illustration is drawn with, derived from the product's colour. */
export interface Palette {
  main: string
  dark: string
  light: string
  /** Outlines. */
  line: string
  /** Stitching, soles, buttons: contrasts with `main`. */
  trim: string
  metal: string
  glass: string
}

function channels(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16)
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255]
}

function toHex([r, g, b]: number[]): string {
  return `#${[r, g, b].map((c) => Math.round(c!).toString(16).padStart(2, '0')).join('')}`
}

/** Mixes `hex` towards white (`amount` > 0) or black (`amount` < 0). */
export function shade(hex: string, amount: number): string {
  const target = amount > 0 ? 255 : 0
  return toHex(channels(hex).map((c) => c + (target - c) * Math.abs(amount)))
}

/** Relative luminance, 0 (black) to 1 (white). */
export function luminance(hex: string): number {
  const [r, g, b] = channels(hex)
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255
}

/** The palette of an illustration in `hex`. */
export function paletteOf(hex: string): Palette {
  const bright = luminance(hex) > 0.6
  return {
    main: hex,
    dark: shade(hex, bright ? -0.25 : -0.35),
    light: shade(hex, 0.3),
    line: bright ? shade(hex, -0.55) : shade(hex, -0.5),
    trim: bright ? '#3a3b40' : '#f2efe8',
    metal: '#b9bec6',
    glass: '#dbe8f2',
  }
}
