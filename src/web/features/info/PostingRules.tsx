import { TEMPORARY_BAN_HOURS } from '#domain/limits.ts'
import { SIGNATURE_RULE } from '#domain/profile.ts'
import { InfoHeader, InfoSection } from './InfoShell.tsx'

/** /info/beitragsregeln (spec 000 §2.6): the community rules; 36-hour ban; over 67 million posts. */
export function PostingRules({ productName }: { productName: string }) {
  return (
    <article>
      <InfoHeader
        title="Beitragsregeln"
        lead={
          <p>
            Über 67 Millionen Beiträge zeigen, wie viel Wissen in {productName} steckt. Damit das so bleibt
            und sich alle wohlfühlen, gelten für jede und jeden ein paar einfache Regeln. Sie ergänzen unsere{' '}
            <a href="/info/nutzungsbedingungen">Nutzungsbedingungen</a>.
          </p>
        }
      />
      <InfoSection id="regeln" title="Unsere Regeln">
        <ol>
          <li>
            <strong>Ein Profil pro Person.</strong> Jede Person darf nur ein Profil anlegen. Zweitprofile,
            etwa um eine Sperre zu umgehen oder sich selbst zuzustimmen, werden ohne Vorwarnung gelöscht.
          </li>
          <li>
            <strong>Neutrale Nutzernamen.</strong> Dein Nutzername darf weder werben noch beleidigen, keine
            Marken- oder Firmennamen enthalten und niemanden nachahmen – schon gar nicht unser Team,
            Moderatoren oder Behörden.
          </li>
          <li>
            <strong>Beim Thema bleiben – und überwiegend auf Deutsch.</strong> Beiträge sollen zum Thema
            passen, in dem sie stehen. Für neue Fragen eröffnest Du ein eigenes Thema im passenden Forum.
            Schreib bitte überwiegend auf Deutsch, damit alle mitlesen und helfen können.
          </li>
          <li>
            <strong>Kein Spam.</strong> Werbung, Kettenbriefe, Linksammlungen und wiederholt gleiche Beiträge
            sind nicht erlaubt. Gewerbliche Angebote sind nur nach vorheriger Absprache mit uns möglich.
          </li>
          <li id="signatur">
            <strong>Signaturen ohne Werbung.</strong> {SIGNATURE_RULE}
          </li>
          <li>
            <strong>Keine persönlichen Daten.</strong> Veröffentliche keine Anschriften, Telefonnummern,
            E-Mail-Adressen, Kennzeichen oder andere persönliche Daten – weder Deine eigenen noch die anderer.
          </li>
          <li>
            <strong>Keine KI-generierten Beiträge.</strong> Die Community lebt von echten Erfahrungen.
            Beiträge, die von einer künstlichen Intelligenz geschrieben wurden, sind nicht erlaubt.
          </li>
          <li>
            <strong>Meldefunktion nicht missbrauchen.</strong> Melde Inhalte, die gegen diese Regeln oder
            geltendes Recht verstoßen. Wer die Meldefunktion nutzt, um andere zu schikanieren oder
            Diskussionen zu stören, verstößt selbst gegen die Regeln.
          </li>
          <li>
            <strong>Respektvoller Umgang.</strong> Beleidigungen, Drohungen, Diskriminierung und Hetze haben
            hier keinen Platz. Kritisiere Argumente, nicht Menschen.
          </li>
          <li>
            <strong>Rechte Dritter achten.</strong> Lade nur Bilder und Texte hoch, an denen Du die Rechte
            hast, und kennzeichne Zitate als solche.
          </li>
        </ol>
      </InfoSection>
      <InfoSection id="moderation" title="Was passiert bei Verstößen?">
        <p>
          Unsere Moderatoren und Forenpaten achten ehrenamtlich auf die Einhaltung der Regeln. Bei Verstößen
          können sie Beiträge verschieben, bearbeiten oder löschen und Verwarnungen aussprechen. Bei
          wiederholten oder schweren Verstößen folgt eine vorübergehende Sperre Deines Kontos von{' '}
          {`${TEMPORARY_BAN_HOURS} Stunden`}, in besonders schweren Fällen eine dauerhafte Sperre.
        </p>
        <p>
          Über jede Maßnahme informieren wir Dich. Wenn Du eine Entscheidung für falsch hältst, kannst Du sie
          überprüfen lassen – die Prüfung erfolgt durch Menschen, nicht automatisiert.
        </p>
      </InfoSection>
      <InfoSection id="fragen" title="Fragen zu den Regeln?">
        <p>
          Antworten auf häufige Fragen findest Du in der <a href="/info/hilfe">Hilfe</a>. Ansonsten erreichst
          Du unser Team über das <a href="/inhalt/Contact.html">Kontaktformular</a>.
        </p>
      </InfoSection>
    </article>
  )
}
