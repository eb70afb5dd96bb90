/**
 * @module queue/redis-url
 * `redis://[user:password@]HOST[:PORT][/DB]` (or `rediss://` for TLS) as connection settings, with an
 * error that shows the expected form.
 */

export interface RedisLocation {
  host: string
  port: number
  db: number
  username?: string
  password?: string
  tls: boolean
}

export class RedisUrlError extends Error {
  override name = 'RedisUrlError'
}

export function parseRedisUrl(text: string): RedisLocation {
  let url: URL
  try {
    url = new URL(text)
  } catch {
    throw new RedisUrlError(`'${text}' is not a Redis URL; use redis://HOST:PORT (for example redis://127.0.0.1:6379).`)
  }
  if (url.protocol !== 'redis:' && url.protocol !== 'rediss:') {
    throw new RedisUrlError(`'${text}' is not a Redis URL (it starts with ${url.protocol}); use redis://HOST:PORT.`)
  }
  const db = url.pathname === '' || url.pathname === '/' ? 0 : Number(url.pathname.slice(1))
  if (!Number.isInteger(db) || db < 0) throw new RedisUrlError(`'${text}': the database after the port must be a number (redis://HOST:PORT/0).`)
  return {
    host: url.hostname.replace(/^\[|\]$/g, '') || '127.0.0.1',
    port: url.port === '' ? 6379 : Number(url.port),
    db,
    ...(url.username === '' ? {} : { username: decodeURIComponent(url.username) }),
    ...(url.password === '' ? {} : { password: decodeURIComponent(url.password) }),
    tls: url.protocol === 'rediss:',
  }
}

/** The URL without its password, for messages. */
export function redisUrlForDisplay(text: string): string {
  return text.replace(/\/\/([^:@/]*):[^@/]*@/, '//$1:***@')
}
