/**
 * @module formats/email/eml-sent-date
 * The message date as upstream writes `last_modified` for e-mail:
 * `parsedate_to_datetime(Date).astimezone(utc).isoformat(timespec="seconds")`.
 */

/** `2021-03-26T11:04:09+00:00` for a parseable date string, undefined otherwise. */
export function utcIsoSeconds(date: string | undefined): string | undefined {
  if (date === undefined || date.trim() === '') return undefined
  const parsed = new Date(date)
  if (Number.isNaN(parsed.getTime())) return undefined
  return `${parsed.toISOString().slice(0, 19)}+00:00`
}
