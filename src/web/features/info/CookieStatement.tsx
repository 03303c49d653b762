import { Link } from 'react-router'
import { InfoHeader, InfoSection } from './InfoShell.tsx'

/** /info/cookies (spec 000 §2.6): dated August 2018, eight sections, links to /consent and the OBA page. */
export function CookieStatement({ productName }: { productName: string }) {
  return (
    <article>
      <InfoHeader
        title="Cookies"
        validFrom="August 2018"
        lead={
          <p>
            Hier erfährst Du, welche Cookies {productName} verwendet, wozu sie dienen und wie Du selbst
            entscheidest, welche davon gesetzt werden dürfen.
          </p>
        }
      />
      <InfoSection id="1" title="1. Was sind Cookies?">
        <p>
          Cookies sind kleine Textdateien, die Dein Browser beim Besuch einer Website speichert. Sie enthalten
          keine Programme und können keine Schadsoftware übertragen. Ähnlich funktionieren der lokale Speicher
          Deines Browsers und Zählpixel; wir fassen all diese Techniken hier unter „Cookies“ zusammen.
        </p>
      </InfoSection>
      <InfoSection id="2" title="2. Welche Arten von Cookies gibt es?">
        <p>
          <strong>Sitzungs-Cookies</strong> werden gelöscht, sobald Du den Browser schließt.{' '}
          <strong>Dauerhafte Cookies</strong> bleiben für eine festgelegte Zeit gespeichert, damit Deine
          Einstellungen beim nächsten Besuch erhalten bleiben. Cookies, die wir selbst setzen, heißen
          Erstanbieter-Cookies; Cookies unserer Partner heißen Drittanbieter-Cookies.
        </p>
      </InfoSection>
      <InfoSection id="3" title="3. Technisch notwendige Cookies">
        <p>
          Ohne diese Cookies funktioniert {productName} nicht: Sie halten Dich angemeldet, schützen Formulare
          vor Missbrauch, merken sich Dein gewähltes Design und Deine Cookie-Einstellungen. Für sie brauchen
          wir keine Einwilligung.
        </p>
      </InfoSection>
      <InfoSection id="4" title="4. Statistik und Reichweitenmessung">
        <p>
          Mit Deiner Einwilligung zählen wir pseudonym, welche Seiten wie oft aufgerufen werden. So erkennen
          wir, welche Foren und Funktionen gebraucht werden. Enthält eine Adresse ein Passwort-Feld oder eine
          E-Mail-Adresse, wird sie grundsätzlich nicht erfasst.
        </p>
      </InfoSection>
      <InfoSection id="5" title="5. Cookies für Werbung">
        <p>
          {productName} finanziert sich über Werbung. Mit Deiner Einwilligung dürfen unsere Werbepartner
          Cookies setzen, um Anzeigen nach Deinen Interessen auszuwählen und ihren Erfolg zu messen. Wie das
          funktioniert, erklären wir auf der Seite{' '}
          <Link to="/info/nutzungsbasierte-online-werbung">Nutzungsbasierte Online-Werbung</Link>.
        </p>
      </InfoSection>
      <InfoSection id="6" title="6. Wie lange werden Cookies gespeichert?">
        <p>
          Sitzungs-Cookies enden mit Deiner Browsersitzung. Dauerhafte Cookies speichern wir je nach Zweck
          zwischen 6 und 24 Monaten. Deine Auswahl in den Cookie-Einstellungen fragen wir nach zwölf Monaten
          erneut ab.
        </p>
      </InfoSection>
      <InfoSection id="7" title="7. Deine Einstellungen">
        <p>
          Welche Cookies gesetzt werden, entscheidest Du in den{' '}
          <Link to="/consent">Cookie-Einstellungen</Link>. Dort kannst Du Deine Einwilligung jederzeit mit
          Wirkung für die Zukunft ändern oder widerrufen.
        </p>
      </InfoSection>
      <InfoSection id="8" title="8. Cookies im Browser verwalten">
        <p>
          Du kannst Cookies auch in Deinem Browser ansehen, löschen oder generell blockieren. Wie das geht,
          steht in der Hilfe Deines Browsers. Blockierst Du auch die technisch notwendigen Cookies, kannst Du
          Dich nicht mehr anmelden und einige Funktionen stehen nicht zur Verfügung.
        </p>
      </InfoSection>
    </article>
  )
}
