import { countOf } from '#domain/numbers.ts'
import { userPath } from '#domain/routes.ts'
import type { NewBoardItem, UserItem } from '#graphql/operations/types.ts'
import { AppLink } from '../../ui/AppLink.tsx'
import styles from './Community.module.css'

/** 'Neue Foren' (spec 000 §2.2, §3 "Board (home)"). */
export function NewBoards({ boards }: { boards: NewBoardItem[] }) {
  return (
    <ul className={styles.boards}>
      {boards.map((board) => (
        <li key={board.id}>
          <AppLink href={board.path} className={styles.board}>
            <span className={styles.boardName}>{`${board.name} Forum`}</span>
            {board.groupName && <span className={styles.group}>{board.groupName}</span>}
          </AppLink>
          {board.description && <p className={styles.description}>{board.description}</p>}
          <p className={styles.threads}>{countOf(board.numberOfThreads, 'Thema', 'Themen')}</p>
        </li>
      ))}
    </ul>
  )
}

/** The 16 newest members, each avatar linking to the profile (spec 000 §2.2). */
export function NewestMembers({ members }: { members: UserItem[] }) {
  return (
    <ul className={styles.members}>
      {members.map((member) => (
        <li key={member.userId}>
          <a href={userPath(member)} className={styles.member}>
            <img src={member.avatarUrl} alt="" width={56} height={56} loading="lazy" />
            <span className={styles.memberName}>{member.displayName}</span>
          </a>
        </li>
      ))}
    </ul>
  )
}
