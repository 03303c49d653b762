import { Link } from 'react-router'
import { InfoHeader, InfoSection, TableOfContents } from './InfoShell.tsx'
import { OPERATOR } from './operator.ts'

// spec 001 §1, §2: terms of use dated 23.07.2025; a table of contents with 11 anchored
// sections, each with a 'nach oben' link.
export const TERMS_SECTIONS = [
  { id: 'geltungsbereich', title: '§ 1 Geltungsbereich' },
  { id: 'registrierung', title: '§ 2 Registrierung und Mitgliedskonto' },
  { id: 'pflichten', title: '§ 3 Pflichten der Nutzer' },
  { id: 'inhalte', title: '§ 4 Speicherung und Nutzung von Inhalten' },
  { id: 'moderation', title: '§ 5 Moderation' },
  { id: 'kuendigung', title: '§ 6 Kündigung' },
  { id: 'haftung', title: '§ 7 Haftung' },
  { id: 'apps', title: '§ 8 Mobile Apps' },
  { id: 'datenschutz', title: '§ 9 Datenschutz' },
  { id: 'data-mining', title: '§ 10 Text- und Data-Mining' },
  { id: 'schlussbestimmungen', title: '§ 11 Schlussbestimmungen und Änderungen' },
] as const

const TOP = 'inhaltsverzeichnis'

/** /info/nutzungsbedingungen (spec 001 §1, §2). */
export function TermsOfUse({ productName }: { productName: string }) {
  const [
    scope,
    registration,
    duties,
    content,
    moderation,
    termination,
    liability,
    apps,
    privacy,
    mining,
    final,
  ] = TERMS_SECTIONS
  return (
    <article>
      <InfoHeader
        title="Nutzungsbedingungen"
        validFrom="23.07.2025"
        lead={
          <p>
            Diese Nutzungsbedingungen regeln die Nutzung der Community {productName}, betrieben von der{' '}
            {OPERATOR.company}, {OPERATOR.street}, {OPERATOR.postalCode} {OPERATOR.city} („wir“).
          </p>
        }
      />
      <TableOfContents id={TOP} items={TERMS_SECTIONS} />

      <InfoSection id={scope.id} title={scope.title} backTo={TOP}>
        <p>
          Die Bedingungen gelten für alle Dienste von {productName} – Foren, Blogs, Fahrzeugtests, Profile und
          private Nachrichten – im Web und in unseren Apps. Für die Nutzung der Dienste ist ein Mitgliedskonto
          erforderlich; ohne Konto können Inhalte nur gelesen werden.
        </p>
      </InfoSection>

      <InfoSection id={registration.id} title={registration.title} backTo={TOP}>
        <p>
          Registrieren dürfen sich voll geschäftsfähige Personen sowie Personen ab 16 Jahren mit Zustimmung
          ihrer Erziehungsberechtigten. Der Nutzungsvertrag kommt zustande, sobald wir Deine Anmeldung
          bestätigen.
        </p>
        <p>
          Halte Deine Angaben, insbesondere Deine E-Mail-Adresse, stets aktuell. Ist die hinterlegte Adresse
          falsch, dürfen wir Dein Konto sperren, deaktivieren oder löschen.
        </p>
        <p>
          Dein Konto ist persönlich: Du darfst Dein Passwort nicht weitergeben und das Konto weder übertragen
          noch abtreten. Verstirbt ein Mitglied, sollen die Erben uns innerhalb eines Monats benachrichtigen.
          Niemand darf sich als Mitarbeiter, Moderator oder Vertreter einer Behörde ausgeben.
        </p>
      </InfoSection>

      <InfoSection id={duties.id} title={duties.title} backTo={TOP}>
        <p>
          Die Nutzung ist ausschließlich privat erlaubt; jede gewerbliche Nutzung bedarf unserer vorherigen
          Zustimmung. Es gelten unsere <Link to="/info/beitragsregeln">Beitragsregeln</Link>.
        </p>
        <p>
          Wir prüfen die Inhalte der Nutzer und die darin gesetzten Links nicht vorab. Für ihre Beiträge sind
          die Nutzer selbst verantwortlich.
        </p>
      </InfoSection>

      <InfoSection id={content.id} title={content.title} backTo={TOP}>
        <p>
          An Inhalten, die Du hochlädst, räumst Du uns ein nicht ausschließliches, zeitlich und räumlich
          unbeschränktes Nutzungsrecht ein. Es umfasst das Recht, die Inhalte zu speichern, zu veröffentlichen
          und in ihrem Umfeld Werbung zu platzieren.
        </p>
      </InfoSection>

      <InfoSection id={moderation.id} title={moderation.title} backTo={TOP}>
        <p>
          Moderatoren dürfen Nutzer verwarnen, Beiträge sperren oder löschen und Konten vorübergehend
          einschränken. Über solche Maßnahmen informieren wir Dich. Du kannst jede Einschränkung überprüfen
          lassen; die Überprüfung erfolgt nicht automatisiert.
        </p>
      </InfoSection>

      <InfoSection id={termination.id} title={termination.title} backTo={TOP}>
        <p>
          Du kannst den Nutzungsvertrag jederzeit mit einer Frist von 5 Werktagen kündigen. Deine Beiträge
          bleiben nach der Kündigung erhalten.
        </p>
      </InfoSection>

      <InfoSection id={liability.id} title={liability.title} backTo={TOP}>
        <p>
          Wir haften unbeschränkt für Schäden aus der Verletzung des Lebens, des Körpers oder der Gesundheit,
          aus übernommenen Garantien sowie bei Vorsatz und grober Fahrlässigkeit. Bei einfacher Fahrlässigkeit
          haften wir nur für die Verletzung einer wesentlichen Vertragspflicht und nur für den typischen,
          unmittelbaren Schaden. Im Übrigen ist die Haftung ausgeschlossen.
        </p>
      </InfoSection>

      <InfoSection id={apps.id} title={apps.title} backTo={TOP}>
        <p>
          Für unsere Apps für iOS und Android gelten ergänzend die Bedingungen des jeweiligen App-Stores sowie
          die in der App angezeigten zusätzlichen Bedingungen.
        </p>
      </InfoSection>

      <InfoSection id={privacy.id} title={privacy.title} backTo={TOP}>
        <p>
          Wie wir Deine Daten verarbeiten, steht in unserer{' '}
          <Link to="/info/datenschutz">Datenschutzerklärung</Link>.
        </p>
      </InfoSection>

      <InfoSection id={mining.id} title={mining.title} backTo={TOP}>
        <p>
          Das automatisierte Auslesen von Inhalten zum Zweck des Text- und Data-Minings ist untersagt; wir
          behalten uns diese Nutzung ausdrücklich vor (§ 44b UrhG).
        </p>
      </InfoSection>

      <InfoSection id={final.id} title={final.title} backTo={TOP}>
        <p>
          Es gilt deutsches Recht. Gerichtsstand für Kaufleute und juristische Personen des öffentlichen
          Rechts ist unser Sitz in {OPERATOR.seat}.
        </p>
        <p>
          Änderungen dieser Bedingungen kündigen wir mindestens sechs Wochen vor ihrem Inkrafttreten in
          Textform an, etwa per E-Mail. Widersprichst Du nicht, gilt Dein Schweigen als Zustimmung; darauf
          weisen wir Dich in der Ankündigung gesondert hin. Bis zum Inkrafttreten kannst Du den Vertrag
          fristlos und kostenfrei kündigen.
        </p>
      </InfoSection>
    </article>
  )
}
