import { buttonClass } from '../../ui/Button.tsx'
import { Icon } from '../../ui/Icon.tsx'
import styles from './OutboundNotice.module.css'

interface OutboundNoticeProps {
  productName: string
  target: string
  targetHost: string
  cancel: string
}

/** The outbound-link page (spec 001 §2): the target, the warning, 'Fortfahren' and 'Abbrechen'. */
export function OutboundNotice({ productName, target, targetHost, cancel }: OutboundNoticeProps) {
  return (
    <section className={styles.page} aria-labelledby="out-headline">
      <Icon name="external" size={40} className={styles.icon} />
      <h1 id="out-headline" className={styles.headline}>
        {`Du verlässt ${productName}`}
      </h1>
      <p className={styles.text}>
        Dieser Link führt Dich zu einer Website, für deren Inhalt wir nicht verantwortlich sind.
      </p>
      <div className={styles.target}>
        <span className={styles.label}>Ziel:</span> <strong dir="ltr">{targetHost}</strong>
        <code className={styles.url} dir="ltr" data-outbound-target>
          {target}
        </code>
      </div>
      <div className={styles.actions}>
        <a className={buttonClass()} href={target} rel="noopener noreferrer nofollow">
          Fortfahren
        </a>
        <a className={buttonClass('secondary')} href={cancel}>
          Abbrechen
        </a>
      </div>
    </section>
  )
}
