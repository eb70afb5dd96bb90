/**
 * @module platform/iso-duration
 * A job's `runtime` as pydantic serialises a Python timedelta: ISO-8601 duration (`PT1M5.25S`, `PT0.004S`).
 */

/** `milliseconds` (≥ 0) as an ISO-8601 duration with hours, minutes and seconds (up to 3 decimals). */
export function isoDuration(milliseconds: number): string {
  const total = Math.max(0, Math.round(milliseconds))
  const hours = Math.floor(total / 3_600_000)
  const minutes = Math.floor((total % 3_600_000) / 60_000)
  const seconds = (total % 60_000) / 1000
  let text = 'PT'
  if (hours > 0) text += `${hours}H`
  if (minutes > 0) text += `${minutes}M`
  if (seconds > 0 || text === 'PT') text += `${Number(seconds.toFixed(3))}S`
  return text
}
