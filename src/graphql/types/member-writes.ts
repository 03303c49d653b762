import { parseFolderKey } from '#domain/messages.ts'
import { SettingsInput } from '#domain/notification-input.ts'
import { MAIL_MODES, NOTIFICATION_KINDS } from '#domain/notifications.ts'
import { refuse } from '#domain/refusal.ts'
import { requireMemberWrite } from '../auth.ts'
import { builder } from '../builder.ts'
import { servicesOf, throwRefusal } from '../refusal.ts'

// A member's own writes for the apps (decision 042: every write the web makes is a mutation too):
// following threads, boards and blogs; the notifications read; a poll vote; the ignore list and
// own message folders; buddies; profile texts; vehicle profiles (their picture only through the
// web's upload for now). Each calls the use case its form calls, with the same checks.

const NotificationSettingKind = builder.enumType('NotificationSettingKind', { values: NOTIFICATION_KINDS })
const MailMode = builder.enumType('NotificationMailMode', { values: MAIL_MODES })
const NotificationSettingInput = builder.inputType('NotificationSettingInput', {
  fields: (t) => ({
    kind: t.field({ type: NotificationSettingKind, required: true }),
    mail: t.field({ type: MailMode, required: true }),
    push: t.boolean({ required: true }),
  }),
})

const VehicleInput = builder.inputType('VehicleProfileInput', {
  fields: (t) => ({
    manufacturerId: t.int({ required: true }),
    seriesId: t.int({ required: false }),
    modelId: t.int({ required: false }),
    buildYear: t.int({ required: false }),
    engine: t.string({ required: false }),
    description: t.string({ required: false }),
    isCurrent: t.boolean({ required: true }),
  }),
})

type VehicleArgs = {
  manufacturerId: number
  seriesId?: number | null
  modelId?: number | null
  buildYear?: number | null
  engine?: string | null
  description?: string | null
  isCurrent: boolean
}

/** The form's fields from the mutation's input (the form posts text; an app sends numbers). */
function vehicleForm(input: VehicleArgs) {
  const text = (value: number | string | null | undefined) =>
    value === null || value === undefined ? '' : String(value)
  return {
    manufacturerId: text(input.manufacturerId),
    seriesId: text(input.seriesId),
    modelId: text(input.modelId),
    buildYear: text(input.buildYear),
    engine: text(input.engine),
    description: text(input.description),
    isCurrent: input.isCurrent,
    picture: null,
  }
}

const FollowTarget = builder.enumType('FollowTarget', { values: ['thread', 'board', 'blog'] as const })

