import { readdirSync, renameSync, rmSync } from 'node:fs'
import path from 'node:path'
import { build, type InlineConfig, type Plugin, type UserConfig } from 'vite'
import { compressDirectory } from './precompress.ts'

// decision 044: the islands' entry (src/web/islands/entry.tsx) is built on its own, beside the app's
// client build: React DOM and the islands' components, no React Router. It lands in
// build/client/islands/ and its manifest in build/islands-manifest.json (read by entry.server,
// never served). The CSS modules are configured as in vite.config.ts, so an island's class names
// are the app's; the stylesheet itself comes with the page (decision 035), not from here.

/** The options both builds share: the same class names for the same CSS modules. */
export const CSS_OPTIONS: UserConfig['css'] = { modules: { localsConvention: 'camelCaseOnly' } }

export function islandsConfig(root: string): InlineConfig {
  return {
    root,
    configFile: false,
    logLevel: 'warn',
    mode: 'production',
    css: CSS_OPTIONS,
    base: '/islands/',
    build: {
      outDir: path.join(root, 'build/client/islands'),
      emptyOutDir: true,
      manifest: 'manifest.json',
      assetsInlineLimit: 0,
      cssCodeSplit: false,
      modulePreload: false,
      rollupOptions: { input: path.join(root, 'src/web/islands/entry.tsx') },
    },
  }
}

/** Vite plugin of the app's build: once the client is written, the islands are built beside it. */
export function islandsBuild(): Plugin {
  let root = ''
  return {
    name: 'motorforum:islands',
    apply: 'build',
    configResolved(config) {
      root = config.root
    },
    async closeBundle() {
      if (this.environment.name !== 'client') return
      await build(islandsConfig(root))
      const out = path.join(root, 'build/client/islands')
      renameSync(path.join(out, 'manifest.json'), path.join(root, 'build/islands-manifest.json'))
      // the islands' stylesheet duplicates the app's (decision 035): never linked, not shipped
      for (const file of readdirSync(path.join(out, 'assets')))
        if (file.endsWith('.css')) rmSync(path.join(out, 'assets', file))
      compressDirectory(out)
    },
  }
}
