import type { ArtKind } from './art/art-kind'
import type { CategoryLeaf } from './taxonomy'

const fitted = new WeakMap<CategoryLeaf, Map<string, Map<string, readonly string[]>>>()

/** Materials a product named with `qualifier` and `noun` may be made of (all when neither says). */
function materialsNamed(leaf: CategoryLeaf, qualifier: string, noun: string): readonly string[] {
  if (!leaf.madeOf) return leaf.materials
  let byQualifier = fitted.get(leaf)
  if (!byQualifier) fitted.set(leaf, (byQualifier = new Map()))
  let byNoun = byQualifier.get(qualifier)
  if (!byNoun) byQualifier.set(qualifier, (byNoun = new Map()))
  let allowed = byNoun.get(noun)
  if (!allowed) {
    allowed = leaf.materials
    for (const word of [qualifier, noun]) {
      const only = leaf.madeOf[word]
      if (only) allowed = allowed.filter((material) => only.includes(material))
    }
    byNoun.set(noun, allowed)
  }
  return allowed
}

/**
 * Whether a qualifier and a noun can name one product: they allow a common material (no
 * "Synthetic Down Sleeping Bag") and hold one word at most of each exclusive group (no
 * "Straight Tapered Jeans").
 */
export function nameAgrees(leaf: CategoryLeaf, qualifier: string, noun: string): boolean {
  if (materialsNamed(leaf, qualifier, noun).length === 0) return false
  const name = ` ${qualifier} ${noun} `
  return (leaf.exclusive ?? []).every(
    (group) => group.filter((word) => name.includes(` ${word} `)).length <= 1,
  )
}

/**
 * What a product named with `qualifier` and `noun` is made of: `picked` when the name allows it,
 * else one the name allows, chosen from `picked`'s place (no extra random draw, so the
 * products after it stay the same).
 */
export function materialFor(
  leaf: CategoryLeaf,
  qualifier: string,
  noun: string,
  picked: string,
): string {
  const allowed = materialsNamed(leaf, qualifier, noun)
  if (allowed.length === 0 || allowed.includes(picked)) return picked
  return allowed[leaf.materials.indexOf(picked) % allowed.length]!
}

/**
 * The colours a product made of `material` comes in: those of `picked` the material allows
 * (sterling silver is silver), else one it allows, chosen from the first pick's place.
 */
export function colorsFor(leaf: CategoryLeaf, material: string, picked: string[]): string[] {
  const only = leaf.colorOf?.[material]
  if (!only) return picked
  const kept = picked.filter((color) => only.includes(color))
  return kept.length > 0 ? kept : [only[leaf.colors.indexOf(picked[0]!) % only.length]!]
}

/** The illustration of a product named with `qualifier` and `noun` (see `artOf`). */
export function artFor(leaf: CategoryLeaf, qualifier: string, noun: string): ArtKind {
  if (!leaf.artOf) return leaf.art
  for (const word of `${qualifier} ${noun}`.split(' ')) {
    const art = leaf.artOf[word]
    if (art) return art
  }
  return leaf.art
}
