import { createContext, type ReactNode, useContext, useId } from 'react'
import { Form } from 'react-router'
import { noticeReasonsAndLevels, STATEMENT_FACTS_MAX } from '#domain/moderation.ts'
import { AUTHOR_ONLY_NOTE } from '#domain/visibility.ts'
import type { ThreadPageThread, ThreadPost } from '#graphql/operations/types.ts'
import { Button, buttonClass } from '../../ui/Button.tsx'
import styles from './ModerationControls.module.css'

// The moderation's controls on the content itself (decision 021): hide/unhide and delete/restore
// posts; close/reopen, move, hide/unhide and delete/restore threads. Each is a small POST form
// to /moderation/aktion, checked again on the server. Spec 000 §4's moderation mode works by
// the classes the boot script puts on <html> before the first paint (docs/decisions/010):
// data-moderation="edit" (the controls) shows only in 'Voll', data-moderation="view" (the
// marks of hidden and deleted content) in 'Voll' and 'Betrachten'; in 'Aus' both are hidden and
// so are the posts a member would not see (the .takenDown mark, ModerationControls.module.css).

export interface ThreadModerationContext {
  /** The viewer moderates this thread's board. */
  moderates: boolean
  /** The moderation UI is on (MT-761_dsa, staff): controls and mode classes apply. */
  controls: boolean
  csrf: string
  boards: readonly { id: number; name: string; depth: number }[]
  boardId: number | null
}

const ModerationContext = createContext<ThreadModerationContext | null>(null)

/** The thread page puts its moderation facts here once; posts and the header read them. */
export function ModerationProvider({
  value,
  children,
}: {
  value: ThreadModerationContext
  children: ReactNode
}) {
  return <ModerationContext.Provider value={value}>{children}</ModerationContext.Provider>
}

/** The thread page's moderation facts (null outside a thread page), e.g. for the editing links (decisions 024–027). */
export function useThreadModeration(): ThreadModerationContext | null {
  return useContext(ModerationContext)
}

type Taken = 'Hidden' | 'Deleted' | null

const LABEL = { Hidden: 'Ausgeblendet', Deleted: 'Gelöscht' } as const
const THIS = { Beitrag: 'Dieser Beitrag', Thema: 'Dieses Thema' } as const

/** The mark of content taken down: for its author a note, for the moderation a mode-bound label. */
function TakenDownMark({
  taken,
  moderates,
  controls,
  what,
}: {
  taken: Exclude<Taken, null>
  moderates: boolean
  controls: boolean
  what: 'Beitrag' | 'Thema'
}) {
  if (!moderates) {
    return (
      <p className={styles.authorNote} role="note">
        <strong>{LABEL[taken]}</strong>{' '}
        {`${THIS[what]} wurde von der Moderation ausgeblendet. ${AUTHOR_ONLY_NOTE}`}{' '}
        <a href="/cockpit/meldungen">Begründung und Beschwerde</a>
      </p>
    )
  }
  return (
    <p
      className={controls ? `${styles.mark} ${styles.takenDown}` : styles.mark}
      {...(controls ? { 'data-moderation': 'view' } : {})}
      role="note"
    >
      <strong>{LABEL[taken]}</strong>{' '}
      {taken === 'Deleted'
        ? `${THIS[what]} wurde gelöscht. Nur die Moderation sieht ${what === 'Thema' ? 'es' : 'ihn'}.`
        : `${THIS[what]} ist nur für den Verfasser und die Moderation sichtbar.`}
    </p>
  )
}

interface ActionProps {
  target: 'post' | 'thread'
  id: number
  action: string
  label: string
  csrf: string
  children?: ReactNode
}

/** One action: a button, and for the ones that take something down a reason for the author. */
function ActionForm({ target, id, action, label, csrf, children }: ActionProps) {
  return (
    <Form method="post" action="/moderation/aktion" className={styles.form}>
      <input type="hidden" name="csrf" value={csrf} />
      <input type="hidden" name="target" value={target} />
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="action" value={action} />
      {children}
      <Button variant="secondary" size="small" className={styles.action}>
        {label}
      </Button>
    </Form>
  )
}

/** The grounds a moderator names for a removal: the report reasons of the content type. */
function groundsOf(target: 'post' | 'thread') {
  return noticeReasonsAndLevels(target === 'post' ? 'ForumPost' : 'ForumThread').noticeReasons
}

/**
 * Hide or delete, with the ground and the facts the statement of reasons gives the author (DSA
 * Art. 17 (3)): a ground from the list, or the facts written out (the server asks for one of them).
 */
function TakeDownForm(props: Omit<ActionProps, 'children'>) {
  const id = useId()
  return (
    <details className={styles.takeDown}>
      <summary
        className={`${buttonClass('secondary', 'small')} ${styles.action}`}
      >{`${props.label} …`}</summary>
      <ActionForm {...props}>
        <label htmlFor={`${id}-ground`} className={styles.label}>
          Grund (steht in der Begründung an den Verfasser)
        </label>
        <select id={`${id}-ground`} name="reason" defaultValue="" className={styles.select}>
          <option value="">Bitte wählen</option>
          {groundsOf(props.target).map((ground) => (
            <option key={ground.id} value={ground.id}>
              {ground.noticeReason}
            </option>
          ))}
        </select>
        <label htmlFor={id} className={styles.label}>
          {`Begründung zum ${props.label} (für den Verfasser, optional)`}
        </label>
        <textarea id={id} name="facts" rows={2} maxLength={STATEMENT_FACTS_MAX} className={styles.text} />
      </ActionForm>
    </details>
  )
}

