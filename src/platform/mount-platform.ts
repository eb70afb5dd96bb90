/**
 * @module platform/mount-platform
 * Mounts the Platform API under `/api/v1` on the partition server's Fastify instance: the server hands its
 * app and its `platform` option (an open Platform, or PlatformOptions to open one with schedules on).
 * A platform opened here is closed with the server (running jobs finish first).
 */
import type { FastifyInstance } from 'fastify'
import { openPlatform } from './open-platform.js'
import type { Platform, PlatformOptions } from './open-platform.js'
import { platformRoutes } from './platform-routes.js'

/** The server's `platform` option: a Platform already open, or how to open one. */
export type PlatformServerOption = Platform | PlatformOptions

export function mountPlatform(app: FastifyInstance, option: PlatformServerOption, apiKey: string | undefined): void {
  const owned = !('store' in option)
  const platform = owned ? openPlatform({ schedules: true, ...option }) : option
  void app.register(async (scope) => platformRoutes(scope, { platform, apiKey }), { prefix: '/api/v1' })
  if (owned) app.addHook('onClose', async () => platform.close())
}
