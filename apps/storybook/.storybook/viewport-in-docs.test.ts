import { createElement, type ReactElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { onViewport } from './viewports'
import { storyViewport, withViewportInDocs } from './viewport-in-docs'

function render(viewMode: string, storyGlobals: Record<string, unknown>, dir = 'ltr') {
  const context = {
    id: 'storefront-layout-categorynav--phone',
    name: 'Phone',
    viewMode,
    storyGlobals,
    globals: { ...storyGlobals, dir },
  }
  const Story = () => createElement('p', null, 'the story')
  const decorate = withViewportInDocs as unknown as (s: typeof Story, c: object) => ReactElement
  return renderToStaticMarkup(decorate(Story, context))
}

describe('viewport stories on docs pages', () => {
  it('shows a phone story in a frame of the phone’s size, loading the story on its own', () => {
    const html = render('docs', onViewport('mobile'))
    expect(html).toContain('width:375px;height:740px')
    expect(html).toContain(
      'src="iframe.html?id=storefront-layout-categorynav--phone&amp;viewMode=story"',
    )
    expect(html).not.toContain('the story')
  })

  it('keeps the toolbar’s right-to-left in the frame', () => {
    expect(render('docs', onViewport('tablet'), 'rtl')).toContain('&amp;globals=dir%3Artl')
  })

  it('renders stories directly on the canvas and without a viewport', () => {
    expect(render('story', onViewport('mobile'))).toBe('<p>the story</p>')
    expect(render('docs', {})).toBe('<p>the story</p>')
    // A desktop frame would not fit the docs column.
    expect(render('docs', onViewport('desktop'))).toBe('<p>the story</p>')
  })

  it('reads a rotated viewport the other way round, and ignores unknown ones', () => {
    expect(storyViewport({ viewport: { value: 'mobile', isRotated: true } })).toMatchObject({
      width: '740px',
      height: '375px',
    })
    expect(storyViewport({ viewport: { value: 'watch' } })).toBeUndefined()
  })
})
