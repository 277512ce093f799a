import { getFeaturedProducts } from '@/lib/catalog'
import { ProductGrid } from './product-grid'

/** The home page's featured grid: the most popular products (below the fold: lazy pictures). */
export async function FeaturedProducts() {
  const featured = await getFeaturedProducts()
  return (
    <section aria-labelledby="featured-title">
      <h2 id="featured-title">Featured products</h2>
      <ProductGrid products={featured} />
    </section>
  )
}
