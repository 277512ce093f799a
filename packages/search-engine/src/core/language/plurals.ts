/** Irregular English singular → plural forms (both directions are derived from this table). */
const IRREGULAR: Record<string, string> = {
  man: 'men',
  woman: 'women',
  child: 'children',
  person: 'people',
  foot: 'feet',
  tooth: 'teeth',
  goose: 'geese',
  mouse: 'mice',
  ox: 'oxen',
  louse: 'lice',
  die: 'dice',
  knife: 'knives',
  wife: 'wives',
  life: 'lives',
  leaf: 'leaves',
  loaf: 'loaves',
  half: 'halves',
  shelf: 'shelves',
  wolf: 'wolves',
  calf: 'calves',
  thief: 'thieves',
  scarf: 'scarves',
  hoof: 'hooves',
  cactus: 'cacti',
  fungus: 'fungi',
  nucleus: 'nuclei',
  radius: 'radii',
  analysis: 'analyses',
  crisis: 'crises',
  thesis: 'theses',
  criterion: 'criteria',
  phenomenon: 'phenomena',
  datum: 'data',
  medium: 'media',
  index: 'indices',
  appendix: 'appendices',
  matrix: 'matrices',
  vertex: 'vertices',
  potato: 'potatoes',
  tomato: 'tomatoes',
  hero: 'heroes',
  echo: 'echoes',
  mosquito: 'mosquitoes',
  torpedo: 'torpedoes',
  veto: 'vetoes',
}
/** Words whose singular and plural are the same, or that have no plural. */
const INVARIANT = new Set([
  'sheep',
  'fish',
  'deer',
  'series',
  'species',
  'aircraft',
  'news',
  'jeans',
  'trousers',
  'pants',
  'shorts',
  'leggings',
  'tights',
  'glasses',
  'sunglasses',
  'scissors',
  'thanks',
])

const PLURAL_OF = new Map(Object.entries(IRREGULAR))
const SINGULAR_OF = new Map(Object.entries(IRREGULAR).map(([s, p]) => [p, s]))

const VOWELS = 'aeiou'
/** Endings that take `es` in the plural (box → boxes, dress → dresses, bench → benches). */
const SIBILANT = /(s|x|z|ch|sh)$/

function regularPlural(word: string): string[] {
  if (word.endsWith('y') && word.length > 2 && !VOWELS.includes(word[word.length - 2]!)) {
    return [`${word.slice(0, -1)}ies`]
  }
  if (SIBILANT.test(word)) return [`${word}es`]
  if (word.endsWith('fe')) return [`${word}s`, `${word.slice(0, -2)}ves`]
  if (word.endsWith('f')) return [`${word}s`, `${word.slice(0, -1)}ves`]
  if (word.endsWith('o')) return [`${word}s`, `${word}es`]
  return [`${word}s`]
}

function regularSingular(word: string): string[] {
  if (word.length < 3 || !word.endsWith('s')) return []
  if (/(ss|us|is)$/.test(word)) return []
  if (word.endsWith('ies') && word.length > 4) return [`${word.slice(0, -3)}y`]
  if (word.endsWith('ves')) return [`${word.slice(0, -3)}f`, `${word.slice(0, -3)}fe`]
  if (word.endsWith('es')) {
    const stem = word.slice(0, -2)
    // boxes → box, dresses → dress, but shoes → shoe, sales → sale, cases → case.
    return SIBILANT.test(stem) || stem.endsWith('o')
      ? [stem, word.slice(0, -1)]
      : [word.slice(0, -1)]
  }
  return [word.slice(0, -1)]
}

/**
 * Other singular / plural forms of an English word (irregular forms from a table, regular ones by
 * rule). Forms that do not exist in the records simply match nothing, so over-generation is
 * harmless; digits-only and very short words have no forms.
 */
export function englishPluralForms(word: string): string[] {
  if (word.length < 2 || /^\d+$/.test(word) || INVARIANT.has(word)) return []
  const irregular = PLURAL_OF.get(word) ?? SINGULAR_OF.get(word)
  if (irregular) return [irregular]
  const forms = new Set([...regularSingular(word), ...regularPlural(word)])
  forms.delete(word)
  return [...forms].filter((form) => form.length >= 2)
}
