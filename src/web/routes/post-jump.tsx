import { data, Form, redirect } from 'react-router'
import { parseId } from '#domain/ids.ts'
import { postJumpFormSchema } from '#domain/posting-input.ts'
import type { AppContext } from '../context.ts'
import { appContext } from '../context.ts'
import { CSRF_FIELD, formToken } from '../csrf.ts'
import { fail } from '../errors.ts'
import { checkedForm, parseFields } from '../form-parser.ts'
import { accountMeta, headersWith, loginPath } from '../forms.ts'
import { Button } from '../ui/Button.tsx'
import { FormCard, formStyles as styles } from '../ui/FormCard.tsx'
import type { Route } from './+types/post-jump.ts'

// spec 000 §2.4 PostJump: /forum/aktion/PostJump.html?postId=… answers with a redirect to the
// thread page holding the post, at its anchor. spec 001 §7: the thumbs-up form posts here
// (rank=thumbsUp) with the form token. A GET never gives one: a link with rank=thumbsUp (in a post,
// a mail, anywhere) would give it in the name of whoever clicks it. A visitor goes through login and
// arrives back here by GET, where a member is asked to confirm with a POST form.

const THUMBS_UP = 'thumbsUp'

function postIdOf(value: string | null): number {
  const id = parseId(value)
  if (id === null) fail('NotFound')
  return id
}

async function jump(app: AppContext, postId: number, status: 302 | 303): Promise<never> {
  // docs/security.md: a post the viewer may not see answers as its thread page does, without its slug
  const located = await app.services.posting.locatePost(app.viewer, postId)
  if (!located.ok) fail(located.reason)
  throw redirect(located.path, status)
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const app = context.get(appContext)
  const url = new URL(request.url)
  const postId = postIdOf(url.searchParams.get('postId'))
  if (url.searchParams.get('rank') !== THUMBS_UP || !app.viewer) return jump(app, postId, 302)
  const located = await app.services.posting.locatePost(app.viewer, postId)
  if (!located.ok) fail(located.reason)
  const { token, setCookie } = formToken(request, app)
  return data({ postId, path: located.path, csrf: token }, { headers: headersWith(setCookie) })
}

export async function action({ request, context }: Route.ActionArgs) {
  const app = context.get(appContext)
  const checked = await checkedForm(request, app)
  const parsed = parseFields(checked.form, postJumpFormSchema)
  if (!parsed.ok) fail('NotFound')
  const sent = parsed.values
  const url = new URL(request.url)
  // the address's postId and rank when the form has none (a bare POST to the link)
  const postId = postIdOf(sent.postId || url.searchParams.get('postId'))
  const rank = sent.rank || url.searchParams.get('rank')
  if (rank !== THUMBS_UP) return jump(app, postId, 303)
  if (!app.viewer) {
    throw redirect(loginPath(`/forum/aktion/PostJump.html?postId=${postId}&rank=${THUMBS_UP}`), 303)
  }
  // the button on the post has no form of its own to show again: the refusal is the error page
  if (!checked.ok) fail('PermissionDenied')
  const result = await app.services.posting.toggleThumbsUp(
    { userId: app.viewer.userId, roleRelations: app.viewer.roleRelations },
    postId,
    // the confirmation after the login gives it (twice is still once); the post's button toggles
    sent.give ? 'give' : 'toggle',
  )
  if (!result.ok) fail(result.status === 404 ? 'NotFound' : 'PermissionDenied')
  throw redirect(result.path, 303)
}

export function meta({ matches }: Route.MetaArgs) {
  return accountMeta('Daumen hoch geben', matches)
}

/** The confirmation a member sees when a GET asked for a thumbs up (after the login). */
export default function PostJump({ loaderData }: Route.ComponentProps) {
  const { postId, path, csrf } = loaderData
  return (
    <FormCard title="Daumen hoch geben?" intro="Möchtest Du diesem Beitrag einen Daumen hoch geben?">
      <Form method="post" action="/forum/aktion/PostJump.html" className={styles.form}>
        <input type="hidden" name={CSRF_FIELD} value={csrf} />
        <input type="hidden" name="postId" value={postId} />
        <input type="hidden" name="rank" value={THUMBS_UP} />
        <input type="hidden" name="give" value="1" />
        <div className={styles.actions}>
          <Button type="submit">Daumen hoch geben</Button>
          <a href={path}>Zum Beitrag</a>
        </div>
      </Form>
    </FormCard>
  )
}
