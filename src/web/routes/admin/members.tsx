import { data, Form } from 'react-router'
import type { z } from 'zod'
import { GRANTABLE_ROLES } from '#domain/admin.ts'
import {
  memberDeleteInputSchema,
  restrictionFormSchema,
  restrictionLiftInputSchema,
  roleGrantInputSchema,
  roleRevokeInputSchema,
} from '#domain/admin-input.ts'
import { parseId } from '#domain/ids.ts'
import { canAdministerSite, canLiftRestriction } from '#domain/permissions.ts'
import { type Refusal, refuse } from '#domain/refusal.ts'
import { berlinLocalInput, formatClockTime, formatShortDate } from '#domain/time.ts'
import { type AppContext, appContext } from '../../context.ts'
import { CSRF_FIELD } from '../../csrf.ts'
import { AdminShell, adminStyles as styles } from '../../features/admin/AdminShell.tsx'
import { adminError, adminResult, requireStaff } from '../../features/admin/guard.ts'
import { checkedForm, parseFields, refusedForm } from '../../form-parser.ts'
import { accountMeta, NO_STORE } from '../../forms.ts'
import { Button, buttonClass } from '../../ui/Button.tsx'
import { controlClass, Field } from '../../ui/Field.tsx'
import type { Route } from './+types/members.ts'

// /admin/mitglieder (decision 037): find members by name or number, see their roles and boards; admins
// grant and take roles (a Forenpate needs the board); the staff bar a member from writing for a
// time with a reason and lift it again, through the moderation's use case and its one rule
// (canRestrictMember, canLiftRestriction); admins delete an account as a cancellation would (name
// anonymised, posts stay). Each member found is one compact block; the actions fold behind
// "Aktionen", and deleting an account asks on a confirmation step of its own (?loeschen=id) for the
// typed username, which the service checks.

const STATUS_LABELS: Record<string, string> = {
  active: 'aktiv',
  pending: 'unbestätigt',
  deactivated: 'gekündigt',
  deleted: 'gelöscht',
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const app = context.get(appContext)
  const viewer = requireStaff(request, app)
  const searchParams = new URL(request.url).searchParams
  const query = searchParams.get('q') ?? ''
  const members = await app.services.admin.members(viewer, query)
  const deletingId = parseId(searchParams.get('loeschen'))
  const moderation = app.services.moderation
  // the restrictions in force (one query for the list) and, for the few restricted, whether this
  // viewer may lift them
  const active = await moderation.activeRestrictionsOf(members.map((member) => member.id))
  const restrictions = await Promise.all(
    members.map(async (member) => {
      const restriction = active.get(member.id)
      if (!restriction) return null
      const target = await moderation.restrictionTarget(member.id)
      return {
        id: restriction.id,
        until:
          restriction.endsAt === null
            ? 'unbefristet'
            : `bis ${formatShortDate(restriction.endsAt)}, ${formatClockTime(restriction.endsAt)} Uhr`,
        mayLift: target !== undefined && canLiftRestriction(viewer, target),
      }
    }),
  )
  return data(
    {
      query,
      members: members.map((member, index) => ({
        id: member.id,
        restriction: restrictions[index] ?? null,
        name: member.displayName,
        username: member.username,
        path: member.isAnonymized ? null : `/nutzer/${member.slug}`,
        status: STATUS_LABELS[member.status] ?? member.status,
        roles: member.roles.map((role) => ({
          id: role.id,
          label: `${GRANTABLE_ROLES.find((item) => item.role === role.role)?.label ?? role.role}${role.boardName ? ` (${role.boardName})` : ''}`,
        })),
      })),
      isAdmin: canAdministerSite(viewer),
      deleting: canAdministerSite(viewer)
        ? (members
            .filter((member) => member.id === deletingId && !member.isAnonymized)
            .map((member) => ({ id: member.id, name: member.displayName, username: member.username }))[0] ??
          null)
        : null,
      roles: GRANTABLE_ROLES.map((item) => ({ role: item.role, label: item.label })),
      csrf: app.session?.csrfToken ?? '',
    },
    { headers: NO_STORE },
  )
}

