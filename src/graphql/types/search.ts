import { AppError } from '#domain/errors.ts'
import { searchInputSchema } from '#domain/search-input.ts'
import { createSearchService } from '#services/search/service.ts'
import type {
  ExcerptPart,
  SearchAuthor,
  SearchFilterOptions,
  SearchHit,
  SearchResults,
} from '#services/search/types.ts'
import { builder } from '../builder.ts'
import type { GraphQLContext } from '../context.ts'

// The search for the apps (decision 022): the same service and the same checks as /suche.html, so
// both find the same and neither shows what the viewer may not see.

function search(ctx: GraphQLContext) {
  return ctx.services?.search ?? createSearchService({ db: ctx.db })
}

const ExcerptPartRef = builder.objectRef<ExcerptPart>('SearchExcerptPart').implement({
  description: 'A piece of the excerpt: plain text, the matched words marked. Render as text, never as HTML.',
  fields: (t) => ({
    text: t.exposeString('text'),
    highlighted: t.exposeBoolean('highlighted'),
  }),
})

const HitRef = builder.objectRef<SearchHit>('SearchHit').implement({
  fields: (t) => ({
    postId: t.exposeInt('postId'),
    threadId: t.exposeInt('threadId'),
    threadTitle: t.exposeString('threadTitle'),
    threadPath: t.exposeString('threadPath'),
    postPath: t.exposeString('postPath', { description: 'The post through PostJump.' }),
    boardId: t.exposeInt('boardId'),
    boardName: t.exposeString('boardName'),
    boardPath: t.exposeString('boardPath'),
    authorName: t.exposeString('authorName', { nullable: true }),
    authorPath: t.exposeString('authorPath', { nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    isQuestion: t.exposeBoolean('isQuestion'),
    isBestAnswer: t.exposeBoolean('isBestAnswer'),
    threadHasBestAnswer: t.exposeBoolean('threadHasBestAnswer'),
    thumbsUp: t.exposeInt('thumbsUp'),
    threadReplyCount: t.exposeInt('threadReplyCount'),
    excerpt: t.field({ type: [ExcerptPartRef], resolve: (hit) => hit.excerpt }),
  }),
})

const AuthorRef = builder.objectRef<SearchAuthor>('SearchAuthor').implement({
  fields: (t) => ({
    userId: t.exposeInt('userId'),
    displayName: t.exposeString('displayName'),
    path: t.exposeString('path'),
  }),
})

const ExpansionRef = builder.objectRef<SearchResults['expansions'][number]>('SearchExpansion').implement({
  fields: (t) => ({
    word: t.exposeString('word'),
    alternatives: t.exposeStringList('alternatives'),
  }),
})

const ResultsRef = builder.objectRef<SearchResults>('SearchResults').implement({
  fields: (t) => ({
    hits: t.field({ type: [HitRef], resolve: (results) => results.hits }),
    total: t.exposeInt('total', { description: 'Counted up to 1,000.' }),
    totalIsLowerBound: t.exposeBoolean('totalIsLowerBound'),
    page: t.int({ resolve: (results) => results.request.page }),
    pageCount: t.exposeInt('pageCount'),
    sort: t.exposeString('sort'),
    suggestion: t.exposeString('suggestion', { nullable: true, description: "'Meintest Du …?'" }),
    expansions: t.field({ type: [ExpansionRef], resolve: (results) => results.expansions }),
    author: t.field({ type: AuthorRef, nullable: true, resolve: (results) => results.author }),
    notes: t.exposeStringList('notes'),
  }),
})

const VehicleInput = builder.inputType('SearchVehicleInput', {
  fields: (t) => ({
    level: t.string({ required: true, description: 'manufacturer, series or model' }),
    id: t.int({ required: true }),
  }),
})

const SearchInput = builder.inputType('SearchInput', {
  fields: (t) => ({
    term: t.string({ required: false }),
    authorId: t.int({ required: false }),
    authorName: t.string({ required: false }),
    boardId: t.int({ required: false, description: 'With its sub-boards.' }),
    vehicle: t.field({ type: VehicleInput, required: false }),
    from: t.string({ required: false, description: 'YYYY-MM-DD, inclusive (Berlin time).' }),
    to: t.string({ required: false, description: 'YYYY-MM-DD, inclusive (Berlin time).' }),
    scope: t.string({ required: false, description: 'threads or posts (default)' }),
    sort: t.string({ required: false, description: 'relevance or newest (default: relevance with a term)' }),
    bestAnswerOnly: t.boolean({ required: false }),
    page: t.int({ required: false, description: '0-based' }),
  }),
})

const BoardOptionRef = builder
  .objectRef<SearchFilterOptions['boards'][number]>('SearchBoardOption')
  .implement({
    fields: (t) => ({ id: t.exposeInt('id'), name: t.exposeString('name'), depth: t.exposeInt('depth') }),
  })
type Make = SearchFilterOptions['vehicles'][number]
type Series = Make['series'][number]
const ModelOptionRef = builder.objectRef<Series['models'][number]>('SearchVehicleModelOption').implement({
  fields: (t) => ({ id: t.exposeInt('id'), name: t.exposeString('name') }),
})
const SeriesOptionRef = builder.objectRef<Series>('SearchVehicleSeriesOption').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    name: t.exposeString('name'),
    models: t.field({ type: [ModelOptionRef], resolve: (series) => series.models }),
  }),
})
const MakeOptionRef = builder.objectRef<Make>('SearchVehicleMakeOption').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    name: t.exposeString('name'),
    series: t.field({ type: [SeriesOptionRef], resolve: (make) => make.series }),
  }),
})
const FilterOptionsRef = builder.objectRef<SearchFilterOptions>('SearchFilterOptions').implement({
  fields: (t) => ({
    boards: t.field({ type: [BoardOptionRef], resolve: (options) => options.boards }),
    vehicles: t.field({ type: [MakeOptionRef], resolve: (options) => options.vehicles }),
  }),
})

builder.queryFields((t) => ({
  search: t.field({
    type: ResultsRef,
    description:
      'Threads and posts by German full text, compounds by their parts, typos corrected (decision 022). ' +
      'Only what the viewer may see. Bad input: BadUserInput (400) with the German message.',
    args: { input: t.arg({ type: SearchInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const parsed = searchInputSchema.safeParse(
        Object.fromEntries(
          Object.entries(input).filter(([, value]) => value !== null && value !== undefined),
        ),
      )
      if (!parsed.success) {
        throw new AppError('BadUserInput', parsed.error.issues[0]?.message ?? 'Ungültige Suche.')
      }
      const outcome = await search(ctx).search(ctx.viewer, parsed.data, ctx.now)
      if (!outcome.ok) throw new AppError('BadUserInput', outcome.problems.map((p) => p.message).join(' '))
      return outcome.results
    },
  }),
  searchFilterOptions: t.field({
    type: FilterOptionsRef,
    description: 'The boards and vehicles the search can be narrowed to.',
    resolve: (_root, _args, ctx) => search(ctx).filterOptions(ctx.viewer),
  }),
}))
