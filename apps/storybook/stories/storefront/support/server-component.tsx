import type { ReactNode } from 'react'
import type { StoryContext } from '@storybook/nextjs-vite'
import { setServerScenario, type Scenario } from '../../../fixtures/scenario'

/**
 * An async server component rendered as Next.js does: awaited first (in the story's loader,
 * against the fixture provider in the story's scenario), then its output shown.
 */
export function serverRendered<P extends object>(component: (props: P) => Promise<ReactNode>) {
  return {
    loaders: [
      async ({ args, parameters }: StoryContext) => {
        setServerScenario((parameters.shop?.scenario as Scenario | undefined) ?? 'ok')
        return { rendered: await component(args as P) }
      },
    ],
    render: (_args: P, { loaded }: { loaded: Record<string, unknown> }) => (
      <>{loaded.rendered as ReactNode}</>
    ),
  }
}
