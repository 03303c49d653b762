import { DEFAULT_QUESTION_BOARD_ID } from '#domain/limits.ts'

/** The create-thread address (spec 000 §2.2). */
export function startThreadPath(boardId: number = DEFAULT_QUESTION_BOARD_ID): string {
  return `/forum/aktion/StartThread.html?boardId=${boardId}`
}

/**
 * 'Neues Thema' / 'Stell Deine Frage': a form post to the create-thread address; visitors go
 * through registration with a success return to it (spec 000 §2.2, spec 001 §7).
 */
export function StartThreadButton({
  boardId,
  isMember,
  label,
  className,
}: {
  boardId: number
  isMember: boolean
  label: string
  className?: string
}) {
  const target = startThreadPath(boardId)
  const action = isMember
    ? target
    : `/registration/registration.html?redirectAfterProcess=${encodeURIComponent(target)}`
  return (
    <form method="post" action={action}>
      <button type="submit" className={className}>
        {label}
      </button>
    </form>
  )
}
