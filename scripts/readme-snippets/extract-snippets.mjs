// Splits a README into its TypeScript code blocks. ```ts and ```tsx blocks are snippets, each
// compiled on its own as a module; the one ```ts snippet-assumptions block declares, as globals,
// what the snippets take for granted (a `client`, a `Product` type, an `OfferCard`…).

const FENCE = /^```(\S*)(?:[ \t]+(\S+))?[ \t]*\n([\s\S]*?)^```[ \t]*$/gm

/**
 * The snippets of `markdown` (`{ line, lang, code }`, `line` 1-based where the fence opens) and
 * the assumptions block's code (empty when there is none).
 */
export function extractSnippets(markdown) {
  const snippets = []
  let assumptions = ''
  for (const match of markdown.matchAll(FENCE)) {
    const [, lang, tag, code] = match
    if (lang !== 'ts' && lang !== 'tsx') continue
    if (tag === 'snippet-assumptions') {
      assumptions += code
      continue
    }
    const line = markdown.slice(0, match.index).split('\n').length
    snippets.push({ line, lang, code })
  }
  return { snippets, assumptions }
}
