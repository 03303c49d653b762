import type { z } from 'zod'
import { GRANTABLE_ROLES } from '#domain/admin.ts'
import {
  announcementEndInputSchema,
  announcementInputSchema,
  boardChangeInputSchema,
  boardCreateInputSchema,
  memberDeleteInputSchema,
  roleGrantInputSchema,
  roleRevokeInputSchema,
  switchInputSchema,
} from '#domain/admin-input.ts'
import { parseRefusal, type Refusal, refuse } from '#domain/refusal.ts'
import { requireMemberWrite } from '../auth.ts'
import { builder } from '../builder.ts'
import { servicesOf, throwRefusal } from '../refusal.ts'

// decision 037 and 042: the admin screens' writes for the apps — feature switches, boards, roles,
// deleting a member's account, announcements — over the use cases the screens call, parsed by the
// screens' schemas. The use cases decide who may (admins; announcements the staff), so a member
// gets PermissionDenied and a visitor LoginRequired. Restricting a member is the moderation's
// `restrictMember` and `liftRestriction`, the screen's use case too.

/** The input as the schema parses it, or the parse's refusal as the API's error. */
function parsed<Schema extends z.ZodType>(schema: Schema, input: unknown): z.output<Schema> {
  const result = schema.safeParse(input)
  if (!result.success) throwRefusal(parseRefusal(result.error))
  return result.data
}

/** A write done, or its refusal as the API's error. */
function done(result: { ok: true } | Refusal): true {
  if (!result.ok) throwRefusal(result)
  return true
}

/** The record a write is about does not exist (the screens answer the same, decision 037). */
function missing(id: number | null, message: string): number {
  if (id === null) throwRefusal(refuse(404, 'conflict', message))
  return id
}

const GrantableRole = builder.enumType('GrantableRole', {
  description: 'A role the admins grant (decision 037); a godfather (Forenpate) needs the board.',
  values: GRANTABLE_ROLES.map((item) => item.role),
})

builder.mutationFields((t) => ({
  setFeatureSwitch: t.boolean({
    description:
      'Turns a feature switch on or off (admins). Turning the DSA switch off needs `confirmed`; without it the refusal names `confirmed` with the warning.',
    args: {
      key: t.arg.string({ required: true }),
      enabled: t.arg.boolean({ required: true }),
      confirmed: t.arg.boolean({ required: false }),
    },
    resolve: async (_parent, args, ctx) => {
      const viewer = requireMemberWrite(ctx)
      const input = parsed(switchInputSchema, args)
      return done(await servicesOf(ctx).admin.setSwitch(viewer, input.key, input.enabled, input.confirmed))
    },
  }),
  createBoard: t.boolean({
    description: 'Creates a board under another (admins).',
    args: {
      name: t.arg.string({ required: true }),
      parentId: t.arg.int({ required: true }),
      description: t.arg.string({ required: false }),
    },
    resolve: async (_parent, args, ctx) => {
      const viewer = requireMemberWrite(ctx)
      return done(await servicesOf(ctx).admin.createBoard(viewer, parsed(boardCreateInputSchema, args)))
    },
  }),
  editBoard: t.boolean({
    description:
      'Renames a board, sets its position or moves it under another board (admins); what is left out stays.',
    args: {
      id: t.arg.int({ required: true }),
      name: t.arg.string({ required: false }),
      sortOrder: t.arg.int({ required: false }),
      parentId: t.arg.int({ required: false }),
    },
    resolve: async (_parent, args, ctx) => {
      const viewer = requireMemberWrite(ctx)
      const { id, name, sortOrder, parentId } = parsed(boardChangeInputSchema, {
        id: args.id,
        ...(args.name != null ? { name: args.name } : {}),
        ...(args.sortOrder != null ? { sortOrder: args.sortOrder } : {}),
        ...(args.parentId != null ? { parentId: args.parentId } : {}),
      })
      const change = {
        ...(name !== undefined ? { name } : {}),
        ...(sortOrder !== undefined ? { sortOrder } : {}),
        ...(parentId !== undefined ? { parentId } : {}),
      }
      const board = missing(id, 'Dieses Forum gibt es nicht.')
      return done(await servicesOf(ctx).admin.changeBoard(viewer, board, change))
    },
  }),
  setBoardOpen: t.boolean({
    description: 'Opens or closes a board (admins).',
    args: { id: t.arg.int({ required: true }), open: t.arg.boolean({ required: true }) },
    resolve: async (_parent, args, ctx) => {
      const viewer = requireMemberWrite(ctx)
      const { id, isOpen } = parsed(boardChangeInputSchema, { id: args.id, isOpen: args.open })
      const board = missing(id, 'Dieses Forum gibt es nicht.')
      return done(await servicesOf(ctx).admin.changeBoard(viewer, board, { isOpen: isOpen ?? args.open }))
    },
  }),
  grantRole: t.boolean({
    description: 'Grants a member a role (admins); a godfather needs `boardId`.',
    args: {
      userId: t.arg.int({ required: true }),
      role: t.arg({ type: GrantableRole, required: true }),
      boardId: t.arg.int({ required: false }),
    },
    resolve: async (_parent, args, ctx) => {
      const viewer = requireMemberWrite(ctx)
      const { userId, role, boardId } = parsed(roleGrantInputSchema, args)
      const member = missing(userId, 'Dieses Mitglied gibt es nicht.')
      return done(await servicesOf(ctx).admin.grantRole(viewer, member, role, boardId))
    },
  }),
  revokeRole: t.boolean({
    description: "Takes a granted role again (admins); never the admin's own admin role.",
    args: { roleId: t.arg.int({ required: true }) },
    resolve: async (_parent, args, ctx) => {
      const viewer = requireMemberWrite(ctx)
      const role = missing(parsed(roleRevokeInputSchema, args).roleId, 'Diese Rolle gibt es nicht.')
      return done(await servicesOf(ctx).admin.revokeRole(viewer, role))
    },
  }),
  deleteMember: t.boolean({
    description:
      "Deletes a member's account as a cancellation would (admins): personal data gone, the name anonymised, the posts stay. `confirmation` is the member's username.",
    args: { userId: t.arg.int({ required: true }), confirmation: t.arg.string({ required: true }) },
    resolve: async (_parent, args, ctx) => {
      const viewer = requireMemberWrite(ctx)
      const { userId, confirmation } = parsed(memberDeleteInputSchema, args)
      const member = missing(userId, 'Dieses Mitglied gibt es nicht.')
      return done(await servicesOf(ctx).admin.anonymise(viewer, member, confirmation))
    },
  }),
  createAnnouncement: t.boolean({
    description: "Publishes a 'Wichtiger Hinweis' on every board or one (the staff).",
    args: {
      title: t.arg.string({ required: true }),
      text: t.arg.string({ required: false }),
      url: t.arg.string({ required: false }),
      boardId: t.arg.int({ required: false }),
      forVisitors: t.arg.boolean({ required: true }),
    },
    resolve: async (_parent, args, ctx) => {
      const viewer = requireMemberWrite(ctx)
      return done(await servicesOf(ctx).admin.announce(viewer, parsed(announcementInputSchema, args)))
    },
  }),
  endAnnouncement: t.boolean({
    description: 'Ends a running announcement (the staff).',
    args: { id: t.arg.int({ required: true }) },
    resolve: async (_parent, args, ctx) => {
      const viewer = requireMemberWrite(ctx)
      const id = missing(parsed(announcementEndInputSchema, args).id, 'Diese Ankündigung gibt es nicht.')
      return done(await servicesOf(ctx).admin.endAnnouncement(viewer, id))
    },
  }),
}))
