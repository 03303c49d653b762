import { InfoHeader, InfoSection } from './InfoShell.tsx'

/** /foerdern (spec 001 §2: lazily loaded, content not shown): how members support the community. */
export function SupportCommunity({ productName }: { productName: string }) {
  return (
    <article>
      <InfoHeader
        title={`${productName} fördern`}
        lead={
          <p>
            {productName} lebt davon, dass Mitglieder ihr Wissen teilen. So kannst Du die Community
            unterstützen – mit Zeit, Erfahrung oder einer Empfehlung.
          </p>
        }
      />
      <InfoSection id="helfen" title="Fragen beantworten">
        <p>
          Jede gute Antwort hilft nicht nur der Person, die gefragt hat, sondern allen, die später dasselbe
          Problem haben. Schau in die Foren Deiner Marke und in die{' '}
          <a href="/forum/wissen-b6.html">Themenforen</a>: Viele Fragen warten noch auf eine Antwort.
        </p>
      </InfoSection>
      <InfoSection id="forenpate" title="Forenpate oder Moderator werden">
        <p>
          Forenpaten pflegen die Titel und die Ordnung in ihrem Forum, Moderatoren achten auf die Einhaltung
          der <a href="/info/beitragsregeln">Beitragsregeln</a>. Wenn Du Dich in einem Forum besonders gut
          auskennst und regelmäßig dabei bist, melde Dich über das{' '}
          <a href="/inhalt/Contact.html">Kontaktformular</a> bei unserem Team.
        </p>
      </InfoSection>
      <InfoSection id="wissen" title="Wissen festhalten">
        <p>
          Schreib einen <a href="/tests">Fahrzeugtest</a> über Dein Auto oder Motorrad, dokumentiere Dein
          Projekt in einem <a href="/blogs.html">Blog</a> oder fasse als FAQ-Autor die besten Antworten eines
          Forums zusammen.
        </p>
      </InfoSection>
      <InfoSection id="melden" title="Für ein gutes Klima sorgen">
        <p>
          Melde Beiträge, die gegen die Regeln oder das Gesetz verstoßen. Damit hilfst Du unserem Team,
          schnell zu reagieren.
        </p>
      </InfoSection>
      <InfoSection id="empfehlen" title="Weitersagen">
        <p>
          Empfiehl {productName} Freunden, die eine Frage rund ums Fahrzeug haben, oder folge uns in den
          sozialen Netzwerken. Und wenn Du unterwegs dabei sein möchtest: Hol Dir unsere{' '}
          <a href="/app">App</a>.
        </p>
      </InfoSection>
    </article>
  )
}
