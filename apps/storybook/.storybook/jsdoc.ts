import type { ArgTypesEnhancer } from 'storybook/internal/types'

/**
 * JSDoc as a designer reads it in the docs pages: `{@link Name}` becomes `Name` in code style,
 * an `@example` becomes a highlighted code block (not JSX parsed as HTML), `@default x` a line.
 */
export function readableJsDoc(text: string): string {
  return text
    .replace(
      /\{@link(?:code|plain)?\s+([^}|\s]+)(?:\s*\|\s*|\s+)?([^}]*)\}/g,
      (_match, target: string, label: string) => `\`${label.trim() || target}\``,
    )
    .replace(
      /@example[ \t]*\n?([\s\S]*?)(?=\n@\w|$)/g,
      (_match, code: string) => `\n\n**Example**\n\n\`\`\`tsx\n${code.trim()}\n\`\`\`\n`,
    )
    .replace(/@default\s+([^\n]+)/g, '\n\nDefault: `$1`')
    .replace(/@throws\s+([^\n]+)/g, '\n\nThrows: $1')
}

interface Docgen {
  __docgenInfo?: { description?: string }
}

/** The component's description for its docs page, from its JSDoc. */
export function componentDescription(component: unknown): string | null {
  const description = (component as Docgen | undefined)?.__docgenInfo?.description
  return description ? readableJsDoc(description) : null
}

/** The same clean-up for every prop's description in the props table. */
export const readablePropDocs: ArgTypesEnhancer = ({ argTypes }) =>
  Object.fromEntries(
    Object.entries(argTypes).map(([name, argType]) => [
      name,
      argType.description
        ? { ...argType, description: readableJsDoc(argType.description) }
        : argType,
    ]),
  )
