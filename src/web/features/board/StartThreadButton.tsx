import { startThreadAction } from '#domain/start-thread.ts'

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
  return (
    <form method="post" action={startThreadAction(isMember, boardId)}>
      <button type="submit" className={className}>
        {label}
      </button>
    </form>
  )
}
