/**
 * @module server/upload-form
 * A partition request's form as read (./multipart-form.ts, ./small-form.ts): its files, its text fields and
 * the limits reading it obeys. Plain data, in a module of its own so that the two readers do not import
 * each other.
 */

export interface FormLimits {
  /** All files of one request together, in bytes. */
  maxUploadBytes: number
  /** Files, and separately text fields, per request. */
  maxParts: number
  /** One text field, in bytes. */
  maxFieldBytes: number
}

/** One file part. */
export interface UploadedFile {
  /** The part's `filename` as sent (may hold a path); absent when the part has none. */
  filename: string | undefined
  /** The part's `Content-Type` as sent. */
  contentType: string | undefined
  bytes: Uint8Array
}

export interface UploadForm {
  /** The `files` parts in order; a `files` value sent as a text field is its string (a 422 later). */
  files: (UploadedFile | string)[]
  /** Every other text field by name, all values in order. */
  fields: Record<string, string[]>
}
