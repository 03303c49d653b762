import type { CSSProperties } from 'react'
import { data, Form } from 'react-router'
import { boardChangeInputSchema, boardCreateInputSchema } from '#domain/admin-input.ts'
import { refuse } from '#domain/refusal.ts'
import { appContext } from '../../context.ts'
import { CSRF_FIELD } from '../../csrf.ts'
import { AdminShell, adminStyles as styles } from '../../features/admin/AdminShell.tsx'
import { adminError, adminResult, requireAdmin } from '../../features/admin/guard.ts'
import { checkedForm, parseFields, refusedForm } from '../../form-parser.ts'
import { accountMeta, NO_STORE } from '../../forms.ts'
import { Button } from '../../ui/Button.tsx'
import { controlClass, Field } from '../../ui/Field.tsx'
import type { Route } from './+types/boards.ts'

// /admin/foren (decision 037): the boards in tree order — create, rename, move, close or open, order.
// For admins.

export async function loader({ request, context }: Route.LoaderArgs) {
  const app = context.get(appContext)
  requireAdmin(request, app)
  const boards = await app.services.admin.boards()
  const children = new Map<number | null, typeof boards>()
  for (const board of boards) children.set(board.parentId, [...(children.get(board.parentId) ?? []), board])
  const ordered: {
    id: number
    name: string
    depth: number
    isOpen: boolean
    sortOrder: number
    threads: number
  }[] = []
  const walk = (parent: number | null, depth: number) => {
    for (const board of children.get(parent) ?? []) {
      ordered.push({
        id: board.id,
        name: board.name,
        depth,
        isOpen: board.isOpen,
        sortOrder: board.sortOrder,
        threads: board.ownThreadCount,
      })
      walk(board.id, depth + 1)
    }
  }
  walk(null, 0)
  return data({ boards: ordered, csrf: app.session?.csrfToken ?? '' }, { headers: NO_STORE })
}

export async function action({ request, context }: Route.ActionArgs) {
  const app = context.get(appContext)
  const viewer = requireAdmin(request, app)
  const checked = await checkedForm(request, app)
  if (!checked.ok) return refusedForm(checked.refusal, checked.form)
  const { form } = checked
  const intent = form.get('intent')
  if (intent === 'create') {
    const parsed = parseFields(form, boardCreateInputSchema)
    if (!parsed.ok) return refusedForm(parsed.refusal, form)
    return adminResult(await app.services.admin.createBoard(viewer, parsed.values), form, '/admin/foren')
  }
  const parsed = parseFields(form, boardChangeInputSchema)
  if (!parsed.ok) return refusedForm(parsed.refusal, form)
  const { id, name, sortOrder, parentId } = parsed.values
  if (id === null) return refusedForm(refuse(404, 'conflict', 'Dieses Forum gibt es nicht.'), form)
  // closing and opening are buttons of their own; saving sends the name and position (and a parent)
  const change =
    intent === 'close'
      ? { isOpen: false }
      : intent === 'open'
        ? { isOpen: true }
        : { name: name ?? '', sortOrder: sortOrder ?? 0, ...(parentId === undefined ? {} : { parentId }) }
  return adminResult(await app.services.admin.changeBoard(viewer, id, change), form, '/admin/foren')
}

export function meta({ matches }: Route.MetaArgs) {
  return accountMeta('Foren', matches)
}

export default function AdminBoards({ loaderData, actionData }: Route.ComponentProps) {
  const { boards, csrf } = loaderData
  return (
    <AdminShell title="Foren" current="/admin/foren" error={adminError(actionData)}>
      <Form method="post" className={styles.stack} aria-label="Neues Forum">
        <input type="hidden" name={CSRF_FIELD} value={csrf} />
        <input type="hidden" name="intent" value="create" />
        <Field label="Name des neuen Forums" name="name" required maxLength={80} />
        <Field label="Übergeordnetes Forum (Nummer)" name="parentId" inputMode="numeric" required />
        <Field label="Beschreibung" name="description" maxLength={500} />
        <Button size="small" type="submit">
          Forum anlegen
        </Button>
      </Form>
      <div className={styles.scroll}>
        <table className={`${styles.table} ${styles.stacked}`}>
          <thead>
            <tr>
              <th>Forum</th>
              <th>Themen</th>
              <th>Name und Position</th>
              <th>Offen</th>
            </tr>
          </thead>
          <tbody>
            {boards.map((board) => (
              <tr key={board.id}>
                <td className={styles.indented} style={{ '--depth': board.depth } as CSSProperties}>
                  <strong>{board.name}</strong> <span className={styles.muted}>#{board.id}</span>
                </td>
                <td data-label="Themen">{board.threads.toLocaleString('de-DE')}</td>
                <td>
                  <Form method="post" className={styles.inline}>
                    <input type="hidden" name={CSRF_FIELD} value={csrf} />
                    <input type="hidden" name="id" value={board.id} />
                    <input
                      className={controlClass}
                      name="name"
                      defaultValue={board.name}
                      aria-label={`Name von ${board.name}`}
                      maxLength={80}
                    />
                    <input
                      className={controlClass}
                      name="sortOrder"
                      defaultValue={board.sortOrder}
                      aria-label={`Position von ${board.name}`}
                      inputMode="numeric"
                      size={4}
                    />
                    <Button size="small" type="submit" name="intent" value="save">
                      Speichern
                    </Button>
                  </Form>
                </td>
                <td>
                  <Form method="post" className={styles.inline}>
                    <input type="hidden" name={CSRF_FIELD} value={csrf} />
                    <input type="hidden" name="id" value={board.id} />
                    <Button size="small" type="submit" name="intent" value={board.isOpen ? 'close' : 'open'}>
                      {board.isOpen ? 'Schließen' : 'Öffnen'}
                    </Button>
                  </Form>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </AdminShell>
  )
}
