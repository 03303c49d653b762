// The named operations' variables and results, and the names pages give to parts of them. All of
// it comes from generated.ts, which scripts/graphql-types.ts makes from the schema and the
// .graphql documents (`npm run check` regenerates it first): a field an operation does not
// select, or one the schema changed, is a type error where the page reads it (DESIGN.md).

import type * as G from './generated.ts'

type Item<T> = T extends readonly (infer E)[] ? E : never

export interface Operations {
  AnnouncementsData: { variables: G.AnnouncementsDataQueryVariables; result: G.AnnouncementsDataQuery }
  BoardFacilitatorsData: {
    variables: G.BoardFacilitatorsDataQueryVariables
    result: G.BoardFacilitatorsDataQuery
  }
  BoardFaqData: { variables: G.BoardFaqDataQueryVariables; result: G.BoardFaqDataQuery }
  BoardInfoData: { variables: G.BoardInfoDataQueryVariables; result: G.BoardInfoDataQuery }
  CompressThread: { variables: G.CompressThreadMutationVariables; result: G.CompressThreadMutation }
  DiscussionThreadPageData: {
    variables: G.DiscussionThreadPageDataQueryVariables
    result: G.DiscussionThreadPageDataQuery
  }
  EditThreadFormData: { variables: G.EditThreadFormDataQueryVariables; result: G.EditThreadFormDataQuery }
  FeatureSwitches: { variables: G.FeatureSwitchesQueryVariables; result: G.FeatureSwitchesQuery }
  ForumHomePageData: { variables: G.ForumHomePageDataQueryVariables; result: G.ForumHomePageDataQuery }
  GalleryData: { variables: G.GalleryDataQueryVariables; result: G.GalleryDataQuery }
  ImageGallery: { variables: G.ImageGalleryQueryVariables; result: G.ImageGalleryQuery }
  LandingPageData: { variables: G.LandingPageDataQueryVariables; result: G.LandingPageDataQuery }
  PostHistory: { variables: G.PostHistoryQueryVariables; result: G.PostHistoryQuery }
  ReplyFormData: { variables: G.ReplyFormDataQueryVariables; result: G.ReplyFormDataQuery }
  Search: { variables: G.SearchQueryVariables; result: G.SearchQuery }
  SearchFilterOptions: { variables: G.SearchFilterOptionsQueryVariables; result: G.SearchFilterOptionsQuery }
  StartThreadFormData: { variables: G.StartThreadFormDataQueryVariables; result: G.StartThreadFormDataQuery }
  SummaryData: { variables: G.SummaryDataQueryVariables; result: G.SummaryDataQuery }
  ThreadListData: { variables: G.ThreadListDataQueryVariables; result: G.ThreadListDataQuery }
  TopicListPageData: { variables: G.TopicListPageDataQueryVariables; result: G.TopicListPageDataQuery }
  UserHeader: { variables: G.UserHeaderQueryVariables; result: G.UserHeaderQuery }
  UserIdByUserSlug: { variables: G.UserIdByUserSlugQueryVariables; result: G.UserIdByUserSlugQuery }
  UserProfileBySlug: { variables: G.UserProfileBySlugQueryVariables; result: G.UserProfileBySlugQuery }
  UserSlugByUserId: { variables: G.UserSlugByUserIdQueryVariables; result: G.UserSlugByUserIdQuery }
  WhoAmI: { variables: G.WhoAmIQueryVariables; result: G.WhoAmIQuery }
}

export type OperationName = keyof Operations

/** Runs a named operation in-process (no HTTP hop) and returns its data, or throws with a reason. */
export type RunOperation = <N extends OperationName>(
  name: N,
  variables: Operations[N]['variables'],
) => Promise<Operations[N]['result']>

// ForumHomePageData (spec 000 §2.3)
export type RootBoardItem = Item<G.ForumHomePageDataQuery['boards']['rootBoards']>
export type ChildBoardItem = Item<RootBoardItem['children']>
export type PlatformIntel = G.ForumHomePageDataQuery['platform']['platformIntel']

// WhoAmI, UserHeader (spec 000 §3)
export type CurrentUser = NonNullable<G.WhoAmIQuery['user']['whoAmI']>
export type HeaderData = NonNullable<G.UserHeaderQuery['user']['headerData']>

// LandingPageData (spec 000 §2.2)
export type LandingPageResult = G.LandingPageDataQuery
export type UserItem = Item<LandingPageResult['users']['latest']>
export type ThreadListItem = Item<LandingPageResult['threads']['latest']>
export type HotThreadItem = Item<LandingPageResult['threads']['hot']>
export type NewBoardItem = Item<LandingPageResult['boards']['newBoards']>
export type BlogArticleItem = Item<LandingPageResult['blogs']['latest']['articles']>
export type MotortestItem = Item<LandingPageResult['motortests']['latest']['tests']>

// TopicListPageData, ThreadListData and the board sidebar (spec 001 §2)
export type TopicListBoard = NonNullable<G.TopicListPageDataQuery['boards']['byId']>
export type Breadcrumb = Item<TopicListBoard['breadcrumbs']>
export type TopicListItem = Item<NonNullable<G.ThreadListDataQuery['boards']['threadList']>['threads']>
export type VehicleRelationItem = NonNullable<TopicListItem['fzdbRelation']>
export type Facilitator = Item<NonNullable<G.BoardFacilitatorsDataQuery['boards']['byId']>['moderators']>
export type AnnouncementItem = Item<NonNullable<G.AnnouncementsDataQuery['boards']['byId']>['announcements']>

// StartThreadFormData, ReplyFormData (spec 001 §7)
export type StartThreadFormResult = G.StartThreadFormDataQuery
export type VehicleManufacturerItem = Item<StartThreadFormResult['vehicles']['manufacturers']>
export type ReplyFormResult = G.ReplyFormDataQuery

// DiscussionThreadPageData (spec 001 §2)
export type ThreadPageThread = NonNullable<G.DiscussionThreadPageDataQuery['threads']['byId']>
export type ThreadPost = Item<NonNullable<G.DiscussionThreadPageDataQuery['threads']['postList']>['posts']>
export type PostAuthor = NonNullable<ThreadPost['author']>
export type PostImageItem = Item<ThreadPost['images']>
export type PostAttachmentItem = Item<ThreadPost['attachments']>

// SummaryData, CompressThread (spec 001 §4)
export type ThreadSummaryItem = NonNullable<G.SummaryDataQuery['threads']['summary']>

// GalleryData, ImageGallery (spec 000 §2.4)
export type GalleryImageItem = Item<G.GalleryDataQuery['threads']['gallery']>
export type GalleryItem = G.ImageGalleryQuery['gallery']['byId']
export type ImageSize = Item<GalleryItem['images']>['sizes']['original']

// UserProfileBySlug (spec 001 §2)
export type UserProfile = G.UserProfileBySlugQuery['users']['bySlug']

// PostHistory, EditThreadFormData (decision 026)
export type PostVersionItem = Item<NonNullable<NonNullable<G.PostHistoryQuery['post']>['revisions']>>

// Search, SearchFilterOptions (decision 022)
export type SearchOperationInput = G.SearchQueryVariables['input']
export type SearchPageResults = G.SearchQuery['search']
export type SearchFilterOptions = G.SearchFilterOptionsQuery['searchFilterOptions']
