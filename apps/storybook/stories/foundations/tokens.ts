import globals from '@/app/globals.css?raw'

/** A custom property the storefront's global CSS defines on `:root`. */
export interface Token {
  name: string
  value: string
}

/** Every `--name: value` of the storefront's `:root` block, in source order. */
export function rootTokens(css: string = globals): Token[] {
  const root = /:root\s*\{([^}]*)\}/.exec(css)?.[1] ?? ''
  return [...root.matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g)].map(([, name, value]) => ({
    name: name!,
    value: value!.trim(),
  }))
}
