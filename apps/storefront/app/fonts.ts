import localFont from 'next/font/local'

// Inter cut to the characters and weights the shop prints (lib/fonts/inter-subset.mjs): 29 kB
// in place of 48 kB, preloaded with every page and on its first paint's path.
export const inter = localFont({
  src: '../lib/fonts/inter-latin-basic.woff2',
  variable: '--font-sans',
  display: 'swap',
})
