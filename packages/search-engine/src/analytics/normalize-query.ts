const MARKS = /\p{M}+/gu
const SPACES = /\s+/g

/**
 * The form under which searches are counted together: lower case, accents removed, runs of
 * white space collapsed, trimmed. "  Black  Jäcket" and "black jacket" are one search.
 */
export function normalizeQuery(query: string): string {
  return query.normalize('NFKD').replace(MARKS, '').toLowerCase().replace(SPACES, ' ').trim()
}
