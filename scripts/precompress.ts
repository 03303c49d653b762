import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import type { Plugin } from 'vite'

// decision 035: the browser's JavaScript and CSS (and other text assets) are compressed once, when
// they are built — brotli at its best level and gzip — and @fastify/static serves the sibling
// .br or .gz the browser accepts (preCompressed), instead of the uncompressed file.

const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|xml|webmanifest|map)$/
/** Smaller files gain less than the extra round of headers costs. */
const MIN_BYTES = 512

export function compressFile(file: string): { original: number; brotli: number; gzip: number } | null {
  const content = readFileSync(file)
  if (content.length < MIN_BYTES) return null
  const brotli = brotliCompressSync(content, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
    },
  })
  const gzip = gzipSync(content, { level: 9 })
  // a compressed copy that is not smaller is left out: the original is served instead
  if (brotli.length < content.length) writeFileSync(`${file}.br`, brotli)
  if (gzip.length < content.length) writeFileSync(`${file}.gz`, gzip)
  return { original: content.length, brotli: brotli.length, gzip: gzip.length }
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
}

/** Compresses every text file under `dir` that has no up-to-date .br sibling yet. */
export function compressDirectory(dir: string): number {
  let count = 0
  for (const file of filesUnder(dir)) {
    if (!COMPRESSIBLE.test(file)) continue
    const brotli = statSync(`${file}.br`, { throwIfNoEntry: false })
    if (brotli && brotli.mtimeMs >= statSync(file).mtimeMs) continue
    if (compressFile(file)) count += 1
  }
  return count
}

/**
 * Vite plugin: once a build is written, the client folder's text files get .br and .gz
 * siblings — the bundle's chunks and what React Router writes beside them (its manifest).
 */
export function precompress(): Plugin {
  let clientDir = ''
  return {
    name: 'motorforum:precompress',
    apply: 'build',
    configResolved(config) {
      clientDir = path.join(config.root, 'build', 'client')
    },
    closeBundle() {
      if (clientDir && statSync(clientDir, { throwIfNoEntry: false })?.isDirectory())
        compressDirectory(clientDir)
    },
  }
}
