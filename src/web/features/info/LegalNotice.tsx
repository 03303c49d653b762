import { InfoHeader, InfoSection } from './InfoShell.tsx'
import { OPERATOR } from './operator.ts'

/** /info/impressum (spec 000 §2.6): company seat, support hours Mon–Fri 10–12 and 14–17, contact addresses. */
export function LegalNotice({ productName }: { productName: string }) {
  return (
    <article>
      <InfoHeader title="Impressum" lead={<p>Angaben gemäß § 5 Digitale-Dienste-Gesetz (DDG)</p>} />
      <InfoSection id="anbieter" title="Anbieter">
        <address>
          <strong>{OPERATOR.company}</strong>
          <br />
          {OPERATOR.street}
          <br />
          {OPERATOR.postalCode} {OPERATOR.city}
          <br />
          {OPERATOR.country}
        </address>
        <dl>
          <dt>Sitz der Gesellschaft</dt>
          <dd>{OPERATOR.seat}</dd>
          <dt>Registergericht</dt>
          <dd>
            {OPERATOR.registerCourt}, {OPERATOR.registerNumber}
          </dd>
          <dt>Vertreten durch die Geschäftsführung</dt>
          <dd>{OPERATOR.managingDirectors.join(', ')}</dd>
          <dt>Umsatzsteuer-Identifikationsnummer</dt>
          <dd>{OPERATOR.vatId}</dd>
        </dl>
      </InfoSection>
      <InfoSection id="kontakt" title="Kontakt">
        <dl>
          <dt>Support</dt>
          <dd>
            <a href={`mailto:${OPERATOR.supportEmail}`}>{OPERATOR.supportEmail}</a> oder über unser{' '}
            <a href="/inhalt/Contact.html">Kontaktformular</a>
          </dd>
          <dt>Telefon</dt>
          <dd>{OPERATOR.phone}</dd>
          <dt>Support-Zeiten</dt>
          <dd>{OPERATOR.supportHours}</dd>
          <dt>Presse</dt>
          <dd>
            <a href={`mailto:${OPERATOR.pressEmail}`}>{OPERATOR.pressEmail}</a>
          </dd>
          <dt>Werbung</dt>
          <dd>
            <a href={`mailto:${OPERATOR.advertisingEmail}`}>{OPERATOR.advertisingEmail}</a>
          </dd>
          <dt>Datenschutz</dt>
          <dd>
            <a href={`mailto:${OPERATOR.privacyEmail}`}>{OPERATOR.privacyEmail}</a>
          </dd>
        </dl>
        <p>
          Bitte hab Verständnis dafür, dass wir Fragen zu einzelnen Fahrzeugen nicht per E-Mail beantworten
          können – stell sie am besten direkt in der Community.
        </p>
      </InfoSection>
      <InfoSection id="dsa" title="Zentrale Kontaktstelle nach dem Digital Services Act">
        <p>
          Behörden, die EU-Kommission und das Gremium für digitale Dienste erreichen uns nach Art. 11 DSA,
          Nutzerinnen und Nutzer nach Art. 12 DSA unter{' '}
          <a href={`mailto:${OPERATOR.dsaEmail}`}>{OPERATOR.dsaEmail}</a>. Wir kommunizieren auf Deutsch und
          Englisch. Rechtswidrige Inhalte kannst Du außerdem direkt am Beitrag melden.
        </p>
      </InfoSection>
      <InfoSection id="verantwortlich" title="Verantwortlich für den Inhalt">
        <p>
          Verantwortlich für redaktionelle Inhalte nach § 18 Abs. 2 Medienstaatsvertrag:{' '}
          {OPERATOR.editorInCharge}, Anschrift wie oben. Für die Beiträge der Mitglieder in den Foren, Blogs
          und Fahrzeugtests sind deren Verfasserinnen und Verfasser verantwortlich; {productName} macht sich
          diese Inhalte nicht zu eigen.
        </p>
      </InfoSection>
      <InfoSection id="streitbeilegung" title="Verbraucherstreitbeilegung">
        <p>
          Wir sind nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer
          Verbraucherschlichtungsstelle teilzunehmen.
        </p>
      </InfoSection>
    </article>
  )
}
