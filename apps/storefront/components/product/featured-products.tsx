import { getFeaturedProducts } from '@/lib/catalog'
import { loadSection } from '@/lib/search/home-sections'
import { GridSkeleton } from '../feedback/grid-skeleton'
import sections from '../home/home-sections.module.css'
import { ProductGrid } from './product-grid'

/**
 * The home page's featured grid: the most popular products (below the fold: lazy pictures).
 * Set like the home's other sections, and left out like them when the catalogue cannot answer.
 */
export async function FeaturedProducts() {
  // Within the home sections' budget: the hero and the other sections do not depend on this
  // list, and a slow provider would keep its skeleton up for the client's own timeout (10 s).
  const featured = await loadSection('featured products', getFeaturedProducts)
  if (!featured || featured.length === 0) return null
  return (
    <section className={sections.section} aria-labelledby="featured-title">
      <h2 id="featured-title" className={sections.title}>
        Featured products
      </h2>
      <ProductGrid products={featured} />
    </section>
  )
}

/** The featured grid's placeholder while it streams in: its heading's place, then the tiles. */
export function FeaturedProductsSkeleton() {
  return (
    <div className={sections.section}>
      <p className={sections.title} aria-hidden="true">
        Featured products
      </p>
      <GridSkeleton label="Loading featured products" />
    </div>
  )
}