export async function action({ request, context }: Route.ActionArgs) {
  const app = context.get(appContext)
  const viewer = requireStaff(request, app)
  const checked = await checkedForm(request, app)
  if (!checked.ok) return refusedForm(checked.refusal, checked.form)
  const { form } = checked
  const query = form.get('q')
  const back = `/admin/mitglieder?q=${encodeURIComponent(typeof query === 'string' ? query : '')}`
  const answer = (result: { ok: true } | Refusal) => adminResult(result, form, back)
  const intent = form.get('intent')
  if (intent === 'restrict') {
    const parsed = parseFields(form, restrictionFormSchema)
    if (!parsed.ok) return refusedForm(parsed.refusal, form)
    return answer(await restrict(app, viewer, parsed.values))
  }
  if (intent === 'lift') {
    const parsed = parseFields(form, restrictionLiftInputSchema)
    if (!parsed.ok) return refusedForm(parsed.refusal, form)
    const { restrictionId } = parsed.values
    return answer(await app.services.moderation.liftRestriction(viewer, restrictionId ?? 0))
  }
  if (intent === 'anonymise') {
    const parsed = parseFields(form, memberDeleteInputSchema)
    if (!parsed.ok) return refusedForm(parsed.refusal, form)
    const { userId, confirmation } = parsed.values
    if (userId === null) return refusedForm(NO_MEMBER, form)
    return answer(await app.services.admin.anonymise(viewer, userId, confirmation))
  }
  if (intent === 'revoke') {
    const parsed = parseFields(form, roleRevokeInputSchema)
    if (!parsed.ok) return refusedForm(parsed.refusal, form)
    if (parsed.values.roleId === null)
      return refusedForm(refuse(404, 'conflict', 'Diese Rolle gibt es nicht.'), form)
    return answer(await app.services.admin.revokeRole(viewer, parsed.values.roleId))
  }
  const parsed = parseFields(form, roleGrantInputSchema)
  if (!parsed.ok) return refusedForm(parsed.refusal, form)
  const { userId, role, boardId } = parsed.values
  if (userId === null) return refusedForm(NO_MEMBER, form)
  return answer(await app.services.admin.grantRole(viewer, userId, role, boardId))
}

const NO_MEMBER = refuse(404, 'conflict', 'Dieses Mitglied gibt es nicht.')

/** The form's restriction as the moderation's use case takes it (the same one the API calls). */
async function restrict(
  app: AppContext,
  viewer: NonNullable<AppContext['viewer']>,
  { userId, days, reason }: z.output<typeof restrictionFormSchema>,
) {
  if (userId === null) return NO_MEMBER
  const until = new Date(Date.now() + days * 86_400_000)
  return app.services.moderation.restrictMember(viewer, {
    userId,
    restriction: days === 0 ? 'permanent' : 'custom',
    restrictionUntil: days === 0 ? '' : berlinLocalInput(until),
    facts: reason,
  })
}

export function meta({ matches }: Route.MetaArgs) {
  return accountMeta('Mitglieder und Rollen', matches)
}

