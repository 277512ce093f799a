import { getRecommendedProducts } from '@/lib/recommend'
import { PRODUCT_MODELS, type ProductModel } from '@/lib/recommend-models'
import { RecommendSection } from './recommend-section'

/**
 * Server-rendered recommendation section of a product page; awaits its own (time-bounded) call
 * inside a Suspense boundary whose fallback is the skeleton. Omitted when empty or failed.
 */
export async function ProductRecommendations({
  model,
  objectID,
}: {
  model: ProductModel
  objectID: string
}) {
  const items = await getRecommendedProducts({ model, objectIDs: [objectID] })
  if (!items?.length) return null
  return (
    <RecommendSection title={PRODUCT_MODELS[model]} model={model} status="idle" items={items} />
  )
}
