import type { Decorator } from '@storybook/nextjs-vite'

/**
 * A filter at the width the listing's sidebar gives it (16rem, listing.module.css): on the
 * story's full canvas its counts sat 1,100 px away from their values.
 */
export const inSidebar: Decorator = (Story) => (
  <div style={{ maxWidth: '16rem' }}>
    <Story />
  </div>
)
