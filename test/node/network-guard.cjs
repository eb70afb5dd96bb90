/**
 * Preloaded with `node -r` into a docparts process under test: it runs in the main thread and in every
 * worker thread (tesseract's, piscina's), records each thread it guards, and turns every way out to the
 * network — sockets, DNS, UDP, fetch — into a recorded attempt that throws. The log is the file named by
 * NETWORK_GUARD_LOG, one line per event: `guarded <threadId>` or `attempt <threadId> <what>`.
 */
'use strict'
const { appendFileSync } = require('node:fs')
const { threadId } = require('node:worker_threads')
const net = require('node:net')
const dns = require('node:dns')
const dgram = require('node:dgram')

const log = process.env.NETWORK_GUARD_LOG
if (!log) throw new Error('network-guard: set NETWORK_GUARD_LOG to the log file path')
const record = (line) => appendFileSync(log, `${line}\n`)

function refuse(what) {
  record(`attempt ${threadId} ${what}`)
  throw new Error(`network disabled by network-guard: ${what}`)
}

net.Socket.prototype.connect = function (...args) {
  const target = args[0]
  // Local IPC (a path) is not the network; TCP to any host is.
  if (target !== null && typeof target === 'object' && typeof target.path === 'string') refuse(`ipc ${target.path}`)
  return refuse(`socket ${JSON.stringify(target)}`)
}
for (const name of ['lookup', 'resolve', 'resolve4', 'resolve6', 'resolveAny']) dns[name] = (host) => refuse(`dns ${name} ${host}`)
dns.promises.lookup = async (host) => refuse(`dns lookup ${host}`)
dgram.createSocket = () => refuse('udp socket')
globalThis.fetch = async (url) => refuse(`fetch ${String(url)}`)

record(`guarded ${threadId}`)
