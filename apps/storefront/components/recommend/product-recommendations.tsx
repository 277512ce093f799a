import { getRecommendedProducts } from '@/lib/recommend'
import { PRODUCT_MODELS, type ProductModel } from '@/lib/recommend-models'
import { HydrateOnInteraction } from '../hydration/hydrate-on-interaction'
import { RecommendSection } from './recommend-section'

/**
 * Server-rendered recommendation section of a product page; awaits its own (time-bounded) call
 * inside a Suspense boundary whose fallback is the skeleton. Omitted when empty or failed.
 * Hydrated at the shopper's first interaction: below the purchase form, nothing in it acts
 * before one.
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
    <HydrateOnInteraction>
      <RecommendSection title={PRODUCT_MODELS[model]} model={model} status="idle" items={items} />
    </HydrateOnInteraction>
  )
}
