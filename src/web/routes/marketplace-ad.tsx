import { data, Form, redirect } from 'react-router'
import { idFromSlug, MARKETPLACE_PATH, marketplacePath } from '#domain/content-routes.ts'
import { AD_KINDS, formatKilometres, formatPrice } from '#domain/marketplace.ts'
import { formatLongDate } from '#domain/time.ts'
import { canonicalUrl } from '#domain/variants.ts'
import { AUTHOR_ONLY_NOTE } from '#domain/visibility.ts'
import { PRIVATE_CACHE, pageCacheHeaders } from '../cache.ts'
import { pagePathname } from '../canonical.ts'
import { type AppContext, appContext } from '../context.ts'
import { CSRF_FIELD } from '../csrf.ts'
import { fail } from '../errors.ts'
import { ReportMenu } from '../features/report/ReportMenu.tsx'
import { checkedForm } from '../form-parser.ts'
import { loginPath } from '../forms.ts'
import { sectionHeaders, sectionMeta } from '../section-page.ts'
import styles from '../ui/Article.module.css'
import { Button, buttonClass } from '../ui/Button.tsx'
import { Paragraphs } from '../ui/Paragraphs.tsx'
import { StructuredData } from '../ui/StructuredData.tsx'
import type { Route } from './+types/marketplace-ad.ts'

// /marktplatz/{slug}-{id}.html (spec 001 §7: marktplatz → /marktplatz/{slug}.html): one
// ad with its price, facts, description and seller; members contact the seller by private
// message. The seller (and the staff) edit and close it here. A closed ad answers 410 to everyone
// else; its seller still reads it.

async function findAd(file: string, request: Request, app: AppContext) {
  const id = idFromSlug(file, '.html')
  if (id === null) fail('NotFound')
  const result = await app.services.sections.marketplace.read(app.viewer, id)
  if (!result) fail('NotFound')
  const path = marketplacePath(result.ad)
  if (pagePathname(request) !== path) throw redirect(path, 301)
  return { ...result, path }
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const app = context.get(appContext)
  const { ad, visibility, seller, mayManage, path } = await findAd(params.file, request, app)
  // hidden by the moderation: gone for everyone but the seller and the staff
  const ended = ad.status === 'closed' || ad.hiddenAt !== null
  const view = {
    ad: {
      id: ad.id,
      title: ad.title,
      description: visibility === 'visible' ? ad.description : '',
      price: formatPrice(ad.priceEuro, ad.negotiable),
      priceEuro: ad.priceEuro,
      ended,
      sellerId: ad.sellerId,
      date: formatLongDate(ad.createdAt),
      isoDate: ad.createdAt.toISOString(),
    },
    visible: visibility === 'visible',
    notice:
      visibility === 'hidden'
        ? 'Diese Anzeige ist nicht mehr verfügbar.'
        : ad.hiddenAt !== null
          ? `Die Moderation hat diese Anzeige ausgeblendet. ${AUTHOR_ONLY_NOTE}`
          : ad.status === 'closed'
            ? 'Diese Anzeige ist beendet.'
            : null,
    facts:
      visibility === 'visible'
        ? [
            ['Art', AD_KINDS.find((kind) => kind.value === ad.kind)?.label],
            ['Marke', ad.manufacturer],
            ['Modell', ad.model],
            ['Baujahr', ad.modelYear?.toString()],
            ['Kilometerstand', ad.mileageKm !== null ? formatKilometres(ad.mileageKm) : null],
            ['Standort', `${ad.postcode} ${ad.city}`],
            ['Eingestellt am', formatLongDate(ad.createdAt)],
          ].filter((fact): fact is [string, string] => typeof fact[1] === 'string' && fact[1] !== '')
        : [],
    seller,
    mayManage,
    isOwn: app.viewer?.userId === ad.sellerId,
    contactPath: seller?.path
      ? `/cockpit/pms/CreateMessage.html?${new URLSearchParams({
          to: seller.path.replace('/nutzer/', ''),
          betreff: `Anzeige: ${ad.title}`,
        })}`
      : null,
    loginPath: loginPath(path),
    isMember: app.viewer !== null,
    csrf: app.session?.csrfToken ?? '',
    canonical: canonicalUrl(app.variant, path),
    productName: app.variant.productName,
  }
  if (visibility !== 'visible')
    return data(view, { status: 410, headers: { 'Cache-Control': PRIVATE_CACHE } })
  return data(view, { headers: ended ? { 'Cache-Control': PRIVATE_CACHE } : pageCacheHeaders(app) })
}