/**
 * Warn the post's author (spec 001 §6: moderators warn), with the reasoning the statement gives
 * them; the server decides by the restriction's rule (canWarnMember).
 */
function WarnForm({ postId, userId, csrf }: { postId: number; userId: number; csrf: string }) {
  const id = useId()
  return (
    <details className={styles.takeDown}>
      <summary className={`${buttonClass('secondary', 'small')} ${styles.action}`}>Verwarnen …</summary>
      <ActionForm target="post" id={postId} action="warn" label="Verwarnen" csrf={csrf}>
        <input type="hidden" name="userId" value={userId} />
        <label htmlFor={id} className={styles.label}>
          Begründung der Verwarnung (für den Verfasser)
        </label>
        <textarea
          id={id}
          name="facts"
          rows={2}
          required
          maxLength={STATEMENT_FACTS_MAX}
          className={styles.text}
        />
      </ActionForm>
    </details>
  )
}

function takenOf(item: { isDeleted: boolean }, hidden: boolean): Taken {
  return item.isDeleted ? 'Deleted' : hidden ? 'Hidden' : null
}

/** In a post's footer: its mark when taken down, and the moderation's controls (not for the first post: the thread's stand for it). */
export function PostModeration({ post }: { post: ThreadPost }) {
  const context = useContext(ModerationContext)
  const taken = takenOf(post, !post.isVisible)
  const moderates = context?.moderates ?? false
  const controls = (context?.controls ?? false) && moderates && post.position > 0
  if (!taken && !controls) return null
  return (
    <div className={styles.post}>
      {taken && (
        <TakenDownMark
          taken={taken}
          moderates={moderates}
          controls={context?.controls ?? false}
          what="Beitrag"
        />
      )}
      {controls && context && (
        <div
          className={styles.controls}
          data-moderation="edit"
          aria-label="Moderation des Beitrags"
          role="group"
        >
          {taken === 'Hidden' ? (
            <ActionForm target="post" id={post.id} action="unhide" label="Einblenden" csrf={context.csrf} />
          ) : taken === null ? (
            <TakeDownForm target="post" id={post.id} action="hide" label="Ausblenden" csrf={context.csrf} />
          ) : null}
          {post.author && <WarnForm postId={post.id} userId={post.author.userId} csrf={context.csrf} />}
          {taken === 'Deleted' ? (
            <ActionForm
              target="post"
              id={post.id}
              action="restore"
              label="Wiederherstellen"
              csrf={context.csrf}
            />
          ) : (
            <TakeDownForm target="post" id={post.id} action="delete" label="Löschen" csrf={context.csrf} />
          )}
        </div>
      )}
    </div>
  )
}

/** In the thread's header: its mark when taken down, and the moderation's controls. */
export function ThreadModeration({
  thread,
}: {
  thread: Pick<ThreadPageThread, 'id' | 'isOpen' | 'isHidden' | 'isDeleted'>
}) {
  const context = useContext(ModerationContext)
  const selectId = useId()
  const taken = takenOf(thread, thread.isHidden)
  const moderates = context?.moderates ?? false
  const controls = (context?.controls ?? false) && moderates
  if (!taken && !controls) return null
  return (
    <div className={styles.thread}>
      {taken && (
        <TakenDownMark
          taken={taken}
          moderates={moderates}
          controls={context?.controls ?? false}
          what="Thema"
        />
      )}
      {controls && context && (
        <div
          className={styles.controls}
          data-moderation="edit"
          aria-label="Moderation des Themas"
          role="group"
        >
          <ActionForm
            target="thread"
            id={thread.id}
            action={thread.isOpen ? 'close' : 'reopen'}
            label={thread.isOpen ? 'Schließen' : 'Öffnen'}
            csrf={context.csrf}
          />
          {context.boards.length > 1 && (
            <ActionForm target="thread" id={thread.id} action="move" label="Verschieben" csrf={context.csrf}>
              <label htmlFor={selectId} className={styles.label}>
                Verschieben nach
              </label>
              <select
                id={selectId}
                name="boardId"
                defaultValue={context.boardId ?? undefined}
                className={styles.select}
              >
                {context.boards.map((board) => (
                  <option key={board.id} value={board.id}>
                    {`${'– '.repeat(board.depth)}${board.name}`}
                  </option>
                ))}
              </select>
            </ActionForm>
          )}
          {taken !== 'Deleted' &&
            (thread.isHidden ? (
              <ActionForm
                target="thread"
                id={thread.id}
                action="unhide"
                label="Einblenden"
                csrf={context.csrf}
              />
            ) : (
              <TakeDownForm
                target="thread"
                id={thread.id}
                action="hide"
                label="Ausblenden"
                csrf={context.csrf}
              />
            ))}
          {taken === 'Deleted' ? (
            <ActionForm
              target="thread"
              id={thread.id}
              action="restore"
              label="Wiederherstellen"
              csrf={context.csrf}
            />
          ) : (
            <TakeDownForm
              target="thread"
              id={thread.id}
              action="delete"
              label="Löschen"
              csrf={context.csrf}
            />
          )}
        </div>
      )}
    </div>
  )
}