export default function AdminMembers({ loaderData, actionData }: Route.ComponentProps) {
  const { query, members, isAdmin, roles, csrf, deleting } = loaderData
  const back = `/admin/mitglieder?q=${encodeURIComponent(query)}`
  return (
    <AdminShell title="Mitglieder und Rollen" current="/admin/mitglieder" error={adminError(actionData)}>
      {deleting && (
        <section className={styles.confirm} aria-labelledby="delete-confirm">
          <h2 id="delete-confirm">{`Konto von ${deleting.name} löschen?`}</h2>
          <p>
            {`Die persönlichen Daten, privaten Nachrichten und Blogs von ${deleting.name} werden gelöscht, der Benutzername wird anonymisiert. Die Beiträge bleiben stehen, als die eines gelöschten Mitglieds. Das lässt sich nicht rückgängig machen.`}
          </p>
          <Form method="post" action={back} className={styles.inline}>
            <input type="hidden" name={CSRF_FIELD} value={csrf} />
            <input type="hidden" name="q" value={query} />
            <input type="hidden" name="intent" value="anonymise" />
            <input type="hidden" name="userId" value={deleting.id} />
            <Field
              label={`Zur Bestätigung den Benutzernamen „${deleting.username}“ eintippen`}
              name="confirmation"
              required
              autoComplete="off"
            />
            <Button variant="danger" size="small" type="submit">
              Konto endgültig löschen
            </Button>
            <a href={back} className={buttonClass('link', 'small')}>
              Abbrechen
            </a>
          </Form>
        </section>
      )}
      <form method="get" className={styles.inline} role="search">
        <Field label="Name oder Nummer" name="q" defaultValue={query} minLength={2} required />
        <Button size="small" type="submit">
          Suchen
        </Button>
      </form>
      {query && members.length === 0 && <p className={styles.muted}>Niemand gefunden.</p>}
      {members.map((member) => (
        <article key={member.id} className={styles.member} aria-label={member.name}>
          <h2>{member.path ? <a href={member.path}>{member.name}</a> : member.name}</h2>
          <p className={styles.muted}>
            #{member.id} · {member.username} · {member.status}
          </p>
          <p>
            {member.roles.length === 0 ? (
              <span className={styles.muted}>Keine Rolle</span>
            ) : (
              <>Rollen: {member.roles.map((role) => role.label).join(', ')}</>
            )}
          </p>
          {member.restriction && <p>Schreiben gesperrt ({member.restriction.until})</p>}
          <details className={styles.actions}>
            <summary>Aktionen</summary>
            <div>
              {isAdmin && (
                <>
                  <h3>Rollen</h3>
                  {member.roles.map((role) => (
                    <Form key={role.id} method="post" className={styles.inline}>
                      <input type="hidden" name={CSRF_FIELD} value={csrf} />
                      <input type="hidden" name="q" value={query} />
                      <input type="hidden" name="intent" value="revoke" />
                      <input type="hidden" name="roleId" value={role.id} />
                      {role.label}
                      <Button size="small" type="submit" aria-label={`${role.label} entziehen`}>
                        Entziehen
                      </Button>
                    </Form>
                  ))}
                  <Form method="post" className={styles.inline}>
                    <input type="hidden" name={CSRF_FIELD} value={csrf} />
                    <input type="hidden" name="q" value={query} />
                    <input type="hidden" name="userId" value={member.id} />
                    <select className={controlClass} name="role" aria-label={`Rolle für ${member.name}`}>
                      {roles.map((role) => (
                        <option key={role.role} value={role.role}>
                          {role.label}
                        </option>
                      ))}
                    </select>
                    <input
                      className={controlClass}
                      name="boardId"
                      inputMode="numeric"
                      size={6}
                      aria-label={`Forum-Nummer für ${member.name}`}
                      placeholder="Forum-Nr."
                    />
                    <Button size="small" type="submit">
                      Rolle geben
                    </Button>
                  </Form>
                </>
              )}
              <h3>Schreiben sperren</h3>
              {member.restriction?.mayLift && (
                <Form method="post" className={styles.inline}>
                  <input type="hidden" name={CSRF_FIELD} value={csrf} />
                  <input type="hidden" name="q" value={query} />
                  <input type="hidden" name="intent" value="lift" />
                  <input type="hidden" name="restrictionId" value={member.restriction.id} />
                  <Button size="small" type="submit" aria-label={`Sperre von ${member.name} aufheben`}>
                    Sperre aufheben
                  </Button>
                </Form>
              )}
              <Form method="post" className={styles.inline}>
                <input type="hidden" name={CSRF_FIELD} value={csrf} />
                <input type="hidden" name="q" value={query} />
                <input type="hidden" name="intent" value="restrict" />
                <input type="hidden" name="userId" value={member.id} />
                <select
                  className={controlClass}
                  name="days"
                  aria-label={`Dauer der Sperre für ${member.name}`}
                  defaultValue="7"
                >
                  <option value="1">1 Tag</option>
                  <option value="7">7 Tage</option>
                  <option value="30">30 Tage</option>
                  <option value="0">Unbefristet</option>
                </select>
                <input
                  className={controlClass}
                  name="reason"
                  aria-label={`Grund der Sperre für ${member.name}`}
                  placeholder="Grund"
                  minLength={10}
                  required
                />
                <Button size="small" type="submit">
                  Schreiben sperren
                </Button>
              </Form>
              {isAdmin && member.status !== 'gelöscht' && (
                <p>
                  <a
                    className={buttonClass('danger', 'small')}
                    href={`${back}&loeschen=${member.id}#delete-confirm`}
                    aria-label={`Konto von ${member.name} löschen …`}
                  >
                    Konto löschen …
                  </a>
                </p>
              )}
            </div>
          </details>
        </article>
      ))}
    </AdminShell>
  )
}
