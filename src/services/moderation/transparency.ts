import type { DB } from '#db/database.ts'
import { type TransparencyFigures, transparencyFigures } from '#db/notices.ts'
import { canSeeTransparency, type Viewer } from '#domain/permissions.ts'

// The transparency figures (DSA Art. 24, decision 021): the read behind /moderation/transparenz and
// its downloads, for admins only.

export type TransparencyResult =
  | { ok: true; figures: TransparencyFigures }
  | { ok: false; status: 403; message: string }

export function createTransparencyService(deps: { db: DB }) {
  return {
    /** The figures of the period [from, to), if the viewer may see them. */
    async figures(viewer: Viewer | null, from: Date, to: Date): Promise<TransparencyResult> {
      if (!canSeeTransparency(viewer)) {
        return { ok: false, status: 403, message: 'Dazu bist Du nicht berechtigt.' }
      }
      return { ok: true, figures: await transparencyFigures(deps.db, from, to) }
    },
  }
}
