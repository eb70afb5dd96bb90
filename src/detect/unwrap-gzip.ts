/**
 * @module detect/unwrap-gzip
 * Gzipped uploads (api §1.7, unstructured-api `general.py:ungz_file`): the bytes are gunzipped, `.gz`
 * leaves the filename, and the inner content type is the caller's `gzUncompressedContentType` or
 * left for detection to find in the inner bytes.
 */
import { DocumentError } from '../errors.js'
import { DEFAULT_MAX_INFLATED_BYTES, gunzip } from '../containers/inflate.js'
import { normalizeMime } from './mime-type-of.js'

export interface GzipSource {
  bytes: Uint8Array
  filename?: string | undefined
  contentType?: string | undefined
}

export interface UnwrapGzipOptions {
  filename?: string | undefined
  contentType?: string | undefined
  /** Content type of the data inside the gzip stream (form field `gz_uncompressed_content_type`). */
  gzUncompressedContentType?: string | undefined
  /** Stop with a `DocumentError` when the inflated data would exceed this many bytes. Default 1 GiB. */
  maxUncompressedBytes?: number | undefined
}

/** Content types that say "gzip" (IANA's, and the common unregistered ones). */
const GZIP_TYPES: ReadonlySet<string> = new Set([
  'application/gzip',
  'application/x-gzip',
  'application/gzip-compressed',
  'application/x-gzip-compressed',
])

/**
 * `bytes` gunzipped when they are gzip (magic `1f 8b`), with `.gz` stripped from the filename and the
 * content type replaced by `gzUncompressedContentType`, else `undefined` so detection looks at the
 * inner bytes (a non-gzip content type asserted for gzip bytes is kept: it describes the inner data). Anything else comes back unchanged. Throws `DocumentError` when the filename ends in
 * `.gz` or the content type is gzip but the bytes are not, when the stream is corrupt or truncated,
 * and when it inflates past `maxUncompressedBytes`.
 */
export function unwrapGzip(bytes: Uint8Array, options: UnwrapGzipOptions = {}): GzipSource {
  const { filename, contentType } = options
  const namedGz = filename !== undefined && filename.toLowerCase().endsWith('.gz')
  const typedGz = GZIP_TYPES.has(normalizeMime(contentType) ?? '')
  const isGzip = bytes.length >= 2 && bytes[0] === 0x1f && bytes[1] === 0x8b
  if (!isGzip) {
    if (namedGz || typedGz) {
      const claim = namedGz ? `its name (${filename}) ends in .gz` : `its content type is ${contentType}`
      throw new DocumentError(
        `The file is not gzip-compressed although ${claim}: gzip data starts with the bytes 1f 8b. ` +
          'Send the compressed file, or drop the .gz suffix / gzip content type for an uncompressed one.',
      )
    }
    return { bytes, filename, contentType }
  }
  const inner = gunzip(bytes, {
    maxOutputBytes: options.maxUncompressedBytes ?? DEFAULT_MAX_INFLATED_BYTES,
    label: filename === undefined ? 'gzip data' : `gzip data of ${filename}`,
  })
  return {
    bytes: inner,
    filename: namedGz ? filename.slice(0, -3) : filename,
    // a non-gzip type asserted for bytes that are gzip anyway describes what is inside them
    contentType: options.gzUncompressedContentType ?? (typedGz ? undefined : contentType),
  }
}
