import { isArtKind, type ArtKind } from './art/art-kind'
import { colorFromSlug, colorSlug } from './colors'

/** Gallery views of every product picture, in order; view 1 is the main picture. */
export const IMAGE_VIEWS = ['front', 'back', 'detail', 'in use'] as const

/** What one product picture shows. */
export interface ProductImage {
  objectID: string
  art: ArtKind
  /** Colour name ("Forest Green"). */
  color: string
  /** 1-based index into {@link IMAGE_VIEWS}. */
  view: number
}

const FILE = /^([a-zA-Z]+)-([a-z0-9-]+)-([1-4])\.svg$/
const PATH = /^\/images\/products\/([^/]+)\/([^/]+)$/

/** Path of a product picture: one immutable URL per product, colour and view. */
export function productImagePath({ objectID, art, color, view }: ProductImage): string {
  // One flat string: a million records keep one each.
  const file = [art, colorSlug(color), view].join('-')
  return ['/images/products/', encodeURIComponent(objectID), '/', file, '.svg'].join('')
}

/** Reads a picture's file name (`tent-forest-green-2.svg`); `undefined` when it is not one. */
export function parseProductImageFile(objectID: string, file: string): ProductImage | undefined {
  const match = FILE.exec(file)
  if (!match) return undefined
  const [, art = '', slug = '', view = ''] = match
  const color = colorFromSlug(slug)
  if (!isArtKind(art) || !color) return undefined
  return { objectID, art, color, view: Number(view) }
}

/** Reads a picture's path as {@link productImagePath} writes it. */
export function parseProductImagePath(path: string): ProductImage | undefined {
  const match = PATH.exec(path)
  if (!match) return undefined
  let objectID: string
  try {
    objectID = decodeURIComponent(match[1]!)
  } catch {
    return undefined
  }
  return parseProductImageFile(objectID, match[2]!)
}
export type { ArtKind } from './art/art-kind'
