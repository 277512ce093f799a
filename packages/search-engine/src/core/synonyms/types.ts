/** Algolia synonym types. */
export type SynonymType =
  'synonym' | 'onewaysynonym' | 'altcorrection1' | 'altcorrection2' | 'placeholder'

/** One synonym record, as Algolia's synonyms API stores it. */
export interface SynonymHit {
  objectID: string
  type: SynonymType
  /** `synonym`: every phrase matches every other; `onewaysynonym`: what `input` also matches. */
  synonyms?: string[]
  input?: string
  /** `altcorrection1` / `altcorrection2`: the word and its corrections. */
  word?: string
  corrections?: string[]
  /** `placeholder`: the `<token>` in records and the query words that match it. */
  placeholder?: string
  replacements?: string[]
}

/** The known synonym types (the API's spelling). */
export const SYNONYM_TYPES: readonly SynonymType[] = [
  'synonym',
  'onewaysynonym',
  'altcorrection1',
  'altcorrection2',
  'placeholder',
]
