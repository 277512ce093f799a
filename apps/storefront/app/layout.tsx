import type { Metadata, Viewport } from 'next'
import type { ReactNode } from 'react'
import { HashScroll } from '@/components/layout/hash-scroll'
import { SiteFooter } from '@/components/layout/site-footer'
import { SiteHeader } from '@/components/layout/site-header'
import { ClientConfigProvider } from '@/components/providers/client-config-provider'
import { getTopCategories } from '@/lib/catalog'
import { getClientConfig } from '@/lib/session'
import { inter } from './fonts'
import './globals.css'

export const metadata: Metadata = {
  title: { default: 'Vitrine', template: '%s · Vitrine' },
  description: 'A storefront with search, facets and recommendations.',
}

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#ffffff' }

export default async function RootLayout({ children }: { children: ReactNode }) {
  // Reading the request first keeps prerendering from calling the search provider at build time.
  const clientConfig = await getClientConfig()
  const categories = await getTopCategories()
  return (
    <html lang="en" className={inter.variable}>
      <body>
        <ClientConfigProvider config={clientConfig}>
          <a className="skip-link" href="#main">
            Skip to content
          </a>
          <SiteHeader categories={categories} />
          <main id="main">{children}</main>
          <SiteFooter />
          <HashScroll />
        </ClientConfigProvider>
      </body>
    </html>
  )
}
