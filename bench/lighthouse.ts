// npm run bench -- --lighthouse  (decision 035: what a phone sees)
// Lighthouse from npm, in Debian's Chromium (/usr/bin/chromium, or CHROME_PATH), with its default
// mobile settings: a mid-range phone's screen and CPU (4× slowdown) on simulated slow 4G. Each
// page is measured three times; the median run by performance score is kept.

import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

export interface LighthouseRow {
  name: string
  path: string
  score: number
  lcpMs: number
  cls: number
  tbtMs: number
  fcpMs: number
  /** Bytes over the wire: all, and the scripts and stylesheets among them. */
  totalKb: number
  scriptKb: number
  styleKb: number
  renderBlocking: number
}

const RUNS = 3

interface ResourceSummary {
  resourceType: string
  transferSize: number
}

export async function measureLighthouse(
  origin: string,
  pages: { name: string; path: string }[],
): Promise<LighthouseRow[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  })
  try {
    const rows: LighthouseRow[] = []
    for (const page of pages) {
      const runs: LighthouseRow[] = []
      for (let run = 0; run < RUNS; run++) {
        const result = await lighthouse(`${origin}${page.path}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
        })
        if (!result) throw new Error(`Lighthouse gave no result for ${page.path}`)
        const { lhr } = result
        if (lhr.runtimeError) throw new Error(`${page.path}: ${lhr.runtimeError.message}`)
        const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN
        const resources =
          (lhr.audits['resource-summary']?.details as { items?: ResourceSummary[] } | undefined)?.items ?? []
        const kb = (type: string) =>
          Math.round((resources.find((item) => item.resourceType === type)?.transferSize ?? 0) / 1024)
        const blocking = lhr.audits['render-blocking-insight'] ?? lhr.audits['render-blocking-resources']
        runs.push({
          name: page.name,
          path: page.path,
          score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
          lcpMs: Math.round(audit('largest-contentful-paint')),
          cls: Math.round(audit('cumulative-layout-shift') * 1000) / 1000,
          tbtMs: Math.round(audit('total-blocking-time')),
          fcpMs: Math.round(audit('first-contentful-paint')),
          totalKb: kb('total'),
          scriptKb: kb('script'),
          styleKb: kb('stylesheet'),
          renderBlocking: (blocking?.details as { items?: unknown[] } | undefined)?.items?.length ?? 0,
        })
      }
      runs.sort((a, b) => a.score - b.score)
      const median = runs[Math.floor(runs.length / 2)] as LighthouseRow
      console.log(
        `${page.path}: ${runs.map((r) => r.score).join(' / ')} → ${median.score}, LCP ${median.lcpMs} ms, CLS ${median.cls}, TBT ${median.tbtMs} ms`,
      )
      rows.push(median)
    }
    return rows
  } finally {
    chrome.kill()
  }
}
