import type { ArgTypesEnhancer } from 'storybook/internal/types'

/**
 * JSDoc as a designer reads it in the docs pages: `{@link Name}` becomes `Name` in code style,
 * an `@example` becomes a highlighted code block (not JSX parsed as HTML). `@default x` is left
 * out: the props table shows it in its Default column (see `readablePropDocs`).
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
    .replace(/\s*@default\s+[^\n]+/g, '')
    .replace(/@throws\s+([^\n]+)/g, '\n\nThrows: $1')
}

interface DocgenProp {
  description?: string
  tsType?: { name?: string; raw?: string }
}

interface Docgen {
  __docgenInfo?: { description?: string; props?: Record<string, DocgenProp> }
}

/** The value of a prop's `@default` JSDoc tag, on its own line or after the description. */
export function defaultTag(description: string | undefined): string | undefined {
  return description?.match(/@default\s+([^\n]+)/)?.[1]?.trim()
}

/** The component's description for its docs page, from its JSDoc. */
export function componentDescription(component: unknown): string | null {
  const description = (component as Docgen | undefined)?.__docgenInfo?.description
  return description ? readableJsDoc(description) : null
}

/** react-docgen names these kinds of types without their members; the source text reads better. */
const UNNAMED_TYPES = new Set(['union', 'intersection', 'tuple'])
const MAX_TYPE_SUMMARY = 60

/**
 * Every prop's row as a designer reads it: the description cleaned up like the component's, the
 * Default column filled from its `@default` tag where the default is not destructured in the
 * parameter (docgen reads only those; a test keeps the tags true: prop-defaults.test.ts), and
 * a union's members (`2 | 3 | 4`) instead of the word "union".
 */
export const readablePropDocs: ArgTypesEnhancer = ({ argTypes, component }) => {
  const docgenProps = (component as Docgen | undefined)?.__docgenInfo?.props ?? {}
  return Object.fromEntries(
    Object.entries(argTypes).map(([name, argType]) => {
      const docgen = docgenProps[name]
      const table = { ...argType.table }
      const tag = defaultTag(docgen?.description)
      if (!table.defaultValue && tag) table.defaultValue = { summary: tag }
      const raw = docgen?.tsType?.raw
      if (raw && table.type && UNNAMED_TYPES.has(table.type.summary ?? '')) {
        const source = raw
          .replace(/\/\*[\s\S]*?\*\//g, '')
          .replace(/\s+/g, ' ')
          .trim()
        // A long one stays a named kind, its source one click away.
        table.type =
          source.length <= MAX_TYPE_SUMMARY
            ? { ...table.type, summary: source }
            : { ...table.type, detail: source }
      }
      return [
        name,
        {
          ...argType,
          table,
          ...(argType.description && { description: readableJsDoc(argType.description) }),
        },
      ]
    }),
  )
}
