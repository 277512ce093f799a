import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { toQrPath } from './to-qr-path'
import type { QrMatrix } from './types'

function matrixOf(rows: boolean[][]): QrMatrix {
  return { size: rows.length, isDark: (row, col) => rows[row]![col]! }
}

/** Reads the rectangles back out of the path: the set of dark cells, as "x,y". */
function cellsOf(d: string): string[] {
  const cells: string[] = []
  for (const [, x, y, w, back] of d.matchAll(/M(\d+) (\d+)h(\d+)v1h-(\d+)z/g)) {
    expect(back).toBe(w)
    for (let i = 0; i < Number(w); i++) cells.push(`${Number(x) + i},${y}`)
  }
  return cells
}

describe('toQrPath', () => {
  it('draws one rectangle per horizontal run of dark modules', () => {
    const matrix = matrixOf([
      [true, true, false],
      [false, true, true],
      [true, false, true],
    ])
    expect(toQrPath(matrix)).toBe('M0 0h2v1h-2zM1 1h2v1h-2zM0 2h1v1h-1zM2 2h1v1h-1z')
  })

  it('shifts every rectangle by the quiet-zone margin', () => {
    expect(toQrPath(matrixOf([[true]]), 4)).toBe('M4 4h1v1h-1z')
  })

  it('draws nothing for an all-light matrix', () => {
    expect(
      toQrPath(
        matrixOf([
          [false, false],
          [false, false],
        ]),
      ),
    ).toBe('')
  })

  it('covers exactly the dark modules, without overlap, for any matrix and margin', () => {
    const square = fc.integer({ min: 1, max: 24 }).chain((n) =>
      fc.array(fc.array(fc.boolean(), { minLength: n, maxLength: n }), {
        minLength: n,
        maxLength: n,
      }),
    )
    fc.assert(
      fc.property(square, fc.nat(8), (rows, margin) => {
        const d = toQrPath(matrixOf(rows), margin)
        const expected = rows.flatMap((cells, y) =>
          cells.flatMap((dark, x) => (dark ? [`${x + margin},${y + margin}`] : [])),
        )
        expect(cellsOf(d)).toEqual(expected)
        // Only whole runs: no rectangle ends where the next one starts on the same row.
        const runs = rows.reduce(
          (sum, cells) => sum + cells.filter((dark, x) => dark && !cells[x - 1]).length,
          0,
        )
        expect(d.split('M').length - 1).toBe(runs)
      }),
    )
  })
})
