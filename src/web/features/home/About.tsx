import styles from './About.module.css'

/** The about section at the end of the home page (spec 000 §2.2). */
export function About({ productName }: { productName: string }) {
  return (
    <section className={styles.about} aria-labelledby="home-about">
      <h2 id="home-about">{`Über ${productName}`}</h2>
      <p>
        Seit 2001 treffen sich bei {productName} Autofahrerinnen, Motorradfahrer, Schrauber und Neugierige, um
        sich gegenseitig zu helfen. In über 700 Foren – von der Marke über das einzelne Modell bis zu Technik,
        Recht, Reifen und Elektromobilität – findest Du Antworten auf fast jede Frage rund ums Fahrzeug.
      </p>
      <p>
        Mitglieder schreiben Fahrzeugtests aus dem Alltag, führen Blogs über ihre Projekte und Reisen und
        teilen ihr Wissen in Themen, die oft über Jahre wachsen. Lesen kannst Du alles ohne Anmeldung; wer
        mitreden, Fragen stellen oder Themen abonnieren möchte, registriert sich kostenlos.
      </p>
      <ul className={styles.links}>
        <li>
          <a href="/info/beitragsregeln">Unsere Beitragsregeln</a>
        </li>
        <li>
          <a href="/info/hilfe">Hilfe und häufige Fragen</a>
        </li>
        <li>
          <a href="/info/presse">Über uns und Presse</a>
        </li>
      </ul>
    </section>
  )
}
