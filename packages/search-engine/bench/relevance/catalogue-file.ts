// Any retailer's catalogue in the relevance bench: BENCH_CATALOGUE_FILE=/path/products.csv (or
// .csv.gz), read where it lies and never copied, so the Myntra measure can be repeated on other
// real catalogues. Each product needs a name and a category: either a leaf and a parent column,
// or one category path ("Clothing >> Women >> Tops", "Home/Kitchen/Mugs", a JSON list of such
// paths: its first path is read). The leaf plays Myntra's articleType (the tuning split's
// queries), the level above it the subCategory (held out). Columns are found by usual names
// (name / title / productDisplayName, category path / product_category_tree, articleType /
// subCategory) or named: BENCH_CATALOGUE_COLUMNS="name=title,path=breadcrumbs" or
// "name=title,leaf=type,parent=department".
import { basename } from 'node:path'
import { csvRows, delimiterOf, findColumns, readCsvFile } from '../csv'
import type { CatalogueProduct } from './catalogue'

type Role = 'id' | 'name' | 'leaf' | 'parent' | 'path'

const COLUMN_NAMES: Record<Role, string[]> = {
  id: ['id', 'objectid', 'productid', 'sku', 'uniqid', 'asin', 'itemid'],
  name: ['productdisplayname', 'name', 'title', 'productname', 'producttitle', 'itemname'],
  leaf: ['articletype', 'leafcategory', 'producttype', 'type'],
  parent: ['subcategory', 'parentcategory', 'department'],
  path: [
    'productcategorytree',
    'categorypath',
    'categories',
    'category',
    'breadcrumbs',
    'breadcrumb',
  ],
}

/** The levels of one category path, top first ("A >> B > C", "A/B/C", "A|B", '["A >> B"]'). */
export function categoryLevels(path: string): string[] {
  let text = path.trim()
  if (text.startsWith('[')) {
    try {
      const list = JSON.parse(text) as unknown
      if (Array.isArray(list) && typeof list[0] === 'string') text = list[0]
    } catch {
      text = text.replace(/^\[\s*"?|"?\s*\]$/g, '')
    }
  }
  const separator = [/\s*>>\s*/, /\s*>\s*/, /\s*\/\s*/, /\s*\|\s*/].find((s) => s.test(text))
  return (separator ? text.split(separator) : [text]).map((s) => s.trim()).filter(Boolean)
}

/** Products of a catalogue CSV text (see the file's header comment). */
export function parseCatalogueFile(text: string, name: string, named?: string): CatalogueProduct[] {
  const rows = csvRows(text, delimiterOf(text.split('\n', 1)[0]!))
  const header = rows[0] ?? []
  const col = findColumns(header, COLUMN_NAMES, named, 'BENCH_CATALOGUE_COLUMNS')
  if (col.name === undefined) throw new Error(`${name}: no name column in ${header.join(', ')}`)
  const byLevels = col.leaf !== undefined
  if (!byLevels && col.path === undefined)
    throw new Error(`${name}: no category column (a leaf, or a path) in ${header.join(', ')}`)
  const products: CatalogueProduct[] = []
  const ids = new Set<string>()
  for (let i = 1; i < rows.length; i++) {
    const row = rows[i]!
    const at = (role: Role) => (col[role] === undefined ? '' : (row[col[role]!] ?? '').trim())
    const levels = byLevels ? [at('parent'), at('leaf')] : categoryLevels(at('path'))
    const articleType = levels.at(-1) ?? ''
    if (!at('name') || !articleType) continue
    // A repeated id (exports list a product once per offer) would replace the first record.
    const id = at('id') && !ids.has(at('id')) ? at('id') : `row-${i}`
    ids.add(id)
    products.push({
      id,
      name: at('name'),
      articleType,
      subCategory: levels.length > 1 ? levels.at(-2)! : '',
    })
  }
  return products
}

/** The catalogue BENCH_CATALOGUE_FILE names (and its file name), or undefined when unset. */
export function loadCatalogueFile(
  env = process.env,
): { name: string; products: CatalogueProduct[] } | undefined {
  const path = env.BENCH_CATALOGUE_FILE
  if (!path) return undefined
  const text = readCsvFile(path, 'BENCH_CATALOGUE_FILE')
  const name = basename(path)
  return { name, products: parseCatalogueFile(text, name, env.BENCH_CATALOGUE_COLUMNS) }
}
