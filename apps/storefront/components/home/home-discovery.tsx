import { Suspense } from 'react'
import { heroSlides } from '@/config/hero-slides'
import { HydrateOnInteraction } from '../hydration/hydrate-on-interaction'
import { RecommendSkeleton } from '../recommend/recommend-skeleton'
import { CategoryTiles } from './category-tiles'
import { HeroCarousel } from './hero-carousel'
import { ProductsForYou } from './products-for-you'
import { ChipsSkeleton } from './section-skeleton'
import { TrendingChips } from './trending-chips'
import { TrendingProducts } from './trending-products'

/**
 * The home page's discovery sections. Each one streams in on its own and is left out alone
 * when its call fails or times out, so one slow model never holds up or breaks the page. The
 * sections below the hero hydrate at the shopper's first interaction (their server HTML is
 * complete meanwhile): loading the page runs none of their hydration.
 */
export function HomeDiscovery() {
  return (
    <>
      <HeroCarousel slides={heroSlides} />
      <HydrateOnInteraction>
        <Suspense fallback={<RecommendSkeleton title="Trending now" model="trending-items" />}>
          <TrendingProducts />
        </Suspense>
        <Suspense fallback={<ChipsSkeleton label="trending brands" />}>
          <TrendingChips />
        </Suspense>
        <Suspense fallback={null}>
          <ProductsForYou />
        </Suspense>
        <Suspense fallback={<ChipsSkeleton label="categories" />}>
          <CategoryTiles />
        </Suspense>
      </HydrateOnInteraction>
    </>
  )
}