/** The seller closes the ad ('Anzeige beenden'). */
export async function action({ params, request, context }: Route.ActionArgs) {
  const app = context.get(appContext)
  const { ad, path } = await findAd(params.file, request, app)
  const checked = await checkedForm(request, app)
  if (!checked.ok) return data({ error: checked.refusal.message }, { status: checked.refusal.status })
  if (checked.form.get('intent') !== 'close') return data({ error: 'Unbekannte Aktion.' }, { status: 400 })
  const result = await app.services.sections.marketplace.close(app.viewer, ad.id)
  if (!result.ok) return data({ error: result.message }, { status: result.status })
  throw redirect(`${path}#beendet`, 303)
}

export const headers = sectionHeaders

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return []
  return sectionMeta({
    title: loaderData.ad.title,
    description: loaderData.ad.description || loaderData.ad.title,
    canonical: loaderData.canonical,
    productName: loaderData.productName,
    type: 'article',
    indexable: !loaderData.ad.ended,
  })
}

export default function MarketplaceAd({ loaderData, actionData }: Route.ComponentProps) {
  const { ad, visible, facts, seller, mayManage, isOwn, contactPath, isMember, csrf, canonical } = loaderData
  return (
    <article className={styles.page}>
      {!ad.ended && (
        <StructuredData
          data={{
            '@context': 'https://schema.org',
            '@type': 'Product',
            name: ad.title,
            description: ad.description,
            offers: {
              '@type': 'Offer',
              url: canonical,
              price: ad.priceEuro,
              priceCurrency: 'EUR',
              availability: 'https://schema.org/InStock',
              itemCondition: 'https://schema.org/UsedCondition',
            },
          }}
        />
      )}
      <header className={styles.header}>
        <p className={styles.kicker}>
          <a href={MARKETPLACE_PATH}>Marktplatz</a>
        </p>
        <h1 className={styles.title}>{ad.title}</h1>
        {visible && <p className={styles.rating}>{ad.price}</p>}
        {visible && (
          <ReportMenu category="marktplatz" target={ad.id} ownerId={ad.sellerId} placement="thread" />
        )}
      </header>
      {loaderData.notice && (
        <p className={styles.banner} role="status" id="beendet">
          {loaderData.notice} {!visible && <a href={MARKETPLACE_PATH}>Zu den aktuellen Anzeigen</a>}
        </p>
      )}
      {actionData?.error && (
        <p className={styles.banner} role="alert">
          {actionData.error}
        </p>
      )}
      {visible && (
        <>
          <dl className={styles.facts} aria-label="Angaben zur Anzeige">
            {facts.map(([label, value]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
          <Paragraphs text={ad.description} />
          <p className={styles.meta}>
            Verkäufer:{' '}
            {seller?.path ? <a href={seller.path}>{seller.name}</a> : (seller?.name ?? 'Ehemaliges Mitglied')}
          </p>
          <div className={styles.actions}>
            {!ad.ended && !isOwn && contactPath && (
              <a href={isMember ? contactPath : loaderData.loginPath} className={buttonClass()}>
                Verkäufer kontaktieren
              </a>
            )}
            {mayManage && !ad.ended && (
              <>
                <a className={buttonClass('secondary')} href={`/marktplatz/anzeige-bearbeiten/${ad.id}`}>
                  Anzeige bearbeiten
                </a>
                <Form method="post">
                  <input type="hidden" name={CSRF_FIELD} value={csrf} />
                  <input type="hidden" name="intent" value="close" />
                  <Button variant="secondary">Anzeige beenden</Button>
                </Form>
              </>
            )}
          </div>
        </>
      )}
    </article>
  )
}
