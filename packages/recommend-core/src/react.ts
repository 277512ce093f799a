export { useRecommendations } from './react/use-recommendations'
export {
  useFrequentlyBoughtTogether,
  useLookingSimilar,
  useRecommendedForYou,
  useRelatedProducts,
  useTrendingFacets,
  useTrendingItems,
} from './react/recommend-hooks'
