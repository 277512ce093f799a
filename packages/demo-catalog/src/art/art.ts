import type { ArtKind } from './art-kind'
import type { Art } from './drawing'
import { FASHION_ART } from './fashion-art'
import { HOME_ART } from './home-art'
import { SPORTS_ART } from './sports-art'
import { TECH_ART } from './tech-art'

/** Every illustration by kind. */
export const ART: Record<ArtKind, Art> = { ...FASHION_ART, ...HOME_ART, ...TECH_ART, ...SPORTS_ART }
