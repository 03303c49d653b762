import { promisify } from 'node:util'
import { brotliCompress, gzip, constants as zlibConstants } from 'node:zlib'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { DB } from '#db/database.ts'
import {
  findFeedBoard,
  findFeedThreads,
  findSitemapBoards,
  findSitemapContent,
  findSitemapThreads,
  findThreadRanges,
} from '#db/sitemaps.ts'
import {
  blogArticlePath,
  faqPath,
  MAGAZINE,
  magazinePath,
  marketplacePath,
  motortestPath,
  POLL_LIST_PATH,
} from '#domain/content-routes.ts'
import { parseId } from '#domain/ids.ts'
import { excerpt } from '#domain/markup.ts'
import { boardPath, threadPath } from '#domain/routes.ts'
import {
  boardFeedPath,
  boardSitemapPath,
  NEW_THREADS_FEED_PATH,
  rssFeed,
  SITEMAP_ID_RANGE,
  type SitemapEntry,
  sitemapIndex,
  urlSet,
} from '#domain/sitemap.ts'
import { canonicalUrl, type SiteVariant, variantForHost } from '#domain/variants.ts'
import { BROTLI_QUALITY, GZIP_LEVEL, pageEncoding } from '#web/compression.ts'

// decision 037: what search engines and feed readers ask for — /robots.txt, the sitemap index
// /sitemap.xml with its sitemaps (pages, the sections' content, and per board its public threads in
// id ranges of 50,000, so no file exceeds the protocol's limits), and RSS feeds per board and for
// new threads. Only public content: what a visitor may see, at its canonical address.

const SITEMAP_CACHE = 'public, max-age=3600, s-maxage=3600'
const FEED_CACHE = 'public, max-age=600, s-maxage=600'
const FEED_ITEMS = 30

/** Paths no crawler needs: members' areas, actions, forms, the search, the development mailbox. */
const DISALLOWED = [
  '/cockpit',
  '/melden/',
  '/moderation',
  '/forum/aktion/',
  '/blogs/aktion/CreateArticle.html',
  '/blogs/aktion/EditArticle.html',
  '/marktplatz/anzeige-',
  '/marktplatz/meine-anzeigen',
  '/tests/schreiben',
  '/tests/bearbeiten/',
  '/suche.html',
  '/einloggen',
  '/login.html',
  '/logout.html',
  '/registrieren',
  '/passwort-',
  '/out',
  '/dev/',
  '/graphql',
]

/** The section pages every visitor reaches from the frame. */
const SECTION_PAGES = [
  '/',
  '/forum.html',
  '/tests',
  '/blogs.html',
  '/marktplatz',
  '/bilder.html',
  MAGAZINE.news.list,
  MAGAZINE.video.list,
  MAGAZINE.exklusiv.list,
  POLL_LIST_PATH,
  '/team.html',
  '/app',
  '/newsletter',
  '/inhalt/Contact.html',
]

function variantOf(request: FastifyRequest): SiteVariant {
  return variantForHost(request.headers.host)
}

const brotli = promisify(brotliCompress)
const gzipped = promisify(gzip)

/**
 * An XML answer, compressed as the client accepts (a board's sitemap is megabytes of addresses; the
 * work runs on libuv's thread pool, not the event loop), with the time a CDN may keep it.
 */
async function xml(
  request: FastifyRequest,
  reply: FastifyReply,
  body: string,
  cache: string,
  type = 'application/xml',
) {
  reply.type(`${type}; charset=utf-8`).header('Cache-Control', cache).header('Vary', 'Accept-Encoding')
  const encoding = pageEncoding(request.headers['accept-encoding'] ?? null)
  if (encoding === 'identity' || body.length < 1024) return reply.send(body)
  const compressed =
    encoding === 'br'
      ? await brotli(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } })
      : await gzipped(body, { level: GZIP_LEVEL })
  return reply.header('Content-Encoding', encoding).send(compressed)
}

/**
 * The last answer of `load` for `ttlMs`: the sitemap index groups every public thread by board and
 * range; crawlers may ask often, and an index a minute old names the same files.
 */
function memo<T>(ttlMs: number, load: () => Promise<T>): () => Promise<T> {
  let kept: { until: number; value: Promise<T> } | null = null
  return () => {
    const now = Date.now()
    if (!kept || kept.until <= now) {
      const value = load()
      kept = { until: now + ttlMs, value }
      value.catch(() => {
        kept = null
      })
    }
    return kept.value
  }
}

