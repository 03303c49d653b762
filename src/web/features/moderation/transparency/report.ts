import { CONTENT_TYPE_LABELS, isContentItemType, noticeReasonLabel } from '#domain/moderation.ts'
import type { TransparencyFiguresView } from '#services/moderation/transparency.ts'
import type { Period } from './period.ts'

// The transparency report (DSA Art. 24) as tables with German headings: what the page shows and
// what the CSV and JSON downloads carry, built once from the figures.

export const CATEGORY_LABELS: Record<string, string> = {
  Copyright: 'Urheberrecht',
  Legal: 'Rechtswidriger Inhalt',
  LegalAnonymous: 'Rechtswidriger Inhalt (anonym)',
  Policy: 'Beitragsregeln',
  YouthProtection: 'Jugendschutz',
}

export const DECISION_LABELS: Record<string, string> = {
  accept: 'Meldung angenommen',
  acceptAutomatically: 'Meldung automatisch angenommen',
  reject: 'Meldung abgelehnt',
  moderatorAction: 'Maßnahme aus eigener Initiative',
  reinstate: 'Maßnahme von der Moderation zurückgenommen',
  upholdComplaint: 'Beschwerde stattgegeben',
  rejectComplaint: 'Beschwerde zurückgewiesen',
}

export const MEASURE_LABELS: Record<string, string> = {
  Hidden: 'Inhalt ausgeblendet',
  Offline: 'Inhalt nur für Mitglieder sichtbar',
  Restriction: 'Konto eingeschränkt',
  none: 'Keine (Inhalt bleibt oder wird wieder sichtbar)',
}

export const SCOPE_LABELS: Record<string, string> = {
  posting: 'Schreiben gesperrt',
  notices: 'Melden ausgesetzt (Art. 23 DSA)',
}

export interface ReportTable {
  id: string
  title: string
  headers: string[]
  rows: (string | number)[][]
  /** The figure columns (right-aligned, summed in the total row). */
  numeric: number[]
}

const hours = (value: number | null) => (value === null ? '–' : Math.round(value * 10) / 10)

export function reportTables(figures: TransparencyFiguresView): ReportTable[] {
  const totalNotices = figures.noticesByContentType.reduce((sum, row) => sum + row.count, 0)
  const human = figures.decided - figures.automatedDecisions
  return [
    {
      id: 'gruende',
      title: 'Meldungen nach Grund und Kategorie',
      headers: ['Grund', 'Kategorie', 'Meldungen'],
      rows: figures.noticesByReason.map((row) => [
        noticeReasonLabel(row.reason),
        CATEGORY_LABELS[row.category] ?? row.category,
        row.count,
      ]),
      numeric: [2],
    },
    {
      id: 'inhalte',
      title: 'Meldungen nach Art des Inhalts',
      headers: ['Art des Inhalts', 'Meldungen'],
      rows: figures.noticesByContentType.map((row) => [
        isContentItemType(row.contentType) ? CONTENT_TYPE_LABELS[row.contentType] : row.contentType,
        row.count,
      ]),
      numeric: [1],
    },
    {
      id: 'entscheidungen',
      title: 'Entscheidungen nach Maßnahme',
      headers: ['Entscheidung', 'Maßnahme', 'Getroffen', 'Anzahl', 'davon mit Kontosperre'],
      rows: figures.decisions.map((row) => [
        DECISION_LABELS[row.event] ?? row.event,
        MEASURE_LABELS[row.measure] ?? row.measure,
        row.automated ? 'automatisiert' : 'von einem Menschen',
        row.count,
        row.restricted,
      ]),
      numeric: [3, 4],
    },
    {
      id: 'dauer',
      title: 'Bearbeitung der Meldungen',
      headers: ['Kennzahl', 'Wert'],
      rows: [
        ['Eingegangene Meldungen', totalNotices],
        ['Entschiedene Meldungen', figures.decided],
        ['davon automatisiert entschieden', figures.automatedDecisions],
        ['davon von einem Menschen entschieden', human],
        ['Maßnahmen aus eigener Initiative der Moderation', figures.ownInitiative],
        ['Median der Zeit bis zur Entscheidung (Stunden)', hours(figures.medianHoursToDecision)],
      ],
      numeric: [],
    },
    {
      id: 'beschwerden',
      title: 'Beschwerden (Art. 20 DSA)',
      headers: ['Kennzahl', 'Wert'],
      rows: [
        ['Eingegangene Beschwerden', figures.complaints.filed],
        ['Stattgegeben (Entscheidung aufgehoben)', figures.complaints.upheld],
        ['Zurückgewiesen (Entscheidung bestätigt)', figures.complaints.rejected],
        ['Median der Zeit bis zur Entscheidung (Stunden)', hours(figures.complaints.medianHours)],
      ],
      numeric: [],
    },
    {
      id: 'sperren',
      title: 'Einschränkungen von Konten',
      headers: ['Art', 'Anzahl', 'davon dauerhaft'],
      rows: figures.restrictions.map((row) => [
        SCOPE_LABELS[row.scope] ?? row.scope,
        row.count,
        row.permanent,
      ]),
      numeric: [1, 2],
    },
  ]
}

