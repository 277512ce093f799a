import type { Decorator } from '@storybook/nextjs-vite'
import { viewports } from './viewports'

interface ViewportGlobal {
  value?: string
  isRotated?: boolean
}

/**
 * The phone or tablet viewport a story sets in its own globals (`onViewport`), with its size;
 * else undefined. A desktop story keeps the docs column's width (a 1280px frame would not fit).
 */
export function storyViewport(storyGlobals: Record<string, unknown> | undefined) {
  const global = storyGlobals?.viewport as ViewportGlobal | undefined
  if (!global?.value || !Object.hasOwn(viewports, global.value)) return undefined
  const { name, styles, type } = viewports[global.value as keyof typeof viewports]
  if (type === 'desktop') return undefined
  return global.isRotated
    ? { name, width: styles.height, height: styles.width }
    : { name, width: styles.width, height: styles.height }
}

/**
 * On a docs page, a story made for a phone or a tablet is shown in a frame of that viewport's size, loading the story on its own: the viewport toolbar resizes only the
 * canvas, so inline it would render at the docs column's width, with the media queries and
 * `matchMedia` of that width (a phone story showed the desktop layout). The canvas, and the
 * test runner, render every story directly.
 */
export const withViewportInDocs: Decorator = (Story, context) => {
  const viewport = context.viewMode === 'docs' ? storyViewport(context.storyGlobals) : undefined
  if (!viewport) return <Story />
  const params = new URLSearchParams({ id: context.id, viewMode: 'story' })
  // The Direction chosen in the toolbar, unless the story sets its own.
  if (context.globals.dir === 'rtl' && !context.storyGlobals.dir) params.set('globals', 'dir:rtl')
  return (
    <div style={{ overflowX: 'auto' }}>
      <iframe
        title={`${context.name} (${viewport.name})`}
        // Docs pages are rendered by iframe.html too: the story's own page, beside this one.
        src={`iframe.html?${params}`}
        style={{ display: 'block', width: viewport.width, height: viewport.height, border: 0 }}
      />
    </div>
  )
}
