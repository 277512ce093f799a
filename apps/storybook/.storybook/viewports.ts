/** The widths the shop's layout changes at (40rem and 64rem), and a phone. */
export const viewports = {
  mobile: {
    name: 'Phone (375 × 740)',
    styles: { width: '375px', height: '740px' },
    type: 'mobile',
  },
  tablet: {
    name: 'Tablet (768 × 1024)',
    styles: { width: '768px', height: '1024px' },
    type: 'tablet',
  },
  desktop: {
    name: 'Desktop (1280 × 800)',
    styles: { width: '1280px', height: '800px' },
    type: 'desktop',
  },
} as const

/** A story's viewport global: `globals: onViewport('mobile')`. */
export function onViewport(name: keyof typeof viewports) {
  return { viewport: { value: name, isRotated: false } }
}

/**
 * Parameters of a phone or tablet story whose meta shows its stories in frames of the docs
 * column's width (`docs.story.inline: false`, as listings do): inline again, so that the docs
 * page's viewport decorator shows it in a frame of its viewport's size, at its own address.
 */
export const VIEWPORT_FRAME_IN_DOCS = { docs: { story: { inline: true } } }