export async function seoPlugin(app: FastifyInstance, options: { db: DB }): Promise<void> {
  const { db } = options
  const threadRanges = memo(60_000, () => findThreadRanges(db, SITEMAP_ID_RANGE))

  app.get('/robots.txt', async (request, reply) => {
    const variant = variantOf(request)
    const lines = [
      'User-agent: *',
      ...DISALLOWED.map((path) => `Disallow: ${path}`),
      '',
      `Sitemap: ${canonicalUrl(variant, '/sitemap.xml')}`,
      '',
    ]
    return reply
      .type('text/plain; charset=utf-8')
      .header('Cache-Control', 'public, max-age=86400')
      .send(lines.join('\n'))
  })

  app.get('/sitemap.xml', async (request, reply) => {
    const variant = variantOf(request)
    const ranges = await threadRanges()
    const newest = ranges.reduce<Date | null>(
      (latest, row) => (row.lastmod && (!latest || row.lastmod > latest) ? row.lastmod : latest),
      null,
    )
    const entries: SitemapEntry[] = [
      { loc: canonicalUrl(variant, '/sitemaps/seiten.xml'), lastmod: newest },
      { loc: canonicalUrl(variant, '/sitemaps/inhalte.xml') },
      ...ranges.map((row) => ({
        loc: canonicalUrl(variant, boardSitemapPath(row.board_id, row.range)),
        lastmod: row.lastmod,
      })),
    ]
    return xml(request, reply, sitemapIndex(entries), SITEMAP_CACHE)
  })

  // the section pages and every board
  app.get('/sitemaps/seiten.xml', async (request, reply) => {
    const variant = variantOf(request)
    const boards = await findSitemapBoards(db)
    const entries: SitemapEntry[] = [
      ...SECTION_PAGES.map((path) => ({ loc: canonicalUrl(variant, path) })),
      ...boards.map((board) => ({
        loc: canonicalUrl(variant, boardPath(board)),
        lastmod: board.last_post_at,
      })),
    ]
    return xml(request, reply, urlSet(entries), SITEMAP_CACHE)
  })

  // blog articles, tests, the magazine, FAQ articles, open ads
  app.get('/sitemaps/inhalte.xml', async (request, reply) => {
    const variant = variantOf(request)
    const content = await findSitemapContent(db, new Date(), 9_000)
    const entries: SitemapEntry[] = [
      ...content.blogs.map((row) => ({
        loc: canonicalUrl(variant, blogArticlePath(row)),
        lastmod: row.updated_at ?? row.published_at,
      })),
      ...content.tests.map((row) => ({
        loc: canonicalUrl(variant, motortestPath(row)),
        lastmod: row.updated_at ?? row.created_at,
      })),
      ...content.magazine.map((row) => ({
        loc: canonicalUrl(variant, magazinePath(row)),
        lastmod: row.published_at,
      })),
      ...content.faqs.map((row) => ({ loc: canonicalUrl(variant, faqPath(row)), lastmod: row.created_at })),
      ...content.ads.map((row) => ({
        loc: canonicalUrl(variant, marketplacePath(row)),
        lastmod: row.updated_at ?? row.created_at,
      })),
    ]
    return xml(request, reply, urlSet(entries), SITEMAP_CACHE)
  })

  app.get<{ Params: { file: string } }>('/sitemaps/:file', async (request, reply) => {
    const match = /^forum-(\d{1,9})-(\d{1,6})\.xml$/.exec(request.params.file)
    const boardId = parseId(match?.[1])
    if (!match || boardId === null)
      return reply.code(404).type('text/plain; charset=utf-8').send('Nicht gefunden')
    const range = Number(match[2])
    const threads = await findSitemapThreads(
      db,
      boardId,
      range * SITEMAP_ID_RANGE,
      (range + 1) * SITEMAP_ID_RANGE,
    )
    if (threads.length === 0) return reply.code(404).type('text/plain; charset=utf-8').send('Nicht gefunden')
    const variant = variantOf(request)
    return xml(
      request,
      reply,
      urlSet(
        threads.map((thread) => ({
          loc: canonicalUrl(variant, threadPath(thread)),
          lastmod: thread.lastmod,
        })),
      ),
      SITEMAP_CACHE,
    )
  })

  app.get(NEW_THREADS_FEED_PATH, async (request, reply) => {
    const variant = variantOf(request)
    const threads = await findFeedThreads(db, null, FEED_ITEMS)
    return xml(
      request,
      reply,
      rssFeed({
        title: `Neue Themen - ${variant.productName}`,
        link: canonicalUrl(variant, '/forum.html'),
        self: canonicalUrl(variant, NEW_THREADS_FEED_PATH),
        description: 'Die neuesten Themen aus allen Foren.',
        items: threads.map((thread) => ({
          title: thread.title,
          link: canonicalUrl(variant, threadPath(thread)),
          description: excerpt(thread.text ?? '', 300),
          author: thread.display_name,
          published: thread.created_at,
        })),
      }),
      FEED_CACHE,
      'application/rss+xml',
    )
  })

  app.get<{ Params: { file: string } }>('/feeds/:file', async (request, reply) => {
    const boardId = parseId(/^forum-(\d{1,9})\.rss$/.exec(request.params.file)?.[1])
    const board = boardId === null ? undefined : await findFeedBoard(db, boardId)
    if (!board) return reply.code(404).type('text/plain; charset=utf-8').send('Nicht gefunden')
    const variant = variantOf(request)
    const threads = await findFeedThreads(db, board.id, FEED_ITEMS)
    return xml(
      request,
      reply,
      rssFeed({
        title: `${board.name} - ${variant.productName}`,
        link: canonicalUrl(variant, boardPath(board)),
        self: canonicalUrl(variant, boardFeedPath(board.id)),
        description: board.description || `Die neuesten Themen im ${board.name}.`,
        items: threads.map((thread) => ({
          title: thread.title,
          link: canonicalUrl(variant, threadPath(thread)),
          description: excerpt(thread.text ?? '', 300),
          author: thread.display_name,
          published: thread.created_at,
        })),
      }),
      FEED_CACHE,
      'application/rss+xml',
    )
  })
}
