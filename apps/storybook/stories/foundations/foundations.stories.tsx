import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect, within } from 'storybook/test'
import { rootTokens } from './tokens'
import { onViewport } from '../../.storybook/viewports'
import { testOnly } from '../storefront/support/test-only'

const tokens = rootTokens()
const colours = tokens.filter((token) => token.name.startsWith('--color-'))
const sizes = tokens.filter((token) => ['--radius', '--page-width'].includes(token.name))

const grid = {
  display: 'grid',
  gap: 16,
  gridTemplateColumns: 'repeat(auto-fill, minmax(11rem, 1fr))',
}

function Colours() {
  return (
    <ul style={{ ...grid, listStyle: 'none', margin: 0, padding: 0 }} aria-label="Colours">
      {colours.map(({ name, value }) => (
        <li key={name}>
          <div
            data-token={name}
            style={{
              height: 64,
              borderRadius: 'var(--radius)',
              border: '1px solid var(--color-border)',
              background: `var(${name})`,
            }}
          />
          <code>{name}</code>
          <div style={{ color: 'var(--color-muted)' }}>{value}</div>
        </li>
      ))}
    </ul>
  )
}

const TYPE = [
  { tag: 'h1', label: 'Page title (h1)' },
  { tag: 'h2', label: 'Section title (h2)' },
  { tag: 'h3', label: 'Card name (h3)' },
  { tag: 'p', label: 'Body text' },
] as const

function TypeScale() {
  return (
    <div>
      {TYPE.map(({ tag: Tag, label }) => (
        <Tag key={Tag} data-type={Tag}>
          {label} — Wool socks, trail shoes and espresso machines
        </Tag>
      ))}
      <p>
        <small>Small print: Demo store, no payment is taken.</small>
      </p>
      <p>
        Family: <code>var(--font-sans)</code> (Inter, served by the shop itself), then{' '}
        <code>system-ui</code>; line height 1.5, headings 1.2.
      </p>
    </div>
  )
}

function Spacing() {
  return (
    <div style={{ display: 'grid', gap: 24 }}>
      <ul style={{ margin: 0 }}>
        {sizes.map(({ name, value }) => (
          <li key={name}>
            <code>{name}</code>: {value}
          </li>
        ))}
      </ul>
      {/* Wraps on a phone; each square sits centred over its value. */}
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16, alignItems: 'end' }}>
        {[0.25, 0.5, 0.75, 1, 1.5, 2, 3].map((rem) => (
          <div key={rem} style={{ display: 'grid', justifyItems: 'center', gap: 4 }}>
            <div
              style={{
                width: `${rem}rem`,
                height: `${rem}rem`,
                background: 'var(--color-accent)',
                borderRadius: 2,
              }}
            />
            <code>{rem}rem</code>
          </div>
        ))}
      </div>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' }}>
        <p style={{ margin: 0, flexBasis: '100%' }}>Buttons are at least 2.75rem (44 px) tall:</p>
        <button className="button">Add to cart</button>
        <button className="button" data-variant="secondary">
          Secondary
        </button>
      </div>
    </div>
  )
}

function FocusStyles() {
  return (
    <div style={{ display: 'flex', gap: 24, alignItems: 'center', padding: 8 }}>
      <button className="button" style={{ boxShadow: 'var(--focus-ring)' }}>
        Focused button
      </button>
      <a href="#focus" style={{ boxShadow: 'var(--focus-ring)', borderRadius: 2 }}>
        Focused link
      </a>
      <p style={{ margin: 0 }}>
        <code>--focus-ring</code>: {tokens.find((t) => t.name === '--focus-ring')?.value}. Every
        element with <code>:focus-visible</code> gets it (keyboard focus only).
      </p>
    </div>
  )
}

/**
 * The storefront's design tokens as its global CSS (`apps/storefront/app/globals.css`) defines
 * them: read from that file, so this page changes when the shop's CSS does.
 */
const meta = { title: 'Foundations/Tokens', parameters: { layout: 'padded' } } satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

export const ColourPalette: Story = {
  render: () => <Colours />,
  play: testOnly(async ({ canvasElement }) => {
    const swatch = canvasElement.querySelector<HTMLElement>('[data-token="--color-accent"]')!
    await expect(getComputedStyle(swatch).backgroundColor).toBe('rgb(11, 87, 208)')
    await expect(colours.length).toBeGreaterThan(8)
  }),
}

export const Typography: Story = {
  render: () => <TypeScale />,
  play: testOnly(async ({ canvasElement }) => {
    const body = canvasElement.querySelector('[data-type="p"]')!
    await expect(getComputedStyle(body).fontFamily).toMatch(/Inter|--font-sans|system-ui/)
  }),
}

export const SpacingAndSizes: Story = { render: () => <Spacing /> }

/** The scale wraps at a phone's width instead of running off the screen. */
export const SpacingOnPhone: Story = {
  render: () => <Spacing />,
  globals: onViewport('mobile'),
  play: testOnly(async () => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth)
  }),
}

export const Focus: Story = {
  render: () => <FocusStyles />,
  play: testOnly(async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Focused button' })
    await expect(getComputedStyle(button).boxShadow).toContain('rgb(11, 87, 208)')
  }),
}
