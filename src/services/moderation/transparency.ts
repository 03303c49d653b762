import type { DB } from '#db/database.ts'
import { type TransparencyFigures, transparencyFigures } from '#db/notices.ts'
import { canSeeTransparency, type Viewer } from '#domain/permissions.ts'
import { type Refusal, refuse } from '#domain/refusal.ts'

// The transparency figures (DSA Art. 24, decision 021): the read behind /moderation/transparenz and
// its downloads, for admins only.

/** The figures as the report's page and downloads read them (decision 042: view types, never rows). */
export interface TransparencyFiguresView {
  noticesByReason: TransparencyFigures['noticesByReason']
  noticesByContentType: { contentType: string; count: number }[]
  decisions: TransparencyFigures['decisions']
  decided: number
  automatedDecisions: number
  ownInitiative: number
  medianHoursToDecision: number | null
  complaints: { filed: number; upheld: number; rejected: number; medianHours: number | null }
  restrictions: TransparencyFigures['restrictions']
}

function figuresView(figures: TransparencyFigures): TransparencyFiguresView {
  const { filed, upheld, rejected, median_hours } = figures.complaints
  return {
    ...figures,
    noticesByContentType: figures.noticesByContentType.map((row) => ({
      contentType: row.content_type,
      count: row.count,
    })),
    complaints: { filed, upheld, rejected, medianHours: median_hours },
  }
}

export type TransparencyResult = { ok: true; figures: TransparencyFiguresView } | Refusal

export function createTransparencyService(deps: { db: DB }) {
  return {
    /** The figures of the period [from, to), if the viewer may see them. */
    async figures(viewer: Viewer | null, from: Date, to: Date): Promise<TransparencyResult> {
      if (!canSeeTransparency(viewer)) {
        return refuse(403, 'policy', 'Dazu bist Du nicht berechtigt.')
      }
      return { ok: true, figures: figuresView(await transparencyFigures(deps.db, from, to)) }
    },
  }
}