builder.mutationFields((t) => ({
  follow: t.string({
    description:
      'Follows a thread, board or blog (follow: false ends it); notifications as the settings say. Where it is shown.',
    args: {
      target: t.arg({ type: FollowTarget, required: true }),
      id: t.arg.int({ required: true }),
      follow: t.arg.boolean({ required: true }),
    },
    resolve: async (_parent, args, ctx) => {
      const viewer = requireMemberWrite(ctx)
      const result = await servicesOf(ctx).notifications.follow(viewer, args.target, args.id, args.follow)
      if (!result.ok) throwRefusal({ status: result.status, message: result.message })
      return result.path
    },
  }),
  markNotificationsRead: t.boolean({
    description: "Marks all of the viewer's notifications read (the notifications page).",
    resolve: async (_parent, _args, ctx) => {
      const viewer = requireMemberWrite(ctx)
      await servicesOf(ctx).notifications.markAllRead(viewer)
      return true
    },
  }),
  votePoll: t.boolean({
    description: "Votes for an option of a thread's poll (once per member; spec 000 §2.2).",
    args: { threadId: t.arg.int({ required: true }), optionId: t.arg.int({ required: true }) },
    resolve: async (_parent, args, ctx) => {
      const viewer = requireMemberWrite(ctx)
      const app = servicesOf(ctx)
      const result = await app.sections.polls.vote(
        viewer,
        args.threadId,
        args.optionId,
        async (member) => (await app.posting.locateThread(member, args.threadId)).ok,
      )
      if (!result.ok) throwRefusal(result)
      return true
    },
  }),
  ignoreMember: t.string({
    description:
      'Puts a member on the ignore list: they cannot write private messages to the viewer. Their name.',
    args: { memberId: t.arg.int({ required: true }) },
    resolve: async (_parent, args, ctx) => {
      const viewer = requireMemberWrite(ctx)
      const result = await servicesOf(ctx).messages.ignore(viewer, { id: args.memberId })
      if (!result.ok) throwRefusal({ status: result.status, message: result.message })
      return result.name
    },
  }),
  unignoreMember: t.boolean({
    args: { memberId: t.arg.int({ required: true }) },
    resolve: async (_parent, args, ctx) => {
      await servicesOf(ctx).messages.unignore(requireMemberWrite(ctx), args.memberId)
      return true
    },
  }),
  createMessageFolder: t.int({
    description: 'An own private-message folder; its id.',
    args: { name: t.arg.string({ required: true }) },
    resolve: async (_parent, args, ctx) => {
      const result = await servicesOf(ctx).messages.createFolder(requireMemberWrite(ctx), args.name)
      if (!result.ok) throwRefusal({ status: result.status, message: result.message })
      return result.id
    },
  }),
  renameMessageFolder: t.boolean({
    args: { folderId: t.arg.int({ required: true }), name: t.arg.string({ required: true }) },
    resolve: async (_parent, args, ctx) => {
      const result = await servicesOf(ctx).messages.renameFolder(
        requireMemberWrite(ctx),
        args.folderId,
        args.name,
      )
      if (!result.ok) throwRefusal({ status: result.status, message: result.message })
      return true
    },
  }),
  deleteMessageFolder: t.boolean({
    description: 'Deletes an own folder; its messages go back to the inbox.',
    args: { folderId: t.arg.int({ required: true }) },
    resolve: async (_parent, args, ctx) => {
      const result = await servicesOf(ctx).messages.removeFolder(requireMemberWrite(ctx), args.folderId)
      if (!result.ok) throwRefusal({ status: result.status, message: result.message })
      return true
    },
  }),
  moveMessageToFolder: t.boolean({
    description: "Files a received message into an own folder (folder 'inbox' or a folder id).",
    args: { messageId: t.arg.int({ required: true }), folder: t.arg.string({ required: true }) },
    resolve: async (_parent, args, ctx) => {
      const folder = parseFolderKey(args.folder)
      if (folder === null) throwRefusal(refuse(404, 'conflict', 'Diesen Ordner gibt es nicht.'))
      const result = await servicesOf(ctx).messages.move(requireMemberWrite(ctx), args.messageId, folder)
      if (!result.ok) throwRefusal({ status: result.status, message: result.message })
      return true
    },
  }),
  addBuddy: t.boolean({
    description: 'Adds a member as a buddy; both ways, they are friends (spec 000 §3).',
    args: { memberId: t.arg.int({ required: true }) },
    resolve: async (_parent, args, ctx) => {
      const result = await servicesOf(ctx).members.addBuddy(requireMemberWrite(ctx), args.memberId)
      if (!result.ok) throwRefusal({ status: result.status, message: result.message })
      return true
    },
  }),
  removeBuddy: t.boolean({
    args: { memberId: t.arg.int({ required: true }) },
    resolve: async (_parent, args, ctx) => {
      await servicesOf(ctx).members.removeBuddy(requireMemberWrite(ctx), args.memberId)
      return true
    },
  }),
  updateProfileTexts: t.boolean({
    description: "The profile's about-me text, signature and (where allowed) user title.",
    args: {
      aboutMe: t.arg.string({ required: true }),
      signature: t.arg.string({ required: true }),
      userTitle: t.arg.string({ required: false }),
    },
    resolve: async (_parent, args, ctx) => {
      const result = await servicesOf(ctx).profile.updateProfile(requireMemberWrite(ctx), {
        aboutMe: args.aboutMe,
        signature: args.signature,
        ...(args.userTitle === null || args.userTitle === undefined ? {} : { userTitle: args.userTitle }),
      })
      if (!result.ok) throwRefusal(result)
      return true
    },
  }),
  addVehicleProfile: t.int({
    description: "A vehicle of the viewer's profile (spec 000 §3 fzprofile); its id.",
    args: { vehicle: t.arg({ type: VehicleInput, required: true }) },
    resolve: async (_parent, args, ctx) => {
      const result = await servicesOf(ctx).members.addVehicle(
        requireMemberWrite(ctx),
        vehicleForm(args.vehicle),
      )
      if (!result.ok) throwRefusal(result)
      return result.id
    },
  }),
  editVehicleProfile: t.boolean({
    description: 'Changes a vehicle of the viewer’s profile (its picture stays).',
    args: { id: t.arg.int({ required: true }), vehicle: t.arg({ type: VehicleInput, required: true }) },
    resolve: async (_parent, args, ctx) => {
      const result = await servicesOf(ctx).members.editVehicle(
        requireMemberWrite(ctx),
        args.id,
        vehicleForm(args.vehicle),
      )
      if (!result.ok) throwRefusal(result)
      return true
    },
  }),
  removeVehicleProfile: t.boolean({
    args: { id: t.arg.int({ required: true }) },
    resolve: async (_parent, args, ctx) => {
      const result = await servicesOf(ctx).members.removeVehicle(requireMemberWrite(ctx), args.id)
      if (!result.ok) throwRefusal({ status: result.status, message: result.message })
      return true
    },
  }),
  saveNotificationSettings: t.boolean({
    description:
      'How each kind of notification arrives: mail at once, daily or not, push or not (kinds left out keep theirs); and whether writing follows a thread (the settings form; the same schema parses both).',
    args: {
      autoFollow: t.arg.boolean({ required: true }),
      kinds: t.arg({ type: [NotificationSettingInput], required: true }),
    },
    resolve: async (_parent, args, ctx) => {
      const viewer = requireMemberWrite(ctx)
      // kinds left out keep their setting (the form always sends every kind)
      const current = await servicesOf(ctx).notifications.settingsOf(viewer.userId)
      const kinds = Object.fromEntries(
        NOTIFICATION_KINDS.map((kind) => [
          kind,
          { mail: current.kinds[kind].mail, push: current.kinds[kind].push },
        ]),
      )
      for (const item of args.kinds) kinds[item.kind] = { mail: item.mail, push: item.push }
      const parsed = SettingsInput.safeParse({ autoFollow: args.autoFollow, kinds })
      if (!parsed.success)
        throwRefusal(refuse(400, 'parse', 'Bitte wähle für jede Art „sofort“, „täglich“ oder „aus“.'))
      await servicesOf(ctx).notifications.saveSettings(viewer, parsed.data)
      return true
    },
  }),
}))
