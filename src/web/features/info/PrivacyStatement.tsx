import { Link } from 'react-router'
import { PrivacySettingsButton } from '../consent/PrivacySettingsDialog.tsx'
import styles from './Info.module.css'
import { InfoHeader, InfoSection, TableOfContents } from './InfoShell.tsx'
import { OPERATOR, operatorAddress } from './operator.ts'

const SECTIONS = [
  { id: 'verantwortlicher', title: '1. Verantwortlicher und Kontakt' },
  { id: 'registrierung', title: '2. Registrierung und Anmeldung' },
  { id: 'e-mails', title: '3. Automatische E-Mails' },
  { id: 'newsletter', title: '4. Newsletter' },
  { id: 'push', title: '5. Push-Benachrichtigungen' },
  { id: 'inhalte', title: '6. Deine Beiträge und Profilangaben' },
  { id: 'logfiles', title: '7. Server-Logdateien' },
  { id: 'cookies', title: '8. Cookies und Einwilligungen' },
  { id: 'werbung', title: '9. Werbung und Utiq' },
  { id: 'bewerbungen', title: '10. Bewerbungen' },
  { id: 'loeschung', title: '11. Kündigung und Löschung Deines Profils' },
  { id: 'rechte', title: '12. Deine Rechte' },
  { id: 'aenderungen', title: '13. Änderungen dieser Datenschutzerklärung' },
] as const

