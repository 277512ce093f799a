import { HomeDiscovery } from '@/components/home/home-discovery'
import { Suspense } from 'react'
import { HydrateOnInteraction } from '@/components/hydration/hydrate-on-interaction'
import { FeaturedProducts, FeaturedProductsSkeleton } from '@/components/product/featured-products'
import styles from './home.module.css'

// No root loading.tsx: it would wrap every route in a Suspense boundary and turn the product
// page's 404 into a streamed 200. The home page streams its sections instead.
export default function HomePage() {
  return (
    <>
      <section className={styles.hero} aria-labelledby="home-title">
        <h1 id="home-title" className={styles.title}>
          Find something you will love
        </h1>
        <p className={styles.lead}>Search, browse and discover products picked for you.</p>
      </section>
      <HomeDiscovery />
      <HydrateOnInteraction>
        <Suspense fallback={<FeaturedProductsSkeleton />}>
          <FeaturedProducts />
        </Suspense>
      </HydrateOnInteraction>
    </>
  )
}
