/**
 * @module ocr/ocr-pool
 * A pool of tesseract workers shared by every partition call in the process. At most `size` workers
 * (default: the number of cores) run at once, each with one language set loaded; a job takes an idle worker
 * with its languages, else starts one, else replaces an idle worker of other languages, else waits.
 * Workers are reused across calls and terminated by `disposeOcrPool()` or after `idleMs` without work
 * (default 2000 ms): live worker threads would otherwise keep a Node process from exiting.
 */
import type { OcrAgent, OcrLayout, OcrLine } from './ocr-types.js'
import type { GrayImage } from '../images/gray-image.js'
import { startTesseractWorker } from './tesseract.js'
import { assetLocations } from '#platform/asset-locations'
import type { AssetLocations } from '../assets/asset-locations.js'
import type { TesseractWorker } from './tesseract.js'

export interface OcrPoolOptions {
  /** Maximum number of workers. Default: `navigator.hardwareConcurrency`, else 2. */
  size?: number
  /** Milliseconds without work after which every worker is terminated. Default 2000; 0 keeps them until disposed. */
  idleMs?: number
}

interface Slot {
  languages: string
  /** The asset folder its files came from (AssetLocations.base). */
  assets: string
  worker: Promise<TesseractWorker>
  busy: boolean
}

const slots: Slot[] = []
const waiting: (() => void)[] = []
let settings: Required<OcrPoolOptions> = { size: defaultSize(), idleMs: 2000 }
let idleTimer: ReturnType<typeof setTimeout> | undefined

function defaultSize(): number {
  const cores = (globalThis as { navigator?: { hardwareConcurrency?: number } }).navigator?.hardwareConcurrency
  return typeof cores === 'number' && cores > 0 ? cores : 2
}

/** Changes the pool's size or idle time; workers beyond a smaller size end when they fall idle. */
export function configureOcrPool(options: OcrPoolOptions): void {
  settings = {
    size: Math.max(1, Math.floor(options.size ?? settings.size)),
    idleMs: Math.max(0, options.idleMs ?? settings.idleMs),
  }
}

/** The pool's size (the number of pages worth OCRing at once). */
export function ocrPoolSize(): number {
  return settings.size
}

/** Number of started workers (idle or busy). */
export function ocrWorkerCount(): number {
  return slots.length
}

/** Terminates every worker; later jobs start new ones. Safe to call at any time and more than once. */
export async function disposeOcrPool(): Promise<void> {
  if (idleTimer !== undefined) clearTimeout(idleTimer)
  idleTimer = undefined
  const all = slots.splice(0)
  await Promise.all(all.map(async (slot) => (await slot.worker.catch(() => undefined))?.terminate().catch(() => undefined)))
}

function scheduleIdle(): void {
  if (idleTimer !== undefined) clearTimeout(idleTimer)
  idleTimer = undefined
  if (settings.idleMs === 0 || slots.some((s) => s.busy) || waiting.length > 0) return
  idleTimer = setTimeout(() => void disposeOcrPool(), settings.idleMs)
  // The timer itself must not keep Node alive (unref exists on Node timers only).
  ;(idleTimer as { unref?: () => void }).unref?.()
}

function acquire(languages: string, assets: AssetLocations): Slot | undefined {
  const same = slots.find((s) => !s.busy && s.languages === languages && s.assets === assets.base)
  if (same !== undefined) return same
  if (slots.length < settings.size) {
    const slot: Slot = { languages, assets: assets.base, worker: startTesseractWorker(languages, assets), busy: false }
    slots.push(slot)
    return slot
  }
  const other = slots.findIndex((s) => !s.busy)
  if (other < 0) return undefined
  const [old] = slots.splice(other, 1)
  void old!.worker.then((w) => w.terminate()).catch(() => undefined)
  const slot: Slot = { languages, assets: assets.base, worker: startTesseractWorker(languages, assets), busy: false }
  slots.push(slot)
  return slot
}

function release(slot: Slot, broken: boolean): void {
  slot.busy = false
  const index = slots.indexOf(slot)
  if (index >= 0 && (broken || slots.length > settings.size)) {
    slots.splice(index, 1)
    void slot.worker.then((w) => w.terminate()).catch(() => undefined)
  }
  waiting.shift()?.()
  scheduleIdle()
}

/**
 * Recognizes one image with a pooled worker for `languages` (tesseract codes joined with "+"), whose files
 * come from `assets` (default: the platform's, assets/asset-locations).
 */
export async function recognizeWithPool(
  image: GrayImage,
  languages: string,
  dpi: number,
  signal?: AbortSignal,
  assets: AssetLocations = assetLocations(undefined),
  layout: OcrLayout = 'auto',
): Promise<OcrLine[]> {
  if (idleTimer !== undefined) clearTimeout(idleTimer)
  idleTimer = undefined
  let slot = acquire(languages, assets)
  while (slot === undefined) {
    await new Promise<void>((resolve) => waiting.push(resolve))
    signal?.throwIfAborted()
    slot = acquire(languages, assets)
  }
  slot.busy = true
  let broken = false
  try {
    const worker = await slot.worker
    signal?.throwIfAborted()
    return await worker.recognize(image, dpi, layout)
  } catch (error) {
    broken = !(signal?.aborted ?? false)
    throw error
  } finally {
    release(slot, broken)
  }
}

/** The built-in OCR agent: tesseract through the pool, its files from the platform's default asset folder. */
export const tesseractAgent: OcrAgent = {
  recognize: (image, languages, dpi, signal, layout) => recognizeWithPool(image, languages, dpi, signal, undefined, layout),
}

/** `agent`, or when it is the built-in one and `assets` is given, the built-in one reading its files from `assets`. */
export function withOcrAssets(agent: OcrAgent, assets: AssetLocations | undefined): OcrAgent {
  if (agent !== tesseractAgent || assets === undefined) return agent
  return { recognize: (image, languages, dpi, signal, layout) => recognizeWithPool(image, languages, dpi, signal, assets, layout) }
}
