import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const storybook = path.resolve(import.meta.dirname, '..')
const components = path.resolve(storybook, '../storefront/components')
const stories = path.join(storybook, 'stories/storefront')

/**
 * Storefront component files that render nothing of their own, so a story would show an empty
 * frame (the issue asks for no developer smoke stories). Each says where its effect is seen.
 */
const NON_VISUAL: Record<string, string> = {
  // Follows a query rule's redirect with the router and renders nothing; the redirect target's
  // logic is unit-tested in lib/search/rule-content.test.ts.
  'search/rule-redirect.tsx': 'navigates, renders nothing',
  // Shares the chosen colour between the purchase form and the gallery: its effect is shown by
  // the ColorGallery stories (ChoosingAColour renders the two inside it).
  'product/selected-color.tsx': 'context provider',
  // Delays the hydration of the listing's server HTML and renders its children unchanged; in
  // Storybook (a client render) it renders them at once, as in the ListingPage stories.
  'hydration/hydrate-on-interaction.tsx': 'hydration boundary, renders its children',
  // Loads ListingPage's code after the page's and renders it unchanged inside that boundary;
  // the listing is shown by the ListingPage stories.
  'search/deferred-listing-page.tsx': 'code loading boundary, renders ListingPage',
  // Loads SearchAutocomplete's code after the page's and renders it unchanged; the field is
  // shown by the SearchAutocomplete stories and, through this wrapper, the SiteHeader stories.
  'autocomplete/deferred-search-autocomplete.tsx':
    'code loading boundary, renders SearchAutocomplete',
}

/** Component files: the `.tsx` modules under components/ (hooks and helpers are `.ts`). */
function componentFiles(): string[] {
  return readdirSync(components, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.tsx') && !/\.(test|spec)\.tsx$/.test(file))
    .map((file) => file.split(path.sep).join('/'))
    .sort()
}

/** `search/rule-banners.tsx` → `stories/storefront/search/rule-banners.stories.tsx`. */
function storyFileOf(component: string): string {
  return path.join(stories, component.replace(/\.tsx$/, '.stories.tsx'))
}

describe('every storefront component has stories', () => {
  const files = componentFiles()

  it('finds the storefront components', () => {
    expect(files).toEqual(expect.arrayContaining(['product/product-card.tsx']))
  })

  it('has a story file at stories/storefront/<area>/<component>.stories.tsx, unless non-visual', () => {
    const missing = files.filter((file) => !(file in NON_VISUAL) && !existsSync(storyFileOf(file)))
    // A new component: write its stories (README.md), or, if it renders nothing of its own, add
    // it to NON_VISUAL with where its effect is seen.
    expect(missing).toEqual([])
  })

  it('renders the shop’s own component in that file, not a copy', () => {
    const copies = files
      .filter((file) => existsSync(storyFileOf(file)))
      .filter((file) => {
        const source = readFileSync(storyFileOf(file), 'utf8')
        return !source.includes(`from '@/components/${file.replace(/\.tsx$/, '')}'`)
      })
    expect(copies).toEqual([])
  })

  it('lists as non-visual only components that exist and have no stories', () => {
    const stale = Object.keys(NON_VISUAL).filter(
      (file) => !files.includes(file) || existsSync(storyFileOf(file)),
    )
    expect(stale).toEqual([])
  })
})
