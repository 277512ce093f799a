const MARKS = /\p{M}+/gu
const SPACES = /\s+/g
const MEMO_LIMIT = 20_000
// Shoppers repeat the same queries: remembering recent answers keeps recording cheap.
let memo = new Map<string, string>()

/**
 * The form under which searches are counted together: lower case, accents removed, runs of
 * white space collapsed, trimmed. "  Black  Jäcket" and "black jacket" are one search.
 */
export function normalizeQuery(query: string): string {
  let normal = memo.get(query)
  if (normal === undefined) {
    normal = query.normalize('NFKD').replace(MARKS, '').toLowerCase().replace(SPACES, ' ').trim()
    if (memo.size >= MEMO_LIMIT) memo = new Map()
    memo.set(query, normal)
  }
  return normal
}
