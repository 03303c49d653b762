import { InfoHeader, InfoSection } from './InfoShell.tsx'

/** /rettungskarte (spec 001 §2: lazily loaded, content not shown): what a rescue card is and where to get it. */
export function RescueCard({ productName }: { productName: string }) {
  return (
    <article>
      <InfoHeader
        title="Rettungskarte"
        lead={
          <p>
            Nach einem schweren Unfall zählt jede Minute. Die Rettungskarte zeigt den Einsatzkräften auf einen
            Blick, wo sie Dein Fahrzeug sicher aufschneiden können – und wo nicht.
          </p>
        }
      />
      <InfoSection id="was" title="Was steht auf der Rettungskarte?">
        <p>
          Die Karte ist ein Datenblatt des Herstellers für genau Dein Modell und Baujahr. Sie zeigt die Lage
          von Airbags und Gasgeneratoren, Gurtstraffern, verstärkten Karosseriebereichen, Batterie, Tank und –
          bei Hybrid- und Elektroautos – der Hochvoltkomponenten samt Trennstelle.
        </p>
      </InfoSection>
      <InfoSection id="wohin" title="Wohin gehört sie?">
        <p>
          Drucke die Karte farbig aus und klemme sie hinter die Sonnenblende auf der Fahrerseite. Dort suchen
          Feuerwehr und Rettungsdienst zuerst. Ein Aufkleber an der Windschutzscheibe weist darauf hin, dass
          eine Rettungskarte an Bord ist.
        </p>
      </InfoSection>
      <InfoSection id="woher" title="Woher bekomme ich sie?">
        <ul>
          <li>
            Auf den Internetseiten der Fahrzeughersteller, meist unter „Rettungsdatenblatt“ oder „Rescue
            Sheet“.
          </li>
          <li>
            Über die Datenbanken der Automobilclubs, die die Karten vieler Hersteller an einer Stelle sammeln.
          </li>
          <li>Über die App „Euro Rescue“, mit der auch Einsatzkräfte die Karten abrufen.</li>
        </ul>
        <p>
          Fährst Du ein Motorrad, gibt es für viele Modelle ebenfalls Rettungsdatenblätter; ein Notfallpass
          mit Blutgruppe und Vorerkrankungen in der Jacke hilft zusätzlich.
        </p>
      </InfoSection>
      <InfoSection id="fragen" title="Fragen?">
        <p>
          Welche Karte passt zu Deinem Fahrzeug, und was ist bei Umbauten zu beachten? Frag die {productName}
          -Community im <a href="/forum/wissen-b6.html">Wissen-Forum</a>.
        </p>
      </InfoSection>
    </article>
  )
}
