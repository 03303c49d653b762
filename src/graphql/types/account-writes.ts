import type { z } from 'zod'
import {
  CancelAccountInput,
  ContactInput,
  EmailChangeForm,
  NewsletterInput,
  PasswordChangeForm,
  PasswordResetRequestInput,
  RegistrationInput,
} from '#domain/account-input.ts'
import { NEWSLETTER_STATUSES } from '#domain/newsletter.ts'
import type { Viewer } from '#domain/permissions.ts'
import { parseRefusal, refuse } from '#domain/refusal.ts'
import { requireMemberWrite } from '../auth.ts'
import { builder } from '../builder.ts'
import type { GraphQLContext } from '../context.ts'
import { servicesOf, throwRefusal } from '../refusal.ts'

// The account writes for the apps (decision 042: every write the web makes is a mutation too):
// registration, the reset mail, the newsletter, cancellation, a new address or password, the
// contact form and removing the avatar. Each parses the form's own schema (account-input.ts) and
// calls the use case its form calls, with the same rules, limits and mails. Registration, the
// reset mail and the contact form are open to visitors, as their pages are; their limits count
// per client address as the server saw it.

/** The form's schema parses the mutation's arguments too (decision 042). */
function parsed<Schema extends z.ZodType>(schema: Schema, args: unknown): z.output<Schema> {
  const result = schema.safeParse(args)
  if (!result.success) throwRefusal(parseRefusal(result.error))
  return result.data
}

/** The client as the use cases' limits and sessions know it (the address the server saw). */
function clientOf(ctx: GraphQLContext) {
  return { ip: ctx.clientAddress, userAgent: null }
}

/** A write visitors may make too; a member's needs the CSRF proof like every member write. */
function visitorOrMember(ctx: GraphQLContext): Viewer | null {
  return ctx.viewer ? requireMemberWrite(ctx) : null
}

const NewsletterStatus = builder.enumType('NewsletterStatus', { values: NEWSLETTER_STATUSES })

builder.mutationFields((t) => ({
  register: t.string({
    description:
      'Registration (spec 000 §1, §5; spec 001 §1): the confirmation link goes by mail (double opt-in); the address it went to. A taken address gets the same answer, its owner a mail.',
    args: {
      username: t.arg.string({ required: true }),
      email: t.arg.string({ required: true }),
      password: t.arg.string({ required: true }),
      terms: t.arg.boolean({ required: true }),
      age: t.arg.boolean({ required: true }),
      newsletter: t.arg.boolean({ required: true }),
    },
    resolve: async (_parent, args, ctx) => {
      // as the page, which sends a signed-in member on
      if (ctx.viewer) throwRefusal(refuse(403, 'policy', 'Du bist bereits angemeldet.'))
      const input = parsed(RegistrationInput, args)
      const result = await servicesOf(ctx).accounts.register({ ...input, redirectTo: null }, clientOf(ctx))
      if (!result.ok) throwRefusal(result)
      return result.email
    },
  }),
  requestPasswordReset: t.boolean({
    description:
      'Asks for a reset link by mail (decision 004); always true, whether or not the address has a profile.',
    args: { email: t.arg.string({ required: true }) },
    resolve: async (_parent, args, ctx) => {
      const input = parsed(PasswordResetRequestInput, args)
      await servicesOf(ctx).accounts.requestPasswordReset(input.email, clientOf(ctx))
      return true
    },
  }),
  setNewsletterSubscription: t.field({
    type: NewsletterStatus,
    description:
      'The newsletter switch of the settings (spec 000 §5): on asks for it by a confirmation mail, off ends it at once; the status after.',
    args: { subscribe: t.arg.boolean({ required: true }) },
    resolve: async (_parent, args, ctx) => {
      const viewer = requireMemberWrite(ctx)
      const input = parsed(NewsletterInput, { newsletter: args.subscribe })
      return servicesOf(ctx).accounts.setNewsletter(viewer.userId, input.newsletter)
    },
  }),
  subscribeNewsletter: t.field({
    type: NewsletterStatus,
    description:
      'The newsletter page’s sign-up (a confirmation mail unless already subscribed); the status after.',
    resolve: async (_parent, _args, ctx) => {
      const viewer = requireMemberWrite(ctx)
      return servicesOf(ctx).accounts.setNewsletter(viewer.userId, true)
    },
  }),
  cancelAccount: t.string({
    description:
      'Cancels the profile (spec 000 §4), confirmed by the password: deactivated and signed out at once; the ISO date until which the mailed link withdraws it.',
    args: { password: t.arg.string({ required: true }) },
    resolve: async (_parent, args, ctx) => {
      const viewer = requireMemberWrite(ctx)
      const input = parsed(CancelAccountInput, args)
      const result = await servicesOf(ctx).accounts.cancelAccount(viewer.userId, input.password)
      if (!result.ok) throwRefusal(result)
      return result.until.toISOString()
    },
  }),
  changeEmail: t.string({
    description:
      'A new e-mail address (decision 027), confirmed by the current password; it changes when the link mailed to it is opened. The address waiting for it.',
    args: { email: t.arg.string({ required: true }), currentPassword: t.arg.string({ required: true }) },
    resolve: async (_parent, args, ctx) => {
      const viewer = requireMemberWrite(ctx)
      const input = parsed(EmailChangeForm, args)
      const result = await servicesOf(ctx).profile.requestEmailChange(viewer, input, clientOf(ctx))
      if (!result.ok) throwRefusal(result)
      return result.email
    },
  }),
  changePassword: t.int({
    description:
      'A new password (decision 027), confirmed by the current one; every other session ends, this one stays. How many ended.',
    args: {
      currentPassword: t.arg.string({ required: true }),
      newPassword: t.arg.string({ required: true }),
      newPasswordRepeat: t.arg.string({ required: true }),
    },
    resolve: async (_parent, args, ctx) => {
      const viewer = requireMemberWrite(ctx)
      const input = parsed(PasswordChangeForm, args)
      const result = await servicesOf(ctx).profile.changePassword(
        viewer,
        ctx.sessionToken,
        input,
        clientOf(ctx),
      )
      if (!result.ok) throwRefusal(result)
      return result.endedSessions
    },
  }),
  sendContactMessage: t.boolean({
    description:
      'The contact form (decision 036), for visitors and members, limited per sender. True when a copy went to the member’s confirmed account address.',
    args: {
      topic: t.arg.string({ required: true }),
      name: t.arg.string({ required: true }),
      email: t.arg.string({ required: true }),
      message: t.arg.string({ required: true }),
      copy: t.arg.boolean({ required: false }),
    },
    resolve: async (_parent, args, ctx) => {
      const viewer = visitorOrMember(ctx)
      const { copy, ...values } = parsed(ContactInput, args)
      const result = await servicesOf(ctx).contact.send(viewer, values, clientOf(ctx), { copy })
      if (!result.ok) throwRefusal(result)
      return result.copied
    },
  }),
  removeAvatar: t.boolean({
    description: 'Removes the avatar; the default picture shows again (spec 000 §3).',
    resolve: async (_parent, _args, ctx) => {
      const result = await servicesOf(ctx).profile.removeAvatar(requireMemberWrite(ctx))
      if (!result.ok) throwRefusal(result)
      return true
    },
  }),
}))
