import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect, within } from 'storybook/test'
import { FilterGroup } from '@/components/search/filter-group'
import styles from '@/components/search/filters.module.css'
import { inSidebar } from '../support/in-sidebar'
import { testOnly } from '../support/test-only'

const meta = {
  title: 'Storefront/Search/FilterGroup',
  component: FilterGroup,
  args: {
    legend: 'Offers',
    children: (
      <label className={styles.option}>
        <input type="checkbox" />
        <span className={styles.label}>On sale only</span>
        <span className={styles.count}>84</span>
      </label>
    ),
  },
  argTypes: { children: { control: false } },
  decorators: [inSidebar],
} satisfies Meta<typeof FilterGroup>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: testOnly(async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('group', { name: 'Offers' })).toBeVisible()
  }),
}
