import type { ReactNode } from 'react'
import { Form } from 'react-router'
import { CSRF_FIELD } from '../../csrf.ts'
import { Button } from '../../ui/Button.tsx'
import { FormCard, Notice } from '../../ui/FormCard.tsx'
import type { TokenConfirmationView } from './token-confirm.ts'

// A mailed link that asks for one click before it acts (a GET must change nothing: mail
// scanners open links): the newsletter's opt-in, withdrawing a cancellation. One page for both
// (the two routes were copies).

export function TokenConfirmation({
  view,
  title,
  button,
  done,
  invalid,
}: {
  view: TokenConfirmationView
  title: string
  button: string
  done: ReactNode
  invalid: string
}) {
  return (
    <FormCard title={title}>
      {view.error && <Notice tone="error">{view.error}</Notice>}
      {view.state === 'done' && done}
      {view.state === 'invalid' && <Notice tone="error">{invalid}</Notice>}
      {view.state === 'confirm' && (
        <Form method="post">
          <input type="hidden" name={CSRF_FIELD} value={view.csrf} />
          <input type="hidden" name="token" value={view.token} />
          <Button type="submit">{button}</Button>
        </Form>
      )}
    </FormCard>
  )
}
