import type { Preview } from '@storybook/nextjs-vite'
import { CART_STORAGE_KEY } from '@/components/cart/cart-store'
import { RECENT_SEARCHES_KEY } from '@/lib/search/recent-searches'
import { ClientConfigProvider } from '@/components/providers/client-config-provider'
import { inter } from '@/app/fonts'
import '@/app/globals.css'
import { sentEvents } from '../fixtures/insights'
import { fixtureConfig, setServerScenario, type Scenario } from '../fixtures/scenario'
import { RETURNING_SHOPPER } from '../fixtures/session'
import { withInvalidArgsMessage } from './invalid-args'
import { componentDescription, readablePropDocs } from './jsdoc'
import { viewports } from './viewports'
import { withViewportInDocs } from './viewport-in-docs'
import './preview.css'

/** What a story can ask of the fixture shop (see apps/storybook/README.md). */
export interface ShopParameters {
  /** How the search provider answers. @default 'ok' */
  scenario?: Scenario
  /** Lines in the cart's storage when the story opens. @default [] */
  cart?: readonly object[]
  /** Recent searches in storage when the story opens. @default [] */
  recentSearches?: readonly string[]
}

const preview: Preview = {
  tags: ['autodocs'],
  argTypesEnhancers: [readablePropDocs],
  parameters: {
    controls: { matchers: { color: /(background|color)$/i }, sort: 'requiredFirst' },
    a11y: { test: 'error' },
    layout: 'padded',
    nextjs: { appDirectory: true },
    viewport: { options: viewports },
    docs: { codePanel: true, extractComponentDescription: componentDescription },
  },
  globalTypes: {
    dir: {
      description: 'Text direction',
      toolbar: {
        title: 'Direction',
        icon: 'transfer',
        items: [
          { value: 'ltr', title: 'Left to right' },
          { value: 'rtl', title: 'Right to left' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { dir: 'ltr' },
  // Every story opens on the same storage: an empty (or the story's) cart, no stray events.
  beforeEach({ parameters }) {
    const shop = (parameters.shop ?? {}) as ShopParameters
    localStorage.clear()
    sessionStorage.clear()
    if (shop.cart) localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(shop.cart))
    if (shop.recentSearches)
      localStorage.setItem(RECENT_SEARCHES_KEY, JSON.stringify(shop.recentSearches))
    sentEvents.length = 0
    setServerScenario(shop.scenario ?? 'ok')
  },
  decorators: [
    withInvalidArgsMessage,
    (Story, { parameters, globals }) => {
      const shop = (parameters.shop ?? {}) as ShopParameters
      const dir = globals.dir === 'rtl' ? 'rtl' : 'ltr'
      document.documentElement.classList.add(inter.variable)
      return (
        <ClientConfigProvider config={fixtureConfig(shop.scenario, RETURNING_SHOPPER)}>
          {dir === 'rtl' ? (
            <div dir="rtl">
              <Story />
            </div>
          ) : (
            <Story />
          )}
        </ClientConfigProvider>
      )
    },
    withViewportInDocs,
  ],
}
export default preview
