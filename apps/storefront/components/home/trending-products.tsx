import { getTrendingProducts } from '@/lib/search/home-sections'
import { RecommendCarousel } from '../recommend/recommend-carousel'

/** "Trending now": the trending-items model; left out when it fails or has nothing. */
export async function TrendingProducts() {
  const items = await getTrendingProducts()
  if (!items || items.length === 0) return null
  return <RecommendCarousel title="Trending now" model="trending-items" items={items} />
}
