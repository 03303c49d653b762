import { Link } from 'react-router'
import { InfoHeader, InfoSection } from './InfoShell.tsx'

/** /info/nutzungsbasierte-online-werbung (spec 000 §2.6): usage-based advertising, link to /consent. */
export function BehaviouralAdvertising({ productName }: { productName: string }) {
  return (
    <article>
      <InfoHeader
        title="Nutzungsbasierte Online-Werbung"
        lead={
          <p>
            Werbung finanziert das kostenlose Angebot von {productName}. Damit Du möglichst Anzeigen siehst,
            die Dich interessieren, können sie – nur mit Deiner Einwilligung – nach Deinem Nutzungsverhalten
            ausgewählt werden.
          </p>
        }
      />
      <InfoSection id="funktionsweise" title="Wie funktioniert nutzungsbasierte Werbung?">
        <p>
          Beim Besuch von {productName} und anderen Websites speichern unsere Werbepartner in Cookies
          pseudonyme Kennungen. Daraus leiten sie Interessen ab – etwa „interessiert sich für Kombis“ oder
          „plant einen Motorradkauf“ – und wählen passende Anzeigen aus. Deinen Namen, Deine E-Mail-Adresse
          oder Deine Beiträge erhalten die Partner dafür nicht.
        </p>
      </InfoSection>
      <InfoSection id="wahl" title="Deine Wahl">
        <p>
          Ob nutzungsbasierte Werbung stattfindet, entscheidest allein Du. Ohne Einwilligung siehst Du
          weiterhin Werbung, aber keine, die anhand Deines Verhaltens ausgewählt wurde. Deine Entscheidung
          kannst Du jederzeit in den <Link to="/consent">Cookie-Einstellungen</Link> ändern.
        </p>
        <p>
          Zusätzlich kannst Du über die Plattform{' '}
          <a href="https://www.youronlinechoices.com/de/" target="_blank" rel="noopener noreferrer">
            youronlinechoices.com
          </a>{' '}
          der europäischen Werbewirtschaft einzelnen Anbietern widersprechen. Für die Technologie Utiq, die
          über Deinen Internetanschluss arbeitet, gibt es eine eigene Seite:{' '}
          <Link to="/info/utiq-verwalten">Utiq verwalten</Link>.
        </p>
      </InfoSection>
      <InfoSection id="dauer" title="Wie lange gilt meine Entscheidung?">
        <p>
          Deine Auswahl speichern wir in Deinem Browser und fragen sie nach zwölf Monaten erneut ab. Löschst
          Du Deine Cookies oder nutzt Du einen anderen Browser, fragen wir Dich ebenfalls neu.
        </p>
      </InfoSection>
    </article>
  )
}
