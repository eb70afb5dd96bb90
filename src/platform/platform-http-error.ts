/**
 * @module platform/platform-http-error
 * An HTTP answer other than 422 from a platform route: status and the `detail` of `{"detail": …}`
 * (404 `"Job not found"`, 401 for a wrong API key, 409 for a state conflict).
 */
export class PlatformHttpError extends Error {
  override name = 'PlatformHttpError'
  constructor(
    readonly status: number,
    readonly detail: string,
  ) {
    super(detail)
  }
}
