import type { QrMatrix } from './types'

/**
 * Draws the dark modules of `matrix` as SVG path data in module units, one rectangle per
 * horizontal run, shifted by `margin` modules of quiet zone.
 */
export function toQrPath({ size, isDark }: QrMatrix, margin = 0): string {
  let d = ''
  for (let row = 0; row < size; row++) {
    for (let col = 0; col < size; col++) {
      if (!isDark(row, col)) continue
      const start = col
      while (col + 1 < size && isDark(row, col + 1)) col++
      const width = col - start + 1
      d += `M${start + margin} ${row + margin}h${width}v1h-${width}z`
    }
  }
  return d
}
