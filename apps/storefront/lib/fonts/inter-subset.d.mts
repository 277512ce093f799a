/** Every character the storefront's Inter subset draws. */
export declare const FONT_CHARACTERS: string
/** The weight axis the subset keeps. */
export declare const FONT_WEIGHTS: { min: number; max: number }
/** Where the subset file lives. */
export declare const SUBSET_PATH: string
/** The subset, cut afresh from the installed Inter. */
export declare function cutInterSubset(): Promise<Uint8Array>
