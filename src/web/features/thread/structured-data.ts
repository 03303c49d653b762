import { excerpt } from '#domain/markup.ts'
import type { ThreadPageThread, ThreadPost } from '#graphql/operations/types.ts'

// spec 001 §2: structured data for a Q&A page when a best post exists, otherwise a discussion.

type Json = Record<string, unknown>

function person(post: ThreadPost | ThreadPageThread): Json | undefined {
  return post.author ? { '@type': 'Person', name: post.author.displayName } : undefined
}

function answer(post: ThreadPost, origin: string): Json {
  return {
    '@type': 'Answer',
    text: excerpt(post.text, 500),
    dateCreated: post.createdAt,
    upvoteCount: post.numberOfThumbsUp,
    url: `${origin}${post.path}`,
    author: person(post),
  }
}

export function threadStructuredData(thread: ThreadPageThread, replies: ThreadPost[], origin: string): Json {
  const question = thread.firstPost
  if (thread.bestPost) {
    return {
      '@context': 'https://schema.org',
      '@type': 'QAPage',
      mainEntity: {
        '@type': 'Question',
        name: thread.title,
        text: question ? excerpt(question.text, 500) : thread.title,
        answerCount: thread.numberOfReplies,
        dateCreated: thread.createdAt,
        author: person(thread),
        acceptedAnswer: answer(thread.bestPost, origin),
        suggestedAnswer: replies
          .filter((post) => post.id !== thread.bestPost?.id)
          .map((post) => answer(post, origin)),
      },
    }
  }
  return {
    '@context': 'https://schema.org',
    '@type': 'DiscussionForumPosting',
    headline: thread.title,
    text: question ? excerpt(question.text, 500) : thread.title,
    url: thread.canonicalUrl,
    datePublished: thread.createdAt,
    author: person(thread),
    interactionStatistic: {
      '@type': 'InteractionCounter',
      interactionType: 'https://schema.org/CommentAction',
      userInteractionCount: thread.numberOfReplies,
    },
    comment: replies.map((post) => ({
      '@type': 'Comment',
      text: excerpt(post.text, 500),
      datePublished: post.createdAt,
      url: `${origin}${post.path}`,
      author: person(post),
    })),
  }
}
