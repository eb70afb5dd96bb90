/**
 * @module platform/schedules
 * The 11 values of the `Schedule` enum a workflow is created with, and the cron expression each becomes in
 * `WorkflowInformation.schedule.crontab_entries[].cron_expression` (api §4.5). Upstream publishes only
 * `weekly → "0 0 * * 0"` (the SDK's contract test); the others follow the same pattern: at minute 0, UTC.
 *
 * | schedule          | cron            |
 * |-------------------|-----------------|
 * | every 15 minutes  | `*\/15 * * * *` |
 * | every hour        | `0 * * * *`     |
 * | every 2 hours     | `0 *\/2 * * *`  |
 * | every 4 hours     | `0 *\/4 * * *`  |
 * | every 6 hours     | `0 *\/6 * * *`  |
 * | every 8 hours     | `0 *\/8 * * *`  |
 * | every 10 hours    | `0 *\/10 * * *` |
 * | every 12 hours    | `0 *\/12 * * *` |
 * | daily             | `0 0 * * *`     |
 * | weekly            | `0 0 * * 0`     |
 * | monthly           | `0 0 1 * *`     |
 */

export const SCHEDULE_CRON = {
  'every 15 minutes': '*/15 * * * *',
  'every hour': '0 * * * *',
  'every 2 hours': '0 */2 * * *',
  'every 4 hours': '0 */4 * * *',
  'every 6 hours': '0 */6 * * *',
  'every 8 hours': '0 */8 * * *',
  'every 10 hours': '0 */10 * * *',
  'every 12 hours': '0 */12 * * *',
  daily: '0 0 * * *',
  weekly: '0 0 * * 0',
  monthly: '0 0 1 * *',
} as const satisfies Record<string, string>

export type Schedule = keyof typeof SCHEDULE_CRON

export const SCHEDULES = Object.keys(SCHEDULE_CRON) as Schedule[]

export function isSchedule(value: unknown): value is Schedule {
  return typeof value === 'string' && Object.hasOwn(SCHEDULE_CRON, value)
}
