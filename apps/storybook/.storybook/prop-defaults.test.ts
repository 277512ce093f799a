import { createCarousel, defaultOptions } from '@vitrine/carousel'
import { Badge, QRCode } from '@vitrine/ui-badge-qr'
import { readdirSync } from 'node:fs'
import path from 'node:path'
import { createElement, type ComponentType } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { storyPropDefaults, type PropDefault } from './prop-defaults'

const storybook = path.resolve(import.meta.dirname, '..')
const storyFiles = readdirSync(path.join(storybook, 'stories'), {
  recursive: true,
  encoding: 'utf8',
})
  .filter((file) => file.endsWith('.stories.tsx'))
  .map((file) => path.join(storybook, 'stories', file))
const rows = storyPropDefaults(storyFiles, path.join(storybook, 'tsconfig.json'))
const key = (row: PropDefault) => `${row.component}.${row.prop}`

/** `'md'` and `"md"` are the same default; so are two spellings of one arrow function. */
function same(code: string): string {
  return code.replace(/"/g, "'").replace(/\s+/g, ' ').trim()
}

function markup(component: ComponentType<never>, props: object): string {
  return renderToStaticMarkup(createElement(component, props as never))
}

/**
 * Defaults applied past the component's parameter (in a helper it calls), so docgen cannot
 * read them and the docs show the `@default` tag: each is checked against what the code does.
 * The value is how to show it: the props the component renders alike without the prop and
 * with the tag's value (chosen so a different default would render differently), or the
 * carousel's merged defaults.
 */
const appliedElsewhere: Record<string, (value: unknown) => void> = {
  'Badge.max': (max) =>
    expect(markup(Badge, { count: 150 })).toBe(markup(Badge, { count: 150, max })),
  'Badge.showZero': (showZero) =>
    expect(markup(Badge, { count: 0 })).toBe(markup(Badge, { count: 0, showZero })),
  'QRCode.level': (level) =>
    expect(markup(QRCode, { value: 'vitrine' })).toBe(markup(QRCode, { value: 'vitrine', level })),
  'QRCode.margin': (margin) =>
    expect(markup(QRCode, { value: 'vitrine' })).toBe(markup(QRCode, { value: 'vitrine', margin })),
  // `useCarousel` passes an unset `defaultIndex` on as the carousel's unset starting index.
  'ColourCarousel.defaultIndex': (index) =>
    expect(createCarousel({ total: 5 }).getState().currentIndex).toBe(index),
  ...Object.fromEntries(
    Object.entries(defaultOptions).map(([option, value]) => [
      `ColourCarousel.${option}`,
      (tag: unknown) => expect(tag).toEqual(value),
    ]),
  ),
}

describe('prop defaults in the docs pages', () => {
  it('reads the components of the story files', () => {
    expect(rows.map(key)).toEqual(expect.arrayContaining(['ProductCard.headingLevel', 'Badge.max']))
  })

  it('a `@default` tag says what the destructured default is', () => {
    const disagreeing = rows
      .filter((row) => row.tag !== undefined && row.destructured !== undefined)
      .filter((row) => same(row.tag!) !== same(row.destructured!))
    expect(disagreeing).toEqual([])
  })

  it('a default destructured in the body, where docgen does not look, has a `@default` tag', () => {
    expect(rows.filter((row) => row.destructured && !row.inParameter && !row.tag)).toEqual([])
  })

  it('a `@default` applied past the parameter is what the code falls back to', () => {
    const elsewhere = rows.filter((row) => row.tag !== undefined && row.destructured === undefined)
    expect(elsewhere.length).toBeGreaterThan(0)
    for (const row of elsewhere) {
      const check = appliedElsewhere[key(row)]
      // A new tag without a check: destructure the default in the parameter, or add one above.
      expect(check, `${key(row)} (${row.file})`).toBeTypeOf('function')
      check!(new Function(`return (${row.tag})`)())
    }
  })
}, 60_000)
