import { InfoHeader, InfoSection } from './InfoShell.tsx'
import { OPERATOR } from './operator.ts'

/** /info/presse (spec 000 §2.6): about and press text. */
export function PressInfo({ productName }: { productName: string }) {
  return (
    <article>
      <InfoHeader
        title="Über uns & Presse"
        lead={
          <p>
            {productName} wurde 2001 als kleines Forum von Autofans gegründet und ist heute Europas größte
            Auto- und Motor-Community.
          </p>
        }
      />
      <InfoSection id="ueber-uns" title="Über uns">
        <p>
          Was mit ein paar Markenforen begann, ist zu einem Nachschlagewerk für alle Fragen rund ums Fahrzeug
          gewachsen: Rund 700 Foren, über 50 Millionen Beiträge, mehr als 25.000 Fahrzeugtests von Mitgliedern
          und über 3.000 Blogs erzählen vom Alltag mit Auto und Motorrad – von der ersten Inspektion bis zur
          Oldtimer-Restaurierung.
        </p>
        <p>
          Getragen wird die Community von ihren Mitgliedern: Ehrenamtliche Moderatoren und Forenpaten betreuen
          die Foren, FAQ-Autorinnen und -Autoren bündeln das Wissen der Diskussionen. Unser Team in{' '}
          {OPERATOR.city} entwickelt die Plattform weiter und sorgt für einen respektvollen Umgang.
        </p>
        <p>
          Zusammen mit den anderen Angeboten unserer Unternehmensgruppe erreichen wir rund 30 Millionen Unique
          User pro Monat.
        </p>
      </InfoSection>
      <InfoSection id="zahlen" title="Zahlen und Fakten">
        <ul>
          <li>Gegründet: 2001</li>
          <li>Rund 700 Foren zu Marken, Modellen, Technik und Motorsport</li>
          <li>Über 50 Millionen Beiträge</li>
          <li>Mehr als 25.000 Fahrzeugtests und über 3.000 Blogs</li>
          <li>Rund 30 Millionen Unique User pro Monat in der Unternehmensgruppe</li>
        </ul>
      </InfoSection>
      <InfoSection id="pressekontakt" title="Pressekontakt">
        <p>
          Journalistinnen und Journalisten erhalten bei uns Auskünfte, Bildmaterial und
          Experten-Einschätzungen aus der Community, etwa zu typischen Schwachstellen einzelner Modelle oder
          zu Trends bei Elektroautos.
        </p>
        <address>
          {OPERATOR.company}, Pressestelle
          <br />
          {OPERATOR.street}, {OPERATOR.postalCode} {OPERATOR.city}
          <br />
          E-Mail: <a href={`mailto:${OPERATOR.pressEmail}`}>{OPERATOR.pressEmail}</a>
        </address>
      </InfoSection>
      <InfoSection id="karriere" title="Karriere">
        <p>
          Du möchtest mit uns die Community weiterentwickeln? Initiativbewerbungen schick bitte an{' '}
          <a href={`mailto:${OPERATOR.jobsEmail}`}>{OPERATOR.jobsEmail}</a>. Wie wir mit Bewerbungsdaten
          umgehen, steht in unserer <a href="/info/datenschutz">Datenschutzerklärung</a>.
        </p>
      </InfoSection>
    </article>
  )
}
