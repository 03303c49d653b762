import path from 'node:path'
import { z } from 'zod'
import { type ProxyTrust, parseProxyTrust } from './proxy-trust.ts'

// Configuration from the environment, checked once at start-up (README lists every variable).

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes')

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65_535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'muss mit postgres:// oder postgresql:// beginnen')
    .optional(),
  /** decision 037: a read replica for reads that tolerate seconds of lag (sitemaps, feeds, search) */
  DATABASE_READ_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'muss mit postgres:// oder postgresql:// beginnen')
    .optional(),
  APP_ENV: z.enum(['development', 'test', 'production']).default('development'),
  SEED_DEMO: booleanFlag.optional(),
  PUBLIC_URL: z
    .string()
    .regex(/^https?:\/\/[^/]+$/, 'muss wie https://www.example.de aussehen (ohne / am Ende)')
    .optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'muss mit smtp:// oder smtps:// beginnen')
    .optional(),
  MAIL_FROM: z.string().min(3).default('MOTOR-TALK <noreply@motor-talk.de>'),
  /** decision 036: where the contact form's messages go. */
  CONTACT_EMAIL: z.string().email().default('kontakt@motor-talk.de'),
  /**
   * The reverse proxies in front of the app (docs/deploy.md): none (unset, false), a hop count
   * (true = 1, the one nginx of deploy/nginx.conf), or their addresses/networks, comma-separated.
   */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((value, ctx) => {
      const trust = parseProxyTrust(value)
      if (typeof trust === 'object' && 'error' in trust) {
        ctx.addIssue({ code: 'custom', message: trust.error })
        return z.NEVER
      }
      return trust
    }),
  /** decision 037: a bearer token that opens /metrics from other hosts (loopback needs none) */
  METRICS_TOKEN: z.string().min(16).optional(),
  /** app processes on the one port (node:cluster workers); 1: the first process serves itself */
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
  PAGE_CACHE_TTL_MS: z.coerce.number().int().min(0).max(3_600_000).default(10_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DEV_MAILBOX: booleanFlag.default(false),
  // decision 032: an optional language model for the thread summary (OpenAI-compatible endpoint)
  SUMMARY_LLM_URL: z
    .string()
    .regex(/^https?:\/\//, 'muss mit http:// oder https:// beginnen')
    .optional(),
  SUMMARY_LLM_MODEL: z.string().min(1).optional(),
  SUMMARY_LLM_KEY: z.string().min(1).optional(),
  SUMMARY_LLM_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(300_000).default(20_000),
})

export interface AppConfig {
  port: number
  host: string
  dataDir: string
  databaseUrl: string | undefined
  webConcurrency: number
  /** decision 037: the read replica (DATABASE_READ_URL), or undefined: every read goes to the primary. */
  databaseReadUrl: string | undefined
  appEnv: 'development' | 'test' | 'production'
  /** Seed the demo community into an empty database (default: outside production only). */
  seedDemo: boolean
  logLevel: string
  /** How long visitors' pages stay in memory; 0 turns the cache off. */
  pageCacheTtlMs: number
  /** Base of links in mails; never taken from a request's Host header. */
  publicUrl: string
  smtpUrl: string | undefined
  mailFrom: string
  contactAddress: string
  outboxDir: string
  uploadsDir: string
  /**
   * The trusted proxy hops (a count, 0 = none, or their addresses): the client address is the
   * rightmost X-Forwarded-For entry they did not add (src/server/client-address.ts).
   */
  trustProxy: ProxyTrust
  /** decision 037: opens /metrics to a scraper on another host (Authorization: Bearer …). */
  metricsToken: string | undefined
  /**
   * docs/security.md: the development mailbox (/dev/mailbox, every mail with its links) exists only
   * when asked for with DEV_MAILBOX=true, never in production, and answers loopback only.
   */
  devMailbox: boolean
  /** decision 032: the language model behind the thread summary; null: the offline summariser only. */
  summaryLlm: { url: string; model: string; apiKey: string | undefined; timeoutMs: number } | null
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = EnvSchema.safeParse(
    Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== '')),
  )
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)
    throw new Error(`Ungültige Konfiguration:\n${lines.join('\n')}`)
  }
  const e = parsed.data
  // docs/security.md: the mailbox shows password-reset links; in production it must not exist, and a
  // deployment that asks for it is misconfigured: refuse to start rather than guess
  if (e.DEV_MAILBOX && e.APP_ENV === 'production') {
    throw new Error(
      'Ungültige Konfiguration:\n  DEV_MAILBOX: der Entwicklungs-Postausgang ist in Produktion (APP_ENV=production) nicht erlaubt',
    )
  }
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databaseReadUrl: e.DATABASE_READ_URL,
    appEnv: e.APP_ENV,
    seedDemo: e.SEED_DEMO ?? e.APP_ENV !== 'production',
    logLevel: e.LOG_LEVEL,
    pageCacheTtlMs: e.PAGE_CACHE_TTL_MS,
    webConcurrency: e.WEB_CONCURRENCY,
    publicUrl:
      e.PUBLIC_URL ??
      (e.APP_ENV === 'production' ? 'https://www.motor-talk.de' : `http://localhost:${e.PORT}`),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    contactAddress: e.CONTACT_EMAIL,
    outboxDir: path.join(path.resolve(e.DATA_DIR), 'mail'),
    /** Pictures and attachments (DESIGN.md), served under /uploads/. */
    uploadsDir: path.join(path.resolve(e.DATA_DIR), 'uploads'),
    trustProxy: e.TRUST_PROXY,
    metricsToken: e.METRICS_TOKEN,
    devMailbox: e.DEV_MAILBOX,
    summaryLlm:
      e.SUMMARY_LLM_URL && e.SUMMARY_LLM_MODEL
        ? {
            url: e.SUMMARY_LLM_URL,
            model: e.SUMMARY_LLM_MODEL,
            apiKey: e.SUMMARY_LLM_KEY,
            timeoutMs: e.SUMMARY_LLM_TIMEOUT_MS,
          }
        : null,
  }
}
