import { afterEach, describe, expect, it, vi } from 'vitest'
import { createQrDataUrl } from './create-qr-data-url'

/** A stand-in 2D canvas that records what is drawn (happy-dom has no canvas). */
function fakeCanvas() {
  const calls: unknown[][] = []
  const context = {
    fillStyle: '',
    scale: (...args: number[]) => calls.push(['scale', ...args]),
    fillRect: (...args: number[]) => calls.push(['fillRect', context.fillStyle, ...args]),
    fill: (path: { d: string }) => calls.push(['fill', context.fillStyle, path.d]),
  }
  const canvas = {
    width: 0,
    height: 0,
    getContext: (type: string) => (type === '2d' ? context : null),
    toDataURL: () => `data:image/png;base64,${canvas.width}x${canvas.height}`,
  }
  const create = document.createElement.bind(document)
  vi.spyOn(document, 'createElement').mockImplementation((tag: string) =>
    tag === 'canvas' ? (canvas as unknown as HTMLCanvasElement) : create(tag),
  )
  vi.stubGlobal(
    'Path2D',
    class {
      constructor(readonly d: string) {}
    },
  )
  return { canvas, calls }
}

afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

describe('createQrDataUrl', () => {
  const qr = { d: 'M0 0h7v1h-7z', size: 25 }

  it('paints the background, then the path, black on white at 256 px by default', () => {
    const { canvas, calls } = fakeCanvas()
    expect(createQrDataUrl(qr)).toBe('data:image/png;base64,275x275')
    // 256 px over 25 modules rounds up to 11 px per module: 275 px, every module the same size.
    expect(canvas.width).toBe(275)
    expect(calls).toEqual([
      ['scale', 11, 11],
      ['fillRect', '#FFFFFF', 0, 0, 25, 25],
      ['fill', '#000000', 'M0 0h7v1h-7z'],
    ])
  })

  it('takes size and any CSS colours', () => {
    const { canvas, calls } = fakeCanvas()
    createQrDataUrl(qr, { size: 500, bgColor: 'ivory', fgColor: 'rgb(0 0 128)' })
    expect(canvas.width).toBe(500)
    expect(calls).toEqual([
      ['scale', 20, 20],
      ['fillRect', 'ivory', 0, 0, 25, 25],
      ['fill', 'rgb(0 0 128)', 'M0 0h7v1h-7z'],
    ])
  })

  it('uses at least one pixel per module', () => {
    const { canvas } = fakeCanvas()
    createQrDataUrl(qr, { size: 3 })
    expect(canvas.width).toBe(25)
  })

  it.each([0, -1, Number.NaN])('refuses the size %s', (size) => {
    fakeCanvas()
    expect(() => createQrDataUrl(qr, { size })).toThrow(
      expect.objectContaining({ code: 'INVALID_SIZE' }),
    )
  })
})
