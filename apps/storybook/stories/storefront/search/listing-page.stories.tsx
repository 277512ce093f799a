import type { Decorator, Meta, StoryObj } from '@storybook/nextjs-vite'
import { useEffect, useState, type ReactNode } from 'react'
import { expect, within } from 'storybook/test'
import { ListingPage, type ListingPageProps } from '@/components/search/listing-page'
import { listingAnalyticsTags } from '@/lib/search/listing-widgets'
import { getListingPageResults } from '@/lib/search/listing-results'
import { parseRoute } from '@/lib/search/route-state'
import { onViewport, VIEWPORT_FRAME_IN_DOCS } from '../../../.storybook/viewports'
import { setServerScenario, type Scenario } from '../../../fixtures/scenario'
import { testOnly } from '../support/test-only'

interface ListingUrl {
  pathname: string
  query?: Record<string, string>
}

/** The route a story opens on, as Next.js's router reports it (`parameters.nextjs.navigation`). */
function listingUrl(parameters: Record<string, unknown>): ListingUrl {
  const nextjs = parameters.nextjs as { navigation?: Partial<ListingUrl> } | undefined
  return { pathname: nextjs?.navigation?.pathname ?? '/search', ...nextjs?.navigation }
}

function href({ pathname, query }: ListingUrl): string {
  const search = new URLSearchParams(query).toString()
  return search ? `${pathname}?${search}` : pathname
}

/**
 * The listing's router reads the browser's address once the listing is mounted, as on the
 * shop's own pages: the frame shows the story's route while it is open, then its own again.
 */
function AtListingUrl({ url, children }: { url: string; children: ReactNode }) {
  const [previous] = useState(() => {
    const own = window.location.href
    window.history.replaceState(window.history.state, '', url)
    return own
  })
  useEffect(() => () => window.history.replaceState(window.history.state, '', previous), [previous])
  return children
}

const atListingUrl: Decorator = (Story, { parameters }) => (
  <AtListingUrl url={href(listingUrl(parameters))}>
    <Story />
  </AtListingUrl>
)

/** Opens the story on a route (story parameters merge deeply: each listing names its query). */
function at(pathname: string, query?: Record<string, string>) {
  return { nextjs: { navigation: { pathname, ...(query && { query }) } } }
}

/** A results page found in the fixture shop. */
async function expectResults(canvasElement: HTMLElement) {
  const canvas = within(canvasElement)
  await expect((await canvas.findAllByTestId('hit')).length).toBeGreaterThan(1)
}

/**
 * The search and category page as its routes render it: the results searched first, as the
 * server does (in the story's loader), then the live listing, whose state follows the URL.
 */
const meta = {
  title: 'Storefront/Search/ListingPage',
  component: ListingPage,
  decorators: [atListingUrl],
  loaders: [
    async ({ parameters }) => {
      setServerScenario((parameters.shop as { scenario?: Scenario } | undefined)?.scenario ?? 'ok')
      const { pathname, query } = listingUrl(parameters)
      const route = parseRoute(pathname, new URLSearchParams(query))
      const props: ListingPageProps = {
        results: await getListingPageResults(route),
        analyticsTags: listingAnalyticsTags(route),
      }
      return { props }
    },
  ],
  // Both props are the route's: searched by the loader as the server does, not set by hand.
  argTypes: {
    results: { control: false },
    analyticsTags: { control: false },
  },
  render: (_args, { loaded }) => <ListingPage {...(loaded.props as ListingPageProps)} />,
  parameters: {
    layout: 'fullscreen',
    nextjs: { navigation: { pathname: '/search' } },
    // Each listing follows the address bar: on the docs page every story gets a frame (an
    // address) of its own, or they would all read one.
    docs: { story: { inline: false, height: '900px' } },
  },
  globals: onViewport('desktop'),
} satisfies Meta<typeof ListingPage>
export default meta
// The props come from the loader, so a story sets none of them.
type Story = StoryObj<Meta<Partial<ListingPageProps>>>

export const Search: Story = {
  parameters: at('/search', { q: 'cotton' }),
  play: testOnly(async ({ canvasElement }) => {
    await expectResults(canvasElement)
    // The query came from the URL, through the listing's router, not from a story arg.
    await expect(
      within(canvasElement).getByRole('heading', { name: 'Results for “cotton”' }),
    ).toBeVisible()
  }),
}

export const Category: Story = {
  parameters: at('/category/Home'),
  play: testOnly(async ({ canvasElement }) => {
    await expectResults(canvasElement)
  }),
}

export const NothingFound: Story = {
  parameters: at('/search', { q: 'purple unicorn saddle' }),
  play: testOnly(async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('no-results')).toBeVisible()
  }),
}

export const Phone: Story = {
  parameters: { ...at('/search', { q: 'cotton' }), ...VIEWPORT_FRAME_IN_DOCS },
  globals: onViewport('mobile'),
  play: testOnly(async ({ canvasElement }) => {
    await expectResults(canvasElement)
  }),
}
