import { Link } from 'react-router'
import {
  AVATAR_MAX_BYTES,
  OWN_POST_EDIT_WINDOW_MINUTES,
  SIGNATURE_MAX_LENGTH,
  SIGNATURE_MAX_LINES,
  USER_TITLE_MIN_POSTS,
} from '#domain/limits.ts'
import { InfoHeader, InfoSection, TableOfContents } from './InfoShell.tsx'

// spec 000 §2.6: help/FAQ with a table of contents and anchored sections 1 to 5 (the
// announcements link to /info/hilfe#5). Topics from spec 000 §3 and §5.
const SECTIONS = [
  { id: '1', title: '1. Registrierung und Anmeldung' },
  { id: '2', title: '2. Dein Profil' },
  { id: '3', title: '3. Forum: Themen und Antworten' },
  { id: '4', title: '4. Blogs und Fahrzeugtests' },
  { id: '5', title: '5. Nachrichten, Freunde und Inhalte melden' },
] as const

const ATTACHMENT_FORMATS =
  'jpg, png, tif, bmp, svg, gif, mp3, m4a, wav, mp4, mov, avi, pdf, doc, docx, xls, xlsx, odt, txt, csv'

/** /info/hilfe (spec 000 §2.6): table of contents, anchored sections 1–5; noindex (route meta). */
export function HelpPage({ productName }: { productName: string }) {
  return (
    <article>
      <InfoHeader
        id="hilfe"
        title="Hilfe & FAQ"
        lead={
          <p>
            Hier findest Du Antworten auf die häufigsten Fragen zu {productName}. Nicht fündig geworden? Frag
            in der Community im <a href="/forum.html">Forum</a> oder wende Dich an unser{' '}
            <a href="/team.html">Team</a>.
          </p>
        }
      />
      <TableOfContents id="inhaltsverzeichnis" items={SECTIONS} />

      <InfoSection id="1" title={SECTIONS[0].title}>
        <h3>Muss ich mich registrieren?</h3>
        <p>
          Lesen kannst Du alles ohne Anmeldung. Um Themen zu erstellen, zu antworten, Blogs und Tests zu
          schreiben, private Nachrichten zu senden, E-Mail-Benachrichtigungen zu erhalten oder Dein Profil zu
          gestalten, brauchst Du ein kostenloses Konto.
        </p>
        <h3>Wie registriere ich mich?</h3>
        <p>
          Du brauchst einen Nutzernamen, ein Passwort und eine gültige E-Mail-Adresse. Wir schicken Dir eine
          E-Mail zur Bestätigung; erst mit dem Klick auf den Link darin wird Dein Profil aktiv. Den Newsletter
          kannst Du dabei mit einem eigenen Schalter bestellen – er kommt erst, wenn Du auch diese Bestellung
          bestätigt hast. Alternativ meldest Du Dich über Google oder Apple an.
        </p>
        <h3>Kann ich meinen Nutzernamen ändern?</h3>
        <p>
          Nein. Der Nutzername kann nach der Registrierung nicht mehr geändert werden. Wähle ihn also mit
          Bedacht und neutral (siehe <Link to="/info/beitragsregeln">Beitragsregeln</Link>).
        </p>
      </InfoSection>

      <InfoSection id="2" title={SECTIONS[1].title}>
        <h3>Was kann ich in meinem Profil angeben?</h3>
        <p>
          Alle Einstellungen findest Du in der{' '}
          <a href="/cockpit/EinstellungenUebersicht.html">Übersicht der Einstellungen</a>. In Deinen{' '}
          <a href="/cockpit/einstellungen/profil">Profileinstellungen</a> pflegst Du einen Text „Über mich“,
          einen eigenen Benutzertitel und Deine Signatur, unter{' '}
          <a href="/cockpit/einstellungen/avatar">Avatar</a> Dein Profilbild. Den Avatar schneiden wir beim
          Hochladen auf 70 × 70 Pixel zu (JPG, PNG, GIF oder WebP bis {AVATAR_MAX_BYTES / 1024 / 1024} MB).
          Einen eigenen Benutzertitel kannst Du vergeben, sobald Du mehr als {USER_TITLE_MIN_POSTS} Beiträge
          geschrieben hast.
        </p>
        <h3>Was gehört in die Signatur?</h3>
        <p>
          Die Signatur erscheint unter jedem Deiner Beiträge. Sie sollte nicht übermäßig lang sein (höchstens{' '}
          {`${SIGNATURE_MAX_LENGTH} Zeichen in ${SIGNATURE_MAX_LINES} Zeilen`}) und nicht auf kommerzielle
          Angebote oder andere Foren verlinken (siehe{' '}
          <Link to="/info/beitragsregeln#signatur">Beitragsregeln</Link>).
        </p>
        <h3>Wie ändere ich E-Mail-Adresse oder Passwort?</h3>
        <p>
          In den Einstellungen unter <a href="/cockpit/einstellungen/e-mail">E-Mail-Adresse</a> und{' '}
          <a href="/cockpit/einstellungen/passwort">Passwort</a>, jeweils mit Deinem aktuellen Passwort. Eine
          neue E-Mail-Adresse gilt erst, wenn Du den Link bestätigt hast, den wir an sie schicken; Deine
          bisherige Adresse erfährt von der Änderung. Nach einem neuen Passwort bist Du auf allen anderen
          Geräten abgemeldet.
        </p>
        <h3>Fahrzeugprofile</h3>
        <p>
          Lege Profile für Deine aktuellen und früheren Fahrzeuge an. Andere sehen so, welche Erfahrungen Du
          mitbringst, und Du kannst Themen und Blogartikel mit Deinem Fahrzeug verknüpfen.
        </p>
        <h3>Favoritenleiste</h3>
        <p>
          Unter der Kopfzeile zeigt die Favoritenleiste Deine abonnierten Foren. Über „Favoritenleiste
          ausblenden“ blendest Du sie aus und über „Favoritenleiste einblenden“ wieder ein; Dein Browser merkt
          sich die Wahl.
        </p>
        <h3>Buddys und Freunde</h3>
        <p>
          Fügst Du jemanden hinzu, ist diese Person Dein Buddy. Fügt sie Dich ebenfalls hinzu, seid ihr
          Freunde. In der Kopfzeile siehst Du, welche Deiner Freunde und Buddys gerade online sind.
        </p>
        <h3>Ignorierliste</h3>
        <p>
          Beiträge und Nachrichten von Mitgliedern auf Deiner Ignorierliste werden Dir nicht mehr angezeigt.
        </p>
        <h3>Wie lösche ich mein Konto?</h3>
        <p>
          Über den Kündigungslink in den Profileinstellungen. Dein Konto wird zuerst deaktiviert. Ab Eingang
          Deines Antrags hast Du drei Wochen Zeit, ihn per E-Mail zurückzunehmen. Danach löschen wir Deine
          persönlichen Daten, Blogs ohne Mitautoren, private Nachrichten und Fahrzeugprofile. Dein Nutzername
          wird anonymisiert und später wieder freigegeben; Deine Beiträge bleiben erhalten.
        </p>
      </InfoSection>

      <InfoSection id="3" title={SECTIONS[2].title}>
        <h3>Wie erstelle ich ein Thema?</h3>
        <p>
          Such Dir im <a href="/forum.html">Forum</a> das passende Unterforum und wähle „Neues Thema“. Gib
          Modell, Baujahr und Motor an – je genauer Deine Angaben, desto schneller die Antwort. Den Titel
          eines Themas kannst Du nach dem Erstellen nicht mehr ändern; das können nur die Moderation und die
          Forenpaten des Forums.
        </p>
        <h3>Offene und geschlossene Themen</h3>
        <p>
          Ein Thema ist offen, solange Antworten möglich sind. Geschlossene Themen können gelesen, aber nicht
          mehr beantwortet werden.
        </p>
        <h3>Antworten und Bearbeiten</h3>
        <p>Antworten schreibst Du direkt unter dem Thema oder mit „Antworten“ als Zitat eines Beitrags.</p>
        <p>
          {`Deine eigenen Beiträge kannst Du ${OWN_POST_EDIT_WINDOW_MINUTES} Minuten lang nach dem Absenden über „Bearbeiten“ am Beitrag ändern, solange das Thema offen ist.`}{' '}
          Jede Änderung wird unter dem Beitrag mit „bearbeitet am …“ vermerkt, und jede frühere Fassung bleibt
          als Version für die Moderation erhalten. Danach hilft Dir bei Bedarf das Moderationsteam:
          Moderatoren und Administratoren können die Beiträge anderer bearbeiten. Forenpaten und Moderatoren
          ändern Thementitel und heften wichtige Themen oben im Forum an.
        </p>
        <h3>Entwürfe</h3>
        <p>
          Während Du schreibst, speichern wir Deinen Text alle 10 Sekunden als Entwurf. Kommst Du zurück,
          kannst Du den Entwurf wiederherstellen oder verwerfen.
        </p>
        <h3>Welche Dateien kann ich anhängen?</h3>
        <p>Im erweiterten Editor kannst Du Dateien dieser Formate anhängen: {ATTACHMENT_FORMATS}.</p>
        <h3>Abonnements</h3>
        <p>
          Foren, Themen und Blogartikel kannst Du abonnieren. Neue Beiträge siehst Du dann in der Kopfzeile
          und auf Wunsch per E-Mail.
        </p>
      </InfoSection>

      <InfoSection id="4" title={SECTIONS[3].title}>
        <h3>Wie schreibe ich einen Blog?</h3>
        <p>
          Blogs findest Du unter <a href="/blogs.html">Blogs</a>. In den Blog-Einstellungen legst Du fest, ob
          Kommentare, Bewertungen und Zitate erlaubt sind, vergibst Stichwörter (durch Kommas getrennt) und
          verknüpfst den Blog mit einem Forum, einem Fahrzeugprofil oder einer Modellvariante. Mit dem
          „mehr“-Trenner bestimmst Du, wie viel eines Artikels in der Vorschau erscheint.
        </p>
        <h3>Entwurf oder veröffentlicht?</h3>
        <p>
          Ein Artikel ist zunächst ein Entwurf, den nur Du und die Administratoren des Blogs sehen. Erst mit
          dem Veröffentlichen wird er für alle sichtbar.
        </p>
        <h3>Wer darf was im Blog?</h3>
        <p>
          Autorinnen und Autoren schreiben und veröffentlichen Artikel. Blog-Moderatoren löschen und
          bearbeiten außerdem Artikel und kümmern sich um Meldungen. Blog-Administratoren ändern zusätzlich
          alle Einstellungen, ernennen weitere Autoren und Administratoren und sehen und veröffentlichen auch
          unveröffentlichte Artikel anderer. Mitautoren wählst Du aus Deinen Buddys.
        </p>
        <h3>Kommentare löschen</h3>
        <p>
          Wer einen Kommentar löscht, muss einen nachvollziehbaren Grund angeben. Der automatische Hinweis,
          dass die löschende Person nicht zum Team gehört, bleibt dabei stehen.
        </p>
        <h3>Fahrzeugtests</h3>
        <p>
          Unter <a href="/tests">Tests</a> berichten Mitglieder über ihre Fahrzeuge aus dem Alltag – mit
          Bewertung, Stärken und Schwächen. Einen eigenen Test schreibst Du zu einem Deiner Fahrzeugprofile.
        </p>
      </InfoSection>

      <InfoSection id="5" title={SECTIONS[4].title}>
        <h3>Private Nachrichten</h3>
        <p>
          Deine Nachrichten liegen im Posteingang, gesendete im Ordner „Gesendet“; zusätzlich kannst Du eigene
          Ordner anlegen. Mit Lesebestätigung siehst Du, wann Deine Nachricht gelesen wurde – solange sie
          ungelesen ist, kannst Du sie zurückziehen. Bilder und Anhänge sind in Nachrichten nur im Austausch
          mit Moderatoren oder Administratoren möglich.
        </p>
        <h3>Inhalte melden</h3>
        <p>
          Rechtswidrige Inhalte oder Verstöße gegen die Beitragsregeln meldest Du über das Menü an jedem
          Beitrag, Thema oder Profil. Wähle einen Grund und beschreibe kurz, was nicht stimmt. Unser Team
          prüft jede Meldung und informiert Dich über das Ergebnis. Bitte nutze die Meldefunktion nicht, um
          andere zu ärgern.
        </p>
        <h3>Wer kümmert sich um die Foren?</h3>
        <p>
          Ehrenamtliche Moderatoren und Forenpaten betreuen die Foren; wer zum <a href="/team.html">Team</a>{' '}
          gehört, siehst Du auf der Teamseite. Moderatoren können verwarnen, Beiträge sperren oder löschen und
          Konten zeitweise oder dauerhaft sperren.
        </p>
        <h3>Unterwegs</h3>
        <p>
          Mit unserer <a href="/app">App</a> für Android und iOS bist Du auch unterwegs dabei und erhältst
          Benachrichtigungen direkt aufs Handy.
        </p>
      </InfoSection>
    </article>
  )
}
