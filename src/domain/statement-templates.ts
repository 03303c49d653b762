// Templates for the reasoning of a moderation decision (DSA Art. 17 (3) (b): the facts and
// circumstances). A moderator picks one to fill the field and adapts it; the text stays theirs.

export interface StatementTemplate {
  id: string
  label: string
  text: string
}

export const STATEMENT_TEMPLATES: readonly StatementTemplate[] = [
  {
    id: 'werbung',
    label: 'Werbung',
    text: 'Der Inhalt wirbt für ein Produkt, einen Shop oder eine Dienstleistung ohne Bezug zur Diskussion. Werbung ist nach unseren Beitragsregeln nur im Marktplatz erlaubt.',
  },
  {
    id: 'beleidigung',
    label: 'Beleidigung',
    text: 'Der Inhalt enthält beleidigende oder herabwürdigende Aussagen über andere Mitglieder. Unsere Beitragsregeln verlangen einen respektvollen Umgangston, auch bei Meinungsverschiedenheiten.',
  },
  {
    id: 'off-topic',
    label: 'Off-Topic',
    text: 'Der Inhalt hat keinen Bezug zum Thema der Diskussion. Für andere Fragen eröffne bitte ein eigenes Thema im passenden Forum.',
  },
  {
    id: 'doppelpost',
    label: 'Doppelter Beitrag',
    text: 'Der Inhalt wiederholt einen bereits veröffentlichten Beitrag. Die Wiederholung haben wir entfernt; der ursprüngliche Beitrag bleibt stehen.',
  },
  {
    id: 'personendaten',
    label: 'Persönliche Daten',
    text: 'Der Inhalt nennt persönliche Daten Dritter (zum Beispiel Name, Anschrift, Telefonnummer oder Kennzeichen). Solche Angaben dürfen ohne Einwilligung der Betroffenen nicht veröffentlicht werden.',
  },
  {
    id: 'urheberrecht',
    label: 'Urheberrecht',
    text: 'Der Inhalt übernimmt Texte oder Bilder, an denen Dritte die Rechte halten, ohne dass eine Erlaubnis erkennbar ist.',
  },
  {
    id: 'kein-verstoss',
    label: 'Kein Verstoß',
    text: 'Wir haben den gemeldeten Inhalt geprüft. Er verstößt weder gegen unsere Beitragsregeln noch gegen geltendes Recht und bleibt deshalb sichtbar.',
  },
  {
    id: 'beschwerde-berechtigt',
    label: 'Beschwerde berechtigt',
    text: 'Nach erneuter Prüfung halten wir die Entscheidung nicht aufrecht: Der Inhalt verstößt bei genauer Betrachtung nicht gegen unsere Beitragsregeln.',
  },
  {
    id: 'beschwerde-unbegruendet',
    label: 'Beschwerde unbegründet',
    text: 'Wir haben die Entscheidung erneut geprüft. Die Gründe der Beschwerde ändern nichts an unserer Bewertung; die Entscheidung bleibt bestehen.',
  },
]

/** A template by its id (a form's button value), or undefined. */
export function findStatementTemplate(id: string): StatementTemplate | undefined {
  return STATEMENT_TEMPLATES.find((template) => template.id === id)
}
