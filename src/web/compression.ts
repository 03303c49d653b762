// How a page's HTML travels (decision 035). Measured on a 70 KB thread page: brotli quality 3 gives
// 13.5 KB in 0.29 ms, gzip level 6 (zlib's default, used before) 14.1 KB in 0.58 ms, level 4
// 14.6 KB in 0.39 ms. Every browser sends `br`; gzip stays for the others. Static assets are
// compressed once at build time with the highest settings (scripts/precompress.ts).

export type PageEncoding = 'br' | 'gzip' | 'identity'

export const BROTLI_QUALITY = 3
export const GZIP_LEVEL = 4

/** The encoding for this Accept-Encoding header (q=0 refuses one). */
export function pageEncoding(acceptEncoding: string | null): PageEncoding {
  const accepted = new Set<string>()
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';')
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    if (name && !(q && Number(q.slice(2)) === 0)) accepted.add(name.trim())
  }
  if (accepted.has('br')) return 'br'
  if (accepted.has('gzip')) return 'gzip'
  return 'identity'
}
