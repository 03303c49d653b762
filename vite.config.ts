import { reactRouter } from '@react-router/dev/vite'
import { defineConfig } from 'vite'
import { CSS_OPTIONS, islandsBuild } from './scripts/islands-build.ts'
import { precompress } from './scripts/precompress.ts'

type ModuleInfo = { importers: readonly string[]; isEntry: boolean } | null

/**
 * decision 035: every stylesheet a page needs from its first paint comes in one file. Each CSS module
 * of a component, a route or the root that is loaded without a dynamic import goes into the chunk
 * `styles` (its JavaScript is only the class names), so a page has one render-blocking
 * stylesheet instead of up to 13 small ones. What is loaded on demand (the consent settings, the
 * moderation tools) keeps stylesheets of its own, whose failure the page reports as
 * CSS_CHUNK_LOAD_FAILED (spec 000 §2.5).
 */
function stylesChunk(id: string, getModuleInfo: (id: string) => ModuleInfo): string | undefined {
  if (!/\.css(\?|$)/.test(id) || !id.includes('/src/web/')) return undefined
  return loadedWithoutDynamicImport(id, getModuleInfo, new Set()) ? 'styles' : undefined
}

/** Whether a module is reached from an entry (a route module, the client entry) by static imports only. */
function loadedWithoutDynamicImport(
  id: string,
  getModuleInfo: (id: string) => ModuleInfo,
  seen: Set<string>,
): boolean {
  if (seen.has(id)) return false
  seen.add(id)
  const info = getModuleInfo(id)
  if (!info) return false
  if (info.isEntry) return true
  return info.importers.some((importer) => loadedWithoutDynamicImport(importer, getModuleInfo, seen))
}

/**
 * decision 035: the small modules every page shares (domain rules, the UI kit, the frame) in one
 * chunk instead of thirty files of one or two kilobytes each: fewer requests before the first
 * paint on a slow phone connection. Only what pages load without a dynamic import.
 */
function sharedChunk(id: string, getModuleInfo: (id: string) => ModuleInfo): string | undefined {
  if (!/\/src\/(domain|web\/ui|web\/features\/frame)\//.test(id)) return undefined
  return loadedWithoutDynamicImport(id, getModuleInfo, new Set()) ? 'shared' : undefined
}

export default defineConfig({
  plugins: [reactRouter(), islandsBuild(), precompress()],
  css: CSS_OPTIONS,
  build: {
    assetsInlineLimit: 0,
    rollupOptions: {
      output: {
        manualChunks: (id, { getModuleInfo }) =>
          stylesChunk(id, getModuleInfo) ?? sharedChunk(id, getModuleInfo),
      },
    },
  },
})
