/** The tags InstantSearch asks the engine to wrap matches in; never rendered as HTML. */
export const HIGHLIGHT_PRE_TAG = '__ais-highlight__'
export const HIGHLIGHT_POST_TAG = '__/ais-highlight__'

/** A run of text, highlighted or not. */
export interface HighlightPart {
  value: string
  isHighlighted: boolean
}

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
}

function unescape(value: string): string {
  return value.replace(/&(amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity] ?? entity)
}

/**
 * Splits a highlighted value into text runs to render as React text. Entities the engine may
 * have escaped are decoded, the way InstantSearch's own Highlight component does.
 */
export function toHighlightParts(highlighted: string): HighlightPart[] {
  const parts: HighlightPart[] = []
  const push = (value: string, isHighlighted: boolean) => {
    const text = value.split(HIGHLIGHT_POST_TAG).join('')
    if (text) parts.push({ value: unescape(text), isHighlighted })
  }
  for (const [i, chunk] of highlighted.split(HIGHLIGHT_PRE_TAG).entries()) {
    const end = i === 0 ? -1 : chunk.indexOf(HIGHLIGHT_POST_TAG)
    if (i === 0 || end === -1) {
      push(chunk, i > 0)
      continue
    }
    push(chunk.slice(0, end), true)
    push(chunk.slice(end + HIGHLIGHT_POST_TAG.length), false)
  }
  return parts
}
