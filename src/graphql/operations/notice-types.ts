import type { CanCreateNotice, ContentItemType, ReasonsAndLevels } from '#domain/moderation.ts'

// Result shapes of the report flow's operations (spec 001 §7), merged into the Operations map
// of types.ts so that route loaders call them by name like every other operation.

export interface CanCreateNoticeResult {
  notices: { canCreateNotice: CanCreateNotice | null }
}

export interface NoticeReasonsAndLevelsResult {
  notices: { noticeReasonsAndLevels: ReasonsAndLevels }
}

export interface CreateNoticePrerequisitesLoggedInResult {
  notices: { createNoticePrerequisitesLoggedIn: { email: string } }
}

declare module './types.ts' {
  interface Operations {
    CanCreateNotice: {
      variables: { contentItemType: ContentItemType; contentItemId: number }
      result: CanCreateNoticeResult
    }
    NoticeReasonsAndLevels: {
      variables: { moderationContentItemType: ContentItemType }
      result: NoticeReasonsAndLevelsResult
    }
    CreateNoticePrerequisitesLoggedIn: {
      variables: { userId: number }
      result: CreateNoticePrerequisitesLoggedInResult
    }
  }
}
