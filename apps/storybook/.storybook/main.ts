import type { StorybookConfig } from '@storybook/nextjs-vite'
import path from 'node:path'
import { fixtureModules } from './fixture-modules'
import { nodeBuffer } from './node-buffer'
import { productImages } from './product-images'

const storefront = path.resolve(import.meta.dirname, '../../storefront')
const fixtures = path.resolve(import.meta.dirname, '../fixtures')
const engineSource = path.resolve(import.meta.dirname, '../../../packages/search-engine/src')

const config: StorybookConfig = {
  stories: ['../stories/**/*.mdx', '../stories/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  // Next.js framework support: next/link, next/navigation, next/form, next/dynamic and
  // next/font/local render as in the shop, so stories import the storefront's own components.
  framework: { name: '@storybook/nextjs-vite', options: {} },
  // The shop's static files (its placeholder picture).
  staticDirs: [path.join(storefront, 'public')],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  async viteFinal(viteConfig) {
    const { mergeConfig } = await import('vite')
    return mergeConfig(viteConfig, {
      // Stories import the packages by their public names; the source condition lets designers
      // see changes without rebuilding the packages.
      resolve: {
        conditions: ['@vitrine/source', 'module', 'browser', 'development|production'],
        alias: [
          { find: /^@\//, replacement: `${storefront}/` },
          { find: /^node:crypto$/, replacement: path.join(fixtures, 'node-crypto.ts') },
        ],
      },
      plugins: [
        fixtureModules(storefront, fixtures),
        nodeBuffer(engineSource, path.join(fixtures, 'buffer.ts')),
        productImages(storefront),
      ],
      // Pre-bundled up front: a dependency found mid-run makes Vite reload the page, and a
      // second optimiser pass can leave two copies of React in one story.
      optimizeDeps: {
        include: [
          'next/dynamic',
          'next/form',
          'next/link',
          'next/navigation',
          'react-instantsearch',
          // The listing page's server search, run in its story's loader.
          'instantsearch.js/es/connectors',
          'instantsearch.js/es/lib/InstantSearch',
          'instantsearch.js/es/lib/routers/history',
          'instantsearch.js/es/lib/server',
          // Hits escaped as InstantSearch hands them to widgets (HitCard's stories).
          'instantsearch.js/es/lib/utils',
        ],
      },
    })
  },
}
export default config
