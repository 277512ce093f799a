import { getProductsForYou } from '@/lib/search/home-sections'
import { getClientConfig } from '@/lib/session'
import { RecommendCarousel } from '../recommend/recommend-carousel'

/**
 * "Recommended for you" from the shopper's own events (recommended-for-you model). A new
 * shopper has none, so the section is hidden; it also disappears when the call fails.
 */
export async function ProductsForYou() {
  const { userToken } = await getClientConfig()
  const items = await getProductsForYou(userToken)
  if (!items || items.length === 0) return null
  return <RecommendCarousel title="Recommended for you" model="recommended-for-you" items={items} />
}
