import { describe, expect, it } from 'vitest'
import { getQrPath } from './get-qr-path'
import { renderQrSvg } from './render-qr-svg'

function parse(svg: string): Document {
  return new DOMParser().parseFromString(svg, 'image/svg+xml')
}

describe('renderQrSvg', () => {
  it('draws a 256 px, black on white, crisp and scalable SVG by default', () => {
    const svg = renderQrSvg('https://vitrine.example/p/42')
    const { d, size } = getQrPath('https://vitrine.example/p/42')
    expect(svg).toBe(
      `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 ${size} ${size}" shape-rendering="crispEdges">` +
        `<rect width="${size}" height="${size}" fill="#FFFFFF"/><path d="${d}" fill="#000000"/></svg>`,
    )
  })

  it('is one background rect and one path', () => {
    const root = parse(renderQrSvg('hello', { margin: 2 })).documentElement
    expect(root.tagName).toBe('svg')
    expect([...root.children].map((child) => child.tagName)).toEqual(['rect', 'path'])
  })

  it('takes size, colours, level and margin', () => {
    const svg = renderQrSvg('hello', {
      size: 120,
      bgColor: 'rgb(255 250 240)',
      fgColor: 'var(--ink, navy)',
      level: 'H',
      margin: 4,
    })
    const { d, size } = getQrPath('hello', { level: 'H', margin: 4 })
    expect(svg).toContain('width="120" height="120"')
    expect(svg).toContain(`viewBox="0 0 ${size} ${size}"`)
    expect(svg).toContain('fill="rgb(255 250 240)"')
    expect(svg).toContain(`<path d="${d}" fill="var(--ink, navy)"/>`)
  })

  it('names the image with an escaped title', () => {
    const svg = renderQrSvg('hello', { title: 'Fish & <Chips> "now"' })
    expect(svg).toContain('role="img"><title>Fish &#38; &#60;Chips&#62; &#34;now&#34;</title>')
    expect(parse(svg).querySelector('title')?.textContent).toBe('Fish & <Chips> "now"')
  })

  it('escapes colours so they cannot break out of the attribute', () => {
    const svg = renderQrSvg('hello', { fgColor: 'red" onload="x' })
    expect(svg).toContain('fill="red&#34; onload=&#34;x"')
    expect(parse(svg).querySelector('path')?.getAttribute('onload')).toBeNull()
  })

  it.each([0, -8, Number.NaN, Infinity])('refuses the size %s', (size) => {
    expect(() => renderQrSvg('hello', { size })).toThrow(
      expect.objectContaining({
        code: 'INVALID_SIZE',
        message: `size ${size} must be a positive number`,
      }),
    )
  })

  it('refuses input that cannot be encoded', () => {
    expect(() => renderQrSvg('')).toThrow('value "" must be a non-empty string')
    expect(() => renderQrSvg('x'.repeat(1300), { level: 'H' })).toThrow(
      "value of 1300 UTF-8 bytes is over level H's limit of 1273 bytes",
    )
  })
})
