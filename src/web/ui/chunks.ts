import { type ComponentType, lazy } from 'react'
import { CHUNK_LOAD_TIMEOUT_MS } from '#domain/limits.ts'

// Lazily loaded script and stylesheet chunks (spec 000 §7, §8; spec 001 §7, §8): they load
// from the static path and time out after 120 s. A failed script chunk is a ChunkLoadError
// ("Loading chunk {n} failed" with its cause: missing, timeout or error), a failed stylesheet
// carries the code CSS_CHUNK_LOAD_FAILED. Both usually mean a new release replaced the files
// the open page refers to: the page offers a reload (ReloadOffer).

export type ChunkFailureType = 'missing' | 'timeout' | 'error'

export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError'
  readonly type: ChunkFailureType
  readonly request: string

  constructor(chunk: string, type: ChunkFailureType, request: string, options?: { cause?: unknown }) {
    super(`Loading chunk ${chunk} failed.\n(${type}: ${request})`, options)
    this.type = type
    this.request = request
  }
}

export class CssChunkLoadError extends Error {
  override readonly name = 'CssChunkLoadError'
  readonly code = 'CSS_CHUNK_LOAD_FAILED'
  readonly request: string

  constructor(request: string, options?: { cause?: unknown }) {
    super(`Loading CSS chunk failed.\n(${request})`, options)
    this.request = request
  }
}

/** Browsers' own words for a dynamic import that could not be fetched. */
const FETCH_FAILED =
  /dynamically imported module|Importing a module script failed|error loading dynamically imported module/i

export function isChunkLoadFailure(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false
  if ('name' in error && error.name === 'ChunkLoadError') return true
  if ('code' in error && error.code === 'CSS_CHUNK_LOAD_FAILED') return true
  return 'message' in error && typeof error.message === 'string' && FETCH_FAILED.test(error.message)
}

/** The failing URL in a browser's import error, if it names one. */
function requestOf(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error)
  return /(https?:\/\/\S+|\/assets\/\S+)/.exec(message)?.[1] ?? 'unbekannt'
}

/**
 * Loads a lazy chunk, giving up after `timeoutMs`. A browser's import failure becomes a
 * ChunkLoadError: 'missing' when the server could not deliver the file, 'error' otherwise.
 */
export function loadChunk<T>(
  chunk: string,
  importer: () => Promise<T>,
  timeoutMs = CHUNK_LOAD_TIMEOUT_MS,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError(chunk, 'timeout', chunk)), timeoutMs)
    importer().then(
      (module) => {
        clearTimeout(timer)
        resolve(module)
      },
      (error: unknown) => {
        clearTimeout(timer)
        if (error instanceof ChunkLoadError || error instanceof CssChunkLoadError) return reject(error)
        const type: ChunkFailureType = isChunkLoadFailure(error) ? 'missing' : 'error'
        reject(new ChunkLoadError(chunk, type, requestOf(error), { cause: error }))
      },
    )
  })
}

/** React.lazy with the chunk rules: time-out and ChunkLoadError. Wrap its use in a ChunkBoundary. */
export function lazyChunk<P extends object>(
  chunk: string,
  importer: () => Promise<{ default: ComponentType<P> }>,
): ComponentType<P> {
  return lazy(() => loadChunk(chunk, importer))
}
