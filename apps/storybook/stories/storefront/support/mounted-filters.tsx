import type { Decorator } from '@storybook/nextjs-vite'
import { FiltersPanel } from '@/components/search/filters-panel'
import { PaginationNav } from '@/components/search/pagination-nav'

/**
 * InstantSearch applies a refinement only while its widget is mounted: the listing's filters
 * and pages are mounted here, out of sight, for stories of a widget shown on its own.
 */
export const withMountedFilters: Decorator = (Story) => (
  <>
    <Story />
    <div hidden>
      <FiltersPanel open={false} onClose={() => {}} />
      <PaginationNav />
    </div>
  </>
)
