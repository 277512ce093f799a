import type { Metadata, Viewport } from 'next'
import type { ReactNode } from 'react'
import { inter } from './fonts'
import './globals.css'

export const metadata: Metadata = {
  title: { default: 'Vitrine', template: '%s · Vitrine' },
  description: 'A storefront with search, facets and recommendations.',
}

export const viewport: Viewport = { width: 'device-width', initialScale: 1 }

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" className={inter.variable}>
      <body>
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        <main id="main">{children}</main>
      </body>
    </html>
  )
}
