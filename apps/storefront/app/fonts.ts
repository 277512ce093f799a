import localFont from 'next/font/local'

export const inter = localFont({
  src: '../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  variable: '--font-sans',
  display: 'swap',
  // Not preloaded: its 48 kB would load ahead of the page's largest paint (the text shows at
  // once in the size-matched fallback, then swaps).
  preload: false,
})
