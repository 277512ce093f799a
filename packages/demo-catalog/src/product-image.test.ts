// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { escapeXml, renderProductSvg } from './product-image'

describe('renderProductSvg', () => {
  it('is deterministic per objectID and view', () => {
    expect(renderProductSvg('p00042')).toBe(renderProductSvg('p00042'))
    expect(renderProductSvg('p00042')).not.toBe(renderProductSvg('p00043'))
    expect(renderProductSvg('p00042', 2)).not.toBe(renderProductSvg('p00042', 1))
  })

  it('parses as SVG with the objectID as text', () => {
    const doc = new DOMParser().parseFromString(renderProductSvg('p00042', 3), 'image/svg+xml')
    expect(doc.documentElement.tagName).toBe('svg')
    expect(doc.querySelector('text')?.textContent).toBe('p00042 · Detail')
  })

  it('renders markup in the id as text', () => {
    const svg = renderProductSvg('<script>alert(1)</script>')
    expect(svg).not.toContain('<script>')
    const doc = new DOMParser().parseFromString(svg, 'image/svg+xml')
    expect(doc.querySelector('script')).toBeNull()
    expect(doc.querySelector('text')?.textContent).toContain('<script>alert(1)</script>')
  })

  it('escapes every XML-special character', () => {
    expect(escapeXml(`<a href="x">'&'</a>`)).toBe(
      '&#60;a href=&#34;x&#34;&#62;&#39;&#38;&#39;&#60;/a&#62;',
    )
  })
})
