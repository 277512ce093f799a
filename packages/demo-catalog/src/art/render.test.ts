import { describe, expect, it } from 'vitest'
import { COLOR_HEX } from '../colors'
import { ART_KINDS } from './art-kind'
import { departmentItems, renderDepartmentSvg } from './department'
import { escapeXml, renderProductSvg, renderSceneSvg } from './render'

const views = [1, 2, 3, 4]

describe('renderProductSvg', () => {
  it.each(ART_KINDS)('draws a %s in its colour, four distinct views, with no text', (art) => {
    const pictures = views.map((view) =>
      renderProductSvg({ objectID: 'p00042', art, color: 'Teal', view }),
    )
    expect(new Set(pictures).size).toBe(4)
    for (const svg of pictures) {
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="600" height="600"/)
      expect(svg).toContain(COLOR_HEX.Teal)
      expect(svg).not.toMatch(/<text|p00042|undefined|NaN/)
      expect(svg.length).toBeLessThan(8000)
    }
  })

  it.each(views)('fills its slot in view %i: no frame drawn over the edges', (view) => {
    for (const art of ART_KINDS) {
      const svg = renderProductSvg({ objectID: 'p00042', art, color: 'Teal', view })
      const canvasSized = svg.match(/<rect width="200" height="200"[^>]*>/g) ?? []
      for (const rect of canvasSized) {
        expect(rect).not.toMatch(/stroke|fill="none"/)
      }
    }
  })

  it('is deterministic and changes with the colour', () => {
    const image = { objectID: 'p00001', art: 'tent', color: 'Orange', view: 1 } as const
    expect(renderProductSvg(image)).toBe(renderProductSvg(image))
    expect(renderProductSvg({ ...image, color: 'Navy' })).not.toBe(renderProductSvg(image))
  })

  it('labels the picture with escaped alt text only', () => {
    const svg = renderProductSvg(
      { objectID: 'x', art: 'mug', color: 'Red', view: 1 },
      '<script>"mug"</script>',
    )
    expect(svg).not.toContain('<script>')
    expect(svg).toContain('aria-label="&#60;script&#62;&#34;mug&#34;&#60;/script&#62;"')
  })
})

describe('renderSceneSvg', () => {
  it('draws wide pictures at the requested size', () => {
    const svg = renderSceneSvg({
      scene: 'outdoor',
      items: [
        { art: 'tent', color: 'Orange' },
        { art: 'backpack', color: 'Navy' },
      ],
      width: 960,
      height: 400,
    })
    expect(svg).toMatch(/width="960" height="400" viewBox="0 0 480 200"/)
    expect(svg).toContain(COLOR_HEX.Orange)
  })
})

describe('escapeXml', () => {
  it('escapes every XML-special character', () => {
    expect(escapeXml(`<a href="x">'&'</a>`)).toBe(
      '&#60;a href=&#34;x&#34;&#62;&#39;&#38;&#39;&#60;/a&#62;',
    )
  })
})

describe('renderDepartmentSvg', () => {
  it('draws three products of the department, and a bare backdrop for others', () => {
    expect(departmentItems('Sports').map((item) => item.art)).toEqual(['tent', 'yogaMat', 'ball'])
    const sports = renderDepartmentSvg('Sports')
    expect(sports.match(/<g transform/g)).toHaveLength(3)
    expect(renderDepartmentSvg('Garden').match(/<g transform/g)).toBeNull()
  })
})
