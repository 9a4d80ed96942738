import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex } from '@noble/hashes/utils.js';

/** Read in pieces of this size: a file of several GB is never in memory at once. */
export const CHUNK_BYTES = 4 * 1024 * 1024;

/**
 * The SHA-256 of a file, computed in the browser by streaming it in chunks (spec 001 §5: the file
 * is only used for its size and checksum, never uploaded). Web Crypto has no incremental digest,
 * so a pure-JS incremental SHA-256 is used (no WebAssembly, which the panel's CSP refuses).
 * `onProgress` gets the fraction done (0–1) after each chunk.
 */
export async function sha256File(
  file: Blob,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<string> {
  const hash = sha256.create();
  const total = file.size;
  onProgress(0);
  for (let offset = 0; offset < total; offset += CHUNK_BYTES) {
    signal?.throwIfAborted();
    const chunk = new Uint8Array(await file.slice(offset, Math.min(offset + CHUNK_BYTES, total)).arrayBuffer());
    hash.update(chunk);
    onProgress(Math.min(offset + CHUNK_BYTES, total) / total);
  }
  signal?.throwIfAborted();
  onProgress(1);
  return bytesToHex(hash.digest());
}
