import type { Decorator } from '@storybook/nextjs-vite'
import { useSearchBox } from 'react-instantsearch'

function VirtualSearchBox() {
  useSearchBox()
  return null
}

/**
 * InstantSearch applies the query of the listing's state only while a search box is mounted:
 * one without markup is mounted here, for stories of a widget shown without the search field.
 */
export const withMountedSearchBox: Decorator = (Story) => (
  <>
    <VirtualSearchBox />
    <Story />
  </>
)
