import { startThreadAction } from '#domain/start-thread.ts'
import { Button } from '../../ui/Button.tsx'

/**
 * 'Neues Thema' / 'Stell Deine Frage': a form post to the create-thread address; visitors go
 * through registration with a success return to it (spec 000 §2.2, spec 001 §7).
 */
export function StartThreadButton({
  boardId,
  isMember,
  label,
}: {
  boardId: number
  isMember: boolean
  label: string
}) {
  return (
    <form method="post" action={startThreadAction(isMember, boardId)}>
      <Button>{label}</Button>
    </form>
  )
}