/** /info/datenschutz (spec 000 §1, §2.6): dated 27 August 2025, sections 1 to 13. */
export function PrivacyStatement({ productName }: { productName: string }) {
  return (
    <article>
      <InfoHeader
        id="datenschutz"
        title="Datenschutzerklärung"
        validFrom="27. August 2025"
        lead={
          <p>
            Der Schutz Deiner Daten ist uns wichtig. Hier erklären wir, welche personenbezogenen Daten{' '}
            {productName} verarbeitet, wozu und wie lange – und welche Rechte Du hast.
          </p>
        }
      />
      <div className={styles.actions}>
        <PrivacySettingsButton />
      </div>
      <TableOfContents id="inhaltsverzeichnis" items={SECTIONS} />
      <InfoSection id="verantwortlicher" title={SECTIONS[0].title}>
        <p>Verantwortlich für die Datenverarbeitung auf {productName} ist die</p>
        <address>
          {OPERATOR.company}, {operatorAddress}
          <br />
          E-Mail: <a href={`mailto:${OPERATOR.supportEmail}`}>{OPERATOR.supportEmail}</a>
        </address>
        <p>
          Unseren Datenschutzbeauftragten erreichst Du unter{' '}
          <a href={`mailto:${OPERATOR.privacyEmail}`}>{OPERATOR.privacyEmail}</a>.
        </p>
      </InfoSection>
      <InfoSection id="registrierung" title={SECTIONS[1].title}>
        <p>
          Lesen kannst Du {productName} ohne Anmeldung. Um Themen zu erstellen, zu antworten, Blogs und
          Fahrzeugtests zu schreiben oder private Nachrichten zu senden, registrierst Du Dich kostenlos mit
          Nutzername, Passwort und E-Mail-Adresse. Die Registrierung erfolgt im Double-Opt-in-Verfahren: Wir
          schicken Dir eine E-Mail mit einem Bestätigungslink, erst dieser Link aktiviert Dein Profil.
        </p>
        <p>
          Alternativ kannst Du Dich per Single Sign-on über zwei externe Anmeldedienste (Google und Apple)
          registrieren und anmelden. Dann erhalten wir vom jeweiligen Anbieter Deine E-Mail-Adresse und eine
          Kennung; Dein Passwort beim Anbieter erfahren wir nicht. Rechtsgrundlage ist die Durchführung des
          Nutzungsvertrags (Art. 6 Abs. 1 lit. b DSGVO).
        </p>
      </InfoSection>
      <InfoSection id="e-mails" title={SECTIONS[2].title}>
        <p>
          Für den Betrieb Deines Kontos versenden wir automatisch E-Mails, etwa zur Bestätigung der
          Registrierung, zum Zurücksetzen des Passworts, bei Antworten in abonnierten Themen oder zu
          Moderationsentscheidungen. Welche Benachrichtigungen Du erhältst, stellst Du in Deinem Profil ein.
        </p>
      </InfoSection>
      <InfoSection id="newsletter" title={SECTIONS[3].title}>
        <p>
          Unseren Newsletter erhältst Du nur, wenn Du ihn ausdrücklich bestellst – bei der Registrierung über
          einen eigenen Schalter oder später in den Einstellungen. Auch hier gilt das Double-Opt-in-Verfahren:
          Erst nach Bestätigung Deiner E-Mail-Adresse senden wir Dir den Newsletter. Abbestellen kannst Du ihn
          jederzeit über den Link in jeder Ausgabe.
        </p>
      </InfoSection>
      <InfoSection id="push" title={SECTIONS[4].title}>
        <p>
          Wenn Du es erlaubst, informieren wir Dich per Push-Benachrichtigung im Browser oder in unseren Apps
          über neue Antworten und Nachrichten. Die Benachrichtigungen verwaltest Du in Deinem Profil unter
          „Benachrichtigungen“.
        </p>
      </InfoSection>
      <InfoSection id="inhalte" title={SECTIONS[5].title}>
        <p>
          Beiträge, Bilder, Blogartikel, Fahrzeugtests und Profilangaben, die Du veröffentlichst, sind für
          alle Besucher sichtbar, einzelne Inhalte nur für angemeldete Mitglieder. Überlege Dir daher gut,
          welche Angaben Du machst, und veröffentliche keine persönlichen Daten anderer.
        </p>
      </InfoSection>
      <InfoSection id="logfiles" title={SECTIONS[6].title}>
        <p>
          Bei jedem Aufruf speichern unsere Server technische Daten wie IP-Adresse, Zeitpunkt, aufgerufene
          Adresse, Browser und Betriebssystem. Wir brauchen sie, um Angriffe abzuwehren und Fehler zu finden
          (Art. 6 Abs. 1 lit. f DSGVO). Die Logdateien werden höchstens 21 Tage aufbewahrt und danach
          gelöscht.
        </p>
      </InfoSection>
      <InfoSection id="cookies" title={SECTIONS[7].title}>
        <p>
          Technisch notwendige Cookies setzen wir immer; alle anderen nur mit Deiner Einwilligung. Dauerhafte
          Cookies speichern wir zwischen 6 und 24 Monaten. Deine Einwilligungen fragen wir nach zwölf Monaten
          erneut ab. Deine Auswahl änderst Du jederzeit über die Schaltfläche „Erweiterte
          Datenschutzeinstellungen öffnen“ oben oder in den <Link to="/consent">Cookie-Einstellungen</Link>.
          Details stehen auf der Seite <Link to="/info/cookies">Cookies</Link>.
        </p>
      </InfoSection>
      <InfoSection id="werbung" title={SECTIONS[8].title}>
        <p>
          {productName} finanziert sich über Werbung. Mit Deiner Einwilligung wählen unsere Partner Anzeigen
          nach Deinen Interessen aus (siehe{' '}
          <Link to="/info/nutzungsbasierte-online-werbung">Nutzungsbasierte Online-Werbung</Link>
          ). Ebenfalls nur mit Einwilligung nutzen wir die Technologie Utiq, die über Deinen Mobilfunk- oder
          Internetanschluss eine pseudonyme Kennung für Werbung bildet. Deine Utiq-Einwilligung verwaltest und
          widerrufst Du unter <Link to="/info/utiq-verwalten">Utiq verwalten</Link>.
        </p>
      </InfoSection>
      <InfoSection id="bewerbungen" title={SECTIONS[9].title}>
        <p>
          Bewerbungsunterlagen verwenden wir ausschließlich für das Bewerbungsverfahren. Erhältst Du eine
          Absage, löschen wir Deine Unterlagen sechs Monate nach der Absage, sofern Du nicht in eine längere
          Speicherung eingewilligt hast.
        </p>
      </InfoSection>
      <InfoSection id="loeschung" title={SECTIONS[10].title}>
        <p>
          Du kannst Dein Profil jederzeit über den Kündigungslink in Deinen Profileinstellungen kündigen. Dein
          Konto wird zunächst deaktiviert; innerhalb von drei Wochen kannst Du den Antrag per E-Mail
          zurücknehmen. Danach löschen wir Deine persönlichen Daten, Blogs ohne Mitautoren, private
          Nachrichten und Fahrzeugprofile. Dein Nutzername wird anonymisiert und später wieder freigegeben;
          Deine Beiträge in den Foren bleiben erhalten.
        </p>
        <p>
          Registrierungen mit temporären („Wegwerf-“) oder ungültigen E-Mail-Adressen können wir ohne
          Vorwarnung löschen.
        </p>
      </InfoSection>
      <InfoSection id="rechte" title={SECTIONS[11].title}>
        <p>
          Du hast das Recht auf Auskunft, Berichtigung, Löschung und Einschränkung der Verarbeitung Deiner
          Daten, auf Datenübertragbarkeit sowie auf Widerspruch gegen Verarbeitungen aufgrund berechtigter
          Interessen. Erteilte Einwilligungen kannst Du jederzeit mit Wirkung für die Zukunft widerrufen.
          Außerdem kannst Du Dich bei einer Datenschutz-Aufsichtsbehörde beschweren, etwa bei der Berliner
          Beauftragten für Datenschutz und Informationsfreiheit.
        </p>
      </InfoSection>
      <InfoSection id="aenderungen" title={SECTIONS[12].title}>
        <p>
          Wir passen diese Datenschutzerklärung an, wenn sich unsere Angebote oder die Rechtslage ändern. Es
          gilt die jeweils hier veröffentlichte Fassung; über wesentliche Änderungen informieren wir
          registrierte Mitglieder per E-Mail.
        </p>
      </InfoSection>
    </article>
  )
}
