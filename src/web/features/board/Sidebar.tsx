import { countOf } from '#domain/numbers.ts'
import { Island } from '../../ui/Island.tsx'
import { StarRating } from '../../ui/StarRating.tsx'
import { Announcements } from './Announcements.tsx'
import styles from './BoardPage.module.css'
import type { BoardPageData } from './load-board-page.ts'
import { StartThreadButton } from './StartThreadButton.tsx'

function Facilitators({ moderators, godfathers }: Pick<BoardPageData, 'moderators' | 'godfathers'>) {
  const people = [
    ...moderators.map((person) => ({ ...person, role: 'Moderator' })),
    ...godfathers.map((person) => ({ ...person, role: 'Forenpate' })),
  ]
  if (people.length === 0) return null
  return (
    <section className={styles.widget} aria-labelledby="facilitators-title">
      <h2 id="facilitators-title" className={styles.widgetTitle}>
        Forum wird betreut von:
      </h2>
      <ul className={styles.people}>
        {people.map((person) => (
          <li key={`${person.role}-${person.userId}`}>
            <img src={person.avatarUrl} alt="" width={32} height={32} loading="lazy" />
            <a href={person.path}>{person.displayName}</a>
            <span className={styles.role}>{person.role}</span>
          </li>
        ))}
      </ul>
    </section>
  )
}

/**
 * The list header counts the topics of this board; the board's own count includes the boards
 * below it. Both on one page read as a contradiction ('36 Themen' beside '180 Themen'),
 * so the larger one says what it includes.
 */
function boardThreadCount({ board, list }: BoardPageData): string {
  const total = countOf(board.numberOfThreads, 'Thema', 'Themen')
  return board.numberOfThreads === list.numberOfThreads ? total : `${total} inkl. Unterforen`
}

export function BoardSidebar({ data }: { data: BoardPageData }) {
  const { board, faq, isMember } = data
  return (
    <aside className={styles.sidebar} aria-label="Rund um dieses Forum">
      {data.announcements.length > 0 && (
        <Island name="Announcements" component={Announcements} props={{ items: data.announcements }} />
      )}
      <section className={styles.widget} aria-labelledby="board-info-title">
        <h2 id="board-info-title" className={styles.widgetTitle}>{`${board.name} Forum`}</h2>
        <p className={styles.widgetText}>
          {`${boardThreadCount(data)} · ${countOf(data.onlineCount, 'Mitglied', 'Mitglieder')} online`}
        </p>
        {board.isOpen && (
          <StartThreadButton boardId={board.id} isMember={isMember} label="Stell deine Frage" />
        )}
      </section>
      <Facilitators moderators={data.moderators} godfathers={data.godfathers} />
      {faq.faqTeasers.length > 0 && (
        <section className={styles.widget} aria-labelledby="faq-title">
          <h2 id="faq-title" className={styles.widgetTitle}>
            FAQ
          </h2>
          <ul className={styles.widgetList}>
            {faq.faqTeasers.map((item) => (
              <li key={item.id}>
                <a href={item.path}>{item.title}</a>
              </li>
            ))}
          </ul>
          <a href={faq.faqUrl} className={styles.more}>
            Alle Beiträge
          </a>
        </section>
      )}
      {board.tests.tests.length > 0 && (
        <section className={styles.widget} aria-labelledby="tests-title">
          <h2 id="tests-title" className={styles.widgetTitle}>
            {board.tests.title}
          </h2>
          <ul className={styles.widgetList}>
            {board.tests.tests.map((test) => (
              <li key={test.id}>
                <a href={test.path}>{test.title}</a>
                <StarRating rating={test.rating} />
              </li>
            ))}
          </ul>
          <a href={board.tests.canonicalUrl.replace(/^https:\/\/[^/]+/, '')} className={styles.more}>
            Alle Tests
          </a>
        </section>
      )}
      {board.blogs.articles.length > 0 && (
        <section className={styles.widget} aria-labelledby="blogs-title">
          <h2 id="blogs-title" className={styles.widgetTitle}>
            Blogs
          </h2>
          <ul className={styles.widgetList}>
            {board.blogs.articles.map((article) => (
              <li key={article.id}>
                <a href={article.path}>{article.title}</a>
                {article.author && (
                  <span className={styles.widgetText}>{` von ${article.author.displayName}`}</span>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
      {data.list.numberOfThreads > 0 && board.isOpen && (
        <section className={`${styles.widget} ${styles.teaser}`} aria-labelledby="teaser-title">
          <h2 id="teaser-title" className={styles.widgetTitle}>
            Steig ein
          </h2>
          <p className={styles.widgetText}>
            Über 50 Millionen Beiträge und eine hilfsbereite Community: Auf Deine Frage bekommst Du meist
            innerhalb von 90 Minuten eine Antwort.
          </p>
          <StartThreadButton boardId={board.id} isMember={isMember} label="Stell Deine Frage" />
        </section>
      )}
    </aside>
  )
}
