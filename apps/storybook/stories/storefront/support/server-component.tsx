import { cloneElement, isValidElement, type ComponentType, type ReactNode } from 'react'
import type { Meta } from '@storybook/nextjs-vite'
import { setServerScenario, type Scenario } from '../../../fixtures/scenario'

type AsyncComponent = (props: Record<string, unknown>) => Promise<ReactNode>

function isAsync(type: unknown): type is AsyncComponent {
  return typeof type === 'function' && type.constructor.name === 'AsyncFunction'
}

/**
 * What the server would send: every async server component in the tree awaited and replaced
 * by its output; client components stay elements and render in the browser as usual.
 */
export async function resolveServerTree(node: ReactNode): Promise<ReactNode> {
  if (Array.isArray(node)) return Promise.all(node.map(resolveServerTree))
  if (!isValidElement<{ children?: ReactNode }>(node)) return node
  if (isAsync(node.type)) return resolveServerTree(await node.type(node.props))
  if (node.props.children === undefined) return node
  const children = await resolveServerTree(node.props.children)
  // Children written side by side in JSX arrive as an array: passed back one by one, as JSX
  // passes them, not as one array (a list whose items would need keys).
  return Array.isArray(children)
    ? cloneElement(node, undefined, ...(children as ReactNode[]))
    : cloneElement(node, undefined, children)
}

/**
 * A server component rendered as Next.js does: its async parts awaited first (in the story's
 * loader, against the fixture provider in the story's scenario), then the output shown.
 */
export function serverRendered<P extends object>(
  component: ComponentType<P> | ((props: P) => Promise<ReactNode>),
): Pick<Meta, 'loaders' | 'render'> {
  return {
    loaders: [
      async ({ args, parameters }) => {
        setServerScenario(
          (parameters.shop as { scenario?: Scenario } | undefined)?.scenario ?? 'ok',
        )
        const root = isAsync(component)
          ? await component(args as Record<string, unknown>)
          : (component as (props: P) => ReactNode)(args as P)
        return { rendered: await resolveServerTree(root) }
      },
    ],
    render: (_args, { loaded }) => <>{loaded.rendered as ReactNode}</>,
  }
}