/** One CSV cell: semicolons, quotes and line breaks quoted; a leading =, +, -, @ defused for spreadsheets. */
export function csvCell(value: string | number): string {
  if (typeof value === 'number') return String(value).replace('.', ',')
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
  return /[;"\n\r]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe
}

/**
 * The report as one CSV file (semicolons, German decimal comma, CRLF, a BOM so that spreadsheet
 * programs read UTF-8): every table's rows under its section name.
 */
export function transparencyCsv(
  period: Period,
  figures: TransparencyFiguresView,
  productName: string,
): string {
  const lines: (string | number)[][] = [
    ['Bereich', 'Merkmal', 'Ausprägung', 'Getroffen', 'Anzahl', 'Zusatz'],
    ['Bericht', 'Anbieter', productName, '', '', ''],
    ['Bericht', 'Zeitraum von', period.from, '', '', ''],
    ['Bericht', 'Zeitraum bis', period.to, '', '', ''],
  ]
  for (const table of reportTables(figures)) {
    for (const row of table.rows) {
      switch (table.id) {
        case 'gruende':
          lines.push([table.title, row[0] ?? '', row[1] ?? '', '', row[2] ?? '', ''])
          break
        case 'inhalte':
          lines.push([table.title, row[0] ?? '', '', '', row[1] ?? '', ''])
          break
        case 'entscheidungen':
          lines.push([table.title, row[0] ?? '', row[1] ?? '', row[2] ?? '', row[3] ?? '', row[4] ?? ''])
          break
        case 'sperren':
          lines.push([table.title, row[0] ?? '', '', '', row[1] ?? '', row[2] ?? ''])
          break
        default:
          lines.push([table.title, row[0] ?? '', '', '', row[1] ?? '', ''])
      }
    }
  }
  return `\uFEFF${lines.map((line) => line.map(csvCell).join(';')).join('\r\n')}\r\n`
}

/** The report as JSON: the period and the raw figures with their German labels. */
export function transparencyJson(period: Period, figures: TransparencyFiguresView, productName: string) {
  return {
    anbieter: productName,
    zeitraum: { von: period.from, bis: period.to, bezeichnung: period.label },
    meldungenNachGrund: figures.noticesByReason.map((row) => ({
      grund: row.reason,
      bezeichnung: noticeReasonLabel(row.reason),
      kategorie: row.category,
      anzahl: row.count,
    })),
    meldungenNachInhalt: figures.noticesByContentType.map((row) => ({
      art: row.contentType,
      anzahl: row.count,
    })),
    entscheidungen: figures.decisions.map((row) => ({
      entscheidung: row.event,
      massnahme: row.measure,
      automatisiert: row.automated,
      anzahl: row.count,
      mitKontosperre: row.restricted,
    })),
    entschiedeneMeldungen: figures.decided,
    automatisiertEntschieden: figures.automatedDecisions,
    eigeneInitiative: figures.ownInitiative,
    medianStundenBisEntscheidung: figures.medianHoursToDecision,
    beschwerden: {
      eingegangen: figures.complaints.filed,
      stattgegeben: figures.complaints.upheld,
      zurueckgewiesen: figures.complaints.rejected,
      medianStunden: figures.complaints.medianHours,
    },
    einschraenkungen: figures.restrictions.map((row) => ({
      art: row.scope,
      anzahl: row.count,
      dauerhaft: row.permanent,
    })),
  }
}
