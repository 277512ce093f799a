import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect, within } from 'storybook/test'
import {
  ClientConfigProvider,
  useClientConfig,
} from '@/components/providers/client-config-provider'
import { fixtureConfig } from '../../../fixtures/scenario'
import { testOnly } from '../support/test-only'

function ConfigSummary() {
  const { indexName, userToken, appId } = useClientConfig()
  return (
    <dl>
      <dt>Application</dt>
      <dd>{appId}</dd>
      <dt>Index</dt>
      <dd>{indexName}</dd>
      <dt>Shopper token</dt>
      <dd>{userToken}</dd>
    </dl>
  )
}

/**
 * Not visible itself: hands the server's search configuration (search-only key, index, the
 * shopper's anonymous token) to every client component below it, which reads it with
 * `useClientConfig()`. Every story of the storefront renders inside one.
 */
const meta = {
  title: 'Storefront/Providers/ClientConfigProvider',
  component: ClientConfigProvider,
  args: { config: fixtureConfig('ok', 'anonymous-7f3a'), children: <ConfigSummary /> },
  argTypes: { children: { control: false } },
} satisfies Meta<typeof ClientConfigProvider>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: testOnly(async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('anonymous-7f3a')).toBeVisible()
  }),
}
