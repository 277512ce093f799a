import type { CatalogueProduct } from './catalogue'
import type { Judgment } from './judgments'

/**
 * Whether a catalogue's product names agree with its category labels, per query: of the products
 * whose name holds every word of the category name (of one of the kinds it joins: "necklace and
 * chains"), the share filed under that category. Where
 * most of them are filed elsewhere (women's "Flats" under Heels, "Saree"s under Free Gifts), no
 * ranking read from the names can tell the relevant ones, and a query's NDCG says more about the
 * labels than the engine. Words are compared by a crude rule of their own (lower case, a final
 * "s" or "es" dropped from words over three letters), independent of the engine's plurals, so
 * the classes do not move with what is measured.
 */

/** Words joining two kinds in a category name ("necklace and chains", "tops & tees"). */
const JOINING = new Set(['and', 'or', 'n'])
/** Other words a name need not hold ("pack of socks", "bags for women"). */
const GLUE = new Set(['of', 'the', 'for', 'with'])

/** The words of `text`: lower case, split at anything but letters, digits and inner hyphens. */
export function comparedWords(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}-]+/u)
    .map((w) => w.replace(/^-+|-+$/g, ''))
    .filter((w) => w !== '')
}

/** The forms a word is compared by: itself and, over three letters, without a plural ending. */
export function wordForms(word: string): string[] {
  if (word.length <= 3) return [word]
  const forms = [word]
  if (word.endsWith('ies')) forms.push(`${word.slice(0, -3)}y`)
  if (word.endsWith('es')) forms.push(word.slice(0, -2))
  if (word.endsWith('s')) forms.push(word.slice(0, -1))
  return forms
}

export type Agreement = 'names agree' | 'names disagree' | 'in no name'

/** Below this share of name-holders filed under the category, the names disagree with it. */
export const AGREEMENT_SHARE = 0.5

/** The kinds a category name joins, each as its compared words ("a and b", "a & b", "a/b", "a, b"). */
function conjuncts(query: string): string[][] {
  return query
    .split(/[&+,/]/)
    .flatMap((part) => {
      const kinds: string[][] = [[]]
      for (const word of comparedWords(part)) {
        if (JOINING.has(word)) kinds.push([])
        else if (!GLUE.has(word)) kinds[kinds.length - 1]!.push(word)
      }
      return kinds
    })
    .filter((words) => words.length > 0)
}

/** The agreement class of every judged query. */
export function nameAgreement(
  products: CatalogueProduct[],
  judgments: Judgment[],
): Map<string, Agreement> {
  const names = products.map((p) => new Set(comparedWords(p.name).flatMap(wordForms)))
  const out = new Map<string, Agreement>()
  for (const j of judgments) {
    const kinds = conjuncts(j.query)
    let holders = 0
    let filed = 0
    products.forEach((p, i) => {
      const holds = (w: string) => wordForms(w).some((form) => names[i]!.has(form))
      if (!kinds.some((words) => words.every(holds))) return
      holders++
      if (j.relevant.has(p.id)) filed++
    })
    out.set(
      j.query,
      holders === 0
        ? 'in no name'
        : filed / holders >= AGREEMENT_SHARE
          ? 'names agree'
          : 'names disagree',
    )
  }
  return out
}
