import type { DB } from '#db/database.ts'
import type { AfterWrite } from '#domain/page-change.ts'
import { bound } from '../bind.ts'
import { blogRating, rateBlogArticle } from './blog-rating.ts'
import { blogForm, removeBlogArticle, saveBlogArticle } from './blog-writing.ts'
import { addComment, commentsOf, deleteComment } from './comments.ts'
import { createSectionsContext } from './context.ts'
import { boardFaqs, readFaq } from './faq.ts'
import { listMagazine, readMagazineArticle } from './magazine.ts'
import {
  magazineForm,
  removeMagazineArticle,
  saveMagazineArticle,
  staffMagazineList,
} from './magazine-writing.ts'
import { adManufacturers, closeAd, editAd, listAds, ownAds, placeAd, readAd } from './marketplace.ts'
import { listMotortests, readMotortest } from './motortests.ts'
import { addPoll, listPolls, pollThread, readPoll, vote } from './polls.ts'
import { motortestForm, saveMotortest } from './test-writing.ts'

// decision 036: the sections behind the frame's links, one module per use case (DESIGN.md).

export function createSectionsService(deps: { db: DB; now?: () => Date; afterWrite?: AfterWrite }) {
  const ctx = createSectionsContext(deps)
  return {
    motortests: { list: bound(ctx, listMotortests), read: bound(ctx, readMotortest) },
    magazine: { list: bound(ctx, listMagazine), read: bound(ctx, readMagazineArticle) },
    magazineWriting: {
      list: bound(ctx, staffMagazineList),
      form: bound(ctx, magazineForm),
      save: bound(ctx, saveMagazineArticle),
      remove: bound(ctx, removeMagazineArticle),
    },
    faq: { ofBoard: bound(ctx, boardFaqs), read: bound(ctx, readFaq) },
    marketplace: {
      list: bound(ctx, listAds),
      read: bound(ctx, readAd),
      own: bound(ctx, ownAds),
      manufacturers: bound(ctx, adManufacturers),
      place: bound(ctx, placeAd),
      edit: bound(ctx, editAd),
      close: bound(ctx, closeAd),
    },
    polls: {
      list: bound(ctx, listPolls),
      read: bound(ctx, readPoll),
      vote: bound(ctx, vote),
      thread: bound(ctx, pollThread),
      add: bound(ctx, addPoll),
    },
    comments: { of: bound(ctx, commentsOf), add: bound(ctx, addComment), delete: bound(ctx, deleteComment) },
    testWriting: { form: bound(ctx, motortestForm), save: bound(ctx, saveMotortest) },
    blogRating: { of: bound(ctx, blogRating), rate: bound(ctx, rateBlogArticle) },
    blogWriting: {
      form: bound(ctx, blogForm),
      save: bound(ctx, saveBlogArticle),
      remove: bound(ctx, removeBlogArticle),
    },
  }
}
export type SectionsService = ReturnType<typeof createSectionsService>
