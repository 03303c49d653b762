import { type BlogArticleRow, findLatestBlogArticles } from '#db/blogs.ts'
import { blogArticlePath } from '#domain/content-routes.ts'
import { HOME_LATEST_BLOGS } from '#domain/limits.ts'
import { canonicalUrl } from '#domain/variants.ts'
import { builder } from '../builder.ts'
import { listLimit } from './list-limit.ts'
import { UserRef } from './user.ts'

export const BlogArticleRef = builder.objectRef<BlogArticleRow>('BlogArticle')

BlogArticleRef.implement({
  description: 'A published blog article (spec 000 §3 BlogArticle).',
  fields: (t) => ({
    id: t.exposeInt('id'),
    title: t.exposeString('title'),
    path: t.string({ resolve: (article) => blogArticlePath(article) }),
    canonicalUrl: t.string({
      resolve: (article, _args, ctx) => canonicalUrl(ctx.variant, blogArticlePath(article)),
    }),
    pictureUrl: t.exposeString('picture_url', { nullable: true }),
    publishedAt: t.expose('published_at', { type: 'DateTime', nullable: true }),
    author: t.field({
      type: UserRef,
      nullable: true,
      resolve: (article, _args, ctx) => ctx.loaders.user.load(article.author_id),
    }),
  }),
})

const BlogArticleListRef = builder.objectRef<{ articles: BlogArticleRow[] }>('BlogArticleList')

BlogArticleListRef.implement({
  fields: (t) => ({
    articles: t.field({ type: [BlogArticleRef], resolve: (list) => list.articles }),
  }),
})

const BlogsQueryRef = builder.objectRef<object>('BlogsQuery')

BlogsQueryRef.implement({
  fields: (t) => ({
    latest: t.field({
      type: BlogArticleListRef,
      description: 'Newest published articles (spec 000 §7 LandingPageData: limit 4, giving articles).',
      args: { limit: t.arg.int({ required: false }) },
      resolve: async (_parent, args, ctx) => ({
        articles: await findLatestBlogArticles(ctx.db, listLimit(args.limit, HOME_LATEST_BLOGS)),
      }),
    }),
  }),
})

builder.queryFields((t) => ({
  blogs: t.field({ type: BlogsQueryRef, resolve: () => ({}) }),
}))
