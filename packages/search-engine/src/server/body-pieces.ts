/**
 * Pieces a body may arrive in before their average size is checked. A body sent with a
 * Content-Length arrives in socket reads (a 1 MiB search body in ~16 to 64 of them); chunked
 * transfer encoding arrives one piece per chunk, whatever its size.
 */
export const FREE_BODY_PIECES = 1024

/** Smallest average piece past {@link FREE_BODY_PIECES}. */
export const MIN_AVERAGE_PIECE_BYTES = 64

/**
 * Whether a body that has arrived in `pieces` pieces holding `bytes` in all is refused: each
 * piece is a buffer of its own (~100 bytes of overhead) and an event to handle, so a 1 MB body
 * sent as 1-byte chunks held ~70 MB and its parsing took the event loop for seconds (ten such
 * uploads took a server from 170 MB to 880 MB; two slowed a cheap search from 4 ms to 170 ms).
 * No client sends chunks that small: the official clients send a Content-Length.
 */
export function tooManySmallPieces(pieces: number, bytes: number): boolean {
  return pieces > FREE_BODY_PIECES && bytes < pieces * MIN_AVERAGE_PIECE_BYTES
}

/** The 400's message. */
export const SMALL_PIECES_MESSAGE = `Request body arrives in too many small chunks (past ${FREE_BODY_PIECES} chunks, they must average ${MIN_AVERAGE_PIECE_BYTES} bytes)`
