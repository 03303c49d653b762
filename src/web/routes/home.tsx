import { BLOG_LIST_PATH, MOTORTEST_LIST_PATH } from '#domain/content-routes.ts'
import { formatNumber } from '#domain/numbers.ts'
import { NEW_THREADS_FEED_PATH } from '#domain/sitemap.ts'
import { pageTitle } from '#domain/titles.ts'
import { appContext } from '../context.ts'
import { BoardDirectory } from '../features/forum-home/BoardDirectory.tsx'
import { About } from '../features/home/About.tsx'
import { BoardGrid } from '../features/home/BoardGrid.tsx'
import { NewBoards, NewestMembers } from '../features/home/Community.tsx'
import { Hero } from '../features/home/Hero.tsx'
import styles from '../features/home/HomePage.module.css'
import { loadLandingPage } from '../features/home/load-landing.ts'
import { Section } from '../features/home/Section.tsx'
import { BlogTeasers, TestTeasers } from '../features/home/Teasers.tsx'
import { HotTopics, LatestTopics } from '../features/home/TopicList.tsx'
import { useRootData } from '../root.tsx'
import { feedLink, socialMeta } from '../social-meta.ts'
import { AdSlot } from '../ui/AdSlot.tsx'
import type { Route } from './+types/home.ts'

// spec 000 §2.2: the home page, sections in the spec's order.

export function loader({ context }: Route.LoaderArgs) {
  return loadLandingPage(context.get(appContext))
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return []
  const intel = loaderData.platformIntel
  const description = `Die Auto- und Motorrad-Community: ${formatNumber(intel.totalNumberOfPosts)} Beiträge, ${formatNumber(intel.totalNumberOfVehicleTests)} Fahrzeugtests und ${formatNumber(intel.totalNumberOfBlogArticles)} Blogartikel. Frag die Community!`
  return [
    { title: pageTitle('Europas größte Auto- und Motor-Community', loaderData.productName) },
    {
      name: 'description',
      content: description,
    },
    { tagName: 'link', rel: 'canonical', href: loaderData.canonical },
    ...socialMeta({
      title: 'Europas größte Auto- und Motor-Community',
      description: description,
      url: loaderData.canonical,
      siteName: loaderData.productName,
      image: '/images/og-image.png',
    }),
    feedLink('Neue Themen', NEW_THREADS_FEED_PATH),
  ]
}

export default function Home({ loaderData: home }: Route.ComponentProps) {
  const { now } = useRootData()
  return (
    <div className={styles.page}>
      <AdSlot name="home-left" kind="sidebar" />
      <div className={styles.content}>
        <Hero intel={home.platformIntel} onlineCount={home.onlineCount} isLoggedIn={home.isLoggedIn} />
        <Section id="home-latest" title="Neue Beiträge" more={{ href: '/forum.html', label: 'Zum Forum' }}>
          <LatestTopics topics={home.latestTopics} now={now} />
        </Section>
        <Section
          id="home-cars"
          title="Auto-Forum"
          more={{ href: '/forum/auto-b3.html', label: 'Alle Automarken' }}
        >
          <BoardGrid boards={home.carBrands} />
        </Section>
        <Section
          id="home-motorcycles"
          title="Motorrad-Forum"
          more={{ href: '/forum/motorrad-forum-b15.html', label: 'Alle Motorradmarken' }}
        >
          <BoardGrid boards={home.motorcycleBrands} />
        </Section>
        <Section
          id="home-topics"
          title="Themenforen"
          more={{ href: '/forum/wissen-b6.html', label: 'Alle Themen' }}
        >
          <BoardGrid boards={home.topicForums} columns="narrow" />
        </Section>
        <Section id="home-new-boards" title="Neue Foren">
          <NewBoards boards={home.newBoards} />
        </Section>
        <Section id="home-members" title="Neue Mitglieder">
          <NewestMembers members={home.newestMembers} />
        </Section>
        <Section id="home-hot" title="Heiß diskutiert">
          <HotTopics topics={home.hotTopics} now={now} />
        </Section>
        <Section id="home-blogs" title="Blogs" more={{ href: BLOG_LIST_PATH, label: 'Alle Blogs' }}>
          <BlogTeasers articles={home.blogArticles} />
        </Section>
        <Section
          id="home-tests"
          title="Fahrzeugtests"
          more={{ href: MOTORTEST_LIST_PATH, label: 'Alle Tests' }}
        >
          <TestTeasers tests={home.motortests} />
        </Section>
        <Section
          id="home-directory"
          title="Alle Foren"
          more={{ href: '/forum.html', label: 'Forenübersicht' }}
        >
          <BoardDirectory rootBoards={home.rootBoards} now={now} headingLevel={3} />
        </Section>
        <About productName={home.productName} />
      </div>
      <AdSlot name="home-right" kind="sidebar" />
    </div>
  )
}
