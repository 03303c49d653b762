import type { ReactNode } from 'react'
import type { MemberHead } from './load-member.ts'
import styles from './MemberFrame.module.css'

// The frame of a member's pages: who it is, and the member's sections as tabs that
// wrap on a phone — profile, vehicles, blogs, friends.

const SECTIONS = [
  { id: 'profile', label: 'Profil', path: '' },
  { id: 'vehicles', label: 'Fahrzeuge', path: '/fzprofile' },
  { id: 'blogs', label: 'Blogs', path: '/blogs' },
  { id: 'friends', label: 'Freunde', path: '/friends' },
] as const

export function MemberFrame({
  member,
  current,
  title,
  children,
}: {
  member: MemberHead
  current: (typeof SECTIONS)[number]['id']
  title: string
  children: ReactNode
}) {
  return (
    <div className={styles.page}>
      <header className={styles.head}>
        <img src={member.avatarUrl} alt="" width={56} height={56} className={styles.avatar} />
        <div className={styles.names}>
          <h1 className={styles.title}>{title}</h1>
          <a href={`/nutzer/${member.slug}`} className={styles.who}>
            {member.displayName}
          </a>
        </div>
      </header>
      <nav aria-label={`Bereiche von ${member.displayName}`}>
        <ul className={styles.tabs}>
          {SECTIONS.map((section) => (
            <li key={section.id}>
              <a
                href={`/nutzer/${member.slug}${section.path}`}
                className={section.id === current ? styles.current : styles.tab}
                aria-current={section.id === current ? 'page' : undefined}
              >
                {section.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.card}>{children}</div>
    </div>
  )
}
