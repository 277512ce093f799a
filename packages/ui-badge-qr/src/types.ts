/** QR error-correction level: about 7 % (L), 15 % (M), 25 % (Q) or 30 % (H) recoverable. */
export type QrLevel = 'L' | 'M' | 'Q' | 'H'

/** A QR code's modules, without quiet zone. */
export interface QrMatrix {
  /** Modules per side (21 for version 1 … 177 for version 40). */
  readonly size: number
  /** Whether the module at `row`, `column` (each in `0…size-1`) is dark. */
  isDark(row: number, column: number): boolean
}

/** A QR code drawn as one SVG path in module units; plain data, safe to pass to the client. */
export interface QrPath {
  /** Path data of the dark modules, offset by the quiet zone. */
  readonly d: string
  /** Side of the drawing in modules, quiet zone included (the `viewBox` size). */
  readonly size: number
}

/** Options of {@link createQrMatrix}. */
export interface QrMatrixOptions {
  /**
   * Error-correction level.
   * @default 'L'
   */
  level?: QrLevel | undefined
}

/** Options of {@link getQrPath}. */
export interface QrPathOptions extends QrMatrixOptions {
  /**
   * Quiet zone around the code, in modules (the standard asks for 4 on busy backgrounds).
   * @default 0
   */
  margin?: number | undefined
}

/** Pixel size and colours of a drawn QR code. */
export interface QrPaintOptions {
  /**
   * Width and height in pixels.
   * @default 256
   */
  size?: number | undefined
  /**
   * Background colour, any CSS colour.
   * @default '#FFFFFF'
   */
  bgColor?: string | undefined
  /**
   * Colour of the dark modules, any CSS colour.
   * @default '#000000'
   */
  fgColor?: string | undefined
}

/** Options of {@link renderQrSvg}. */
export interface QrSvgOptions extends QrPathOptions, QrPaintOptions {
  /**
   * Accessible name: adds a `<title>` and `role="img"`. Without it (and, for `<QRCode>`,
   * without `aria-label`) the SVG gets no role and no name.
   */
  title?: string | undefined
}
