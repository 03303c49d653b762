import styles from './Info.module.css'
import { InfoHeader, InfoSection } from './InfoShell.tsx'
import { OPERATOR } from './operator.ts'

/** /info/werbung (spec 000 §2.6): description, contact block, marketer; over 700 forums. */
export function AdvertisingInfo({ productName }: { productName: string }) {
  return (
    <article>
      <InfoHeader
        title={`Werbung auf ${productName}`}
        lead={
          <p>
            {productName} ist der Treffpunkt für alle, die sich für Autos und Motorräder begeistern: In über
            700 Foren tauschen sich Fahrerinnen und Fahrer über Marken, Modelle, Technik, Kaufentscheidungen
            und den Alltag mit ihrem Fahrzeug aus. Für Werbungtreibende heißt das: Ihre Botschaft erreicht
            Menschen genau dann, wenn sie sich mit dem Thema Mobilität beschäftigen.
          </p>
        }
      />
      <InfoSection id="zielgruppe" title="Eine Zielgruppe mit echtem Interesse">
        <p>
          Wer bei {productName} liest oder schreibt, sucht Rat vor dem Autokauf, plant die nächste Inspektion,
          vergleicht Reifen, rüstet nach oder teilt seine Erfahrungen aus vielen tausend Kilometern. Die
          Themen reichen von der Kleinwagen-Frage bis zum Oldtimer-Projekt, vom Motorrad-Saisonstart bis zur
          Ladeinfrastruktur für Elektroautos. Diese Nähe zum Thema macht die Community zu einem glaubwürdigen
          Umfeld für Marken aus der Automobil- und Zweiradbranche, für Zubehör, Versicherungen, Finanzierungen
          und Services rund ums Fahrzeug.
        </p>
      </InfoSection>
      <InfoSection id="formate" title="Unsere Werbeformen">
        <ul>
          <li>
            <strong>Display-Werbung</strong> in allen gängigen Formaten auf Desktop und Mobilgeräten, auf
            Wunsch ausgesteuert nach Marken-, Modell- oder Themenforen.
          </li>
          <li>
            <strong>Native Advertising</strong>: redaktionell gestaltete, klar als Anzeige gekennzeichnete
            Beiträge im Umfeld passender Themen.
          </li>
          <li>
            <strong>Markenforen und Sponsorings</strong>: ein eigenes Forum für Ihre Marke oder die
            Präsentation eines bestehenden Themenbereichs – mit direktem Austausch zwischen Ihrem Team und der
            Community.
          </li>
          <li>
            <strong>Fahrzeugtests und Aktionen</strong>: Mitglieder testen Ihr Produkt im Alltag und berichten
            ehrlich darüber; Gewinnspiele und Umfragen ergänzen die Kampagne.
          </li>
          <li>
            <strong>Newsletter-Integrationen</strong> in unseren redaktionellen Newsletter mit ausschließlich
            per Double-Opt-in gewonnenen Abonnentinnen und Abonnenten.
          </li>
        </ul>
        <p>
          Alle Werbemittel werden deutlich als Anzeige gekennzeichnet. Werbung für Inhalte, die gegen unsere
          Beitragsregeln oder geltendes Recht verstoßen, nehmen wir nicht an.
        </p>
      </InfoSection>
      <InfoSection id="kontakt" title="Kontakt">
        <p>Sprechen Sie uns an – wir erstellen Ihnen gern ein individuelles Angebot.</p>
        <div className={styles.box}>
          <address>
            <strong>{OPERATOR.company}</strong>
            <br />
            Vermarktung
            <br />
            {OPERATOR.street}
            <br />
            {OPERATOR.postalCode} {OPERATOR.city}
          </address>
          <div className={styles.contacts}>
            {OPERATOR.advertisingContacts.map((contact) => (
              <p key={contact.name}>
                <strong>{contact.name}</strong>
                <br />
                {contact.role}
                <br />
                Telefon: <a href={`tel:${contact.phone.replace(/[^+\d]/g, '')}`}>{contact.phone}</a>
              </p>
            ))}
          </div>
          <p>
            E-Mail für Werbeanfragen:{' '}
            <a href={`mailto:${OPERATOR.advertisingEmail}`}>{OPERATOR.advertisingEmail}</a>
          </p>
        </div>
      </InfoSection>
      <InfoSection id="vermarkter" title="Unser Vermarkter">
        <p>
          Die Werbeflächen von {productName} werden exklusiv von der {OPERATOR.marketer.name} vermarktet. Dort
          erhalten Agenturen und Werbungtreibende Mediadaten, technische Spezifikationen der Werbemittel und
          Buchungen aus einer Hand.
        </p>
        <address>
          {OPERATOR.marketer.name}
          <br />
          {OPERATOR.marketer.street}, {OPERATOR.marketer.postalCode} {OPERATOR.marketer.city}
          <br />
          E-Mail: <a href={`mailto:${OPERATOR.marketer.email}`}>{OPERATOR.marketer.email}</a>
        </address>
      </InfoSection>
    </article>
  )
}
