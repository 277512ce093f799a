import { tokenize } from '../tokenizer'
import type { SynonymHit, SynonymType } from './types'

/** Parameters of the search-synonyms route. */
export interface SearchSynonymsParams {
  query?: string
  type?: SynonymType
  page?: number
  hitsPerPage?: number
}

function textOf(hit: SynonymHit): string {
  return [
    hit.objectID,
    hit.input,
    hit.word,
    hit.placeholder,
    ...(hit.synonyms ?? []),
    ...(hit.corrections ?? []),
    ...(hit.replacements ?? []),
  ]
    .filter((t) => t !== undefined)
    .join(' ')
}

/** Synonyms whose words start with every query word (and of the given type), paged. */
export function searchSynonyms(
  hits: readonly SynonymHit[],
  params: SearchSynonymsParams,
): { hits: SynonymHit[]; nbHits: number } {
  const words = tokenize(params.query ?? '')
  const found = hits.filter((hit) => {
    if (params.type !== undefined && hit.type !== params.type) return false
    const text = tokenize(textOf(hit))
    return words.every((w) => text.some((t) => t.startsWith(w)))
  })
  const hitsPerPage = params.hitsPerPage ?? 100
  const page = params.page ?? 0
  return { hits: found.slice(page * hitsPerPage, (page + 1) * hitsPerPage), nbHits: found.length }
}
