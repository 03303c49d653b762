import { useState } from 'react'
import styles from './BoardPage.module.css'

/** The board's SEO text, collapsed to a few lines with 'Mehr lesen' / 'Weniger lesen' (spec 001 §2, §4). */
export function SeoText({ title, text }: { title: string; text: string }) {
  const [open, setOpen] = useState(false)
  return (
    <section className={styles.seo} aria-labelledby="seo-title">
      <h2 id="seo-title" className={styles.seoTitle}>
        {title}
      </h2>
      <div id="seo-text" className={open ? styles.seoTextOpen : styles.seoText}>
        {text.split(/\n{2,}/).map((paragraph) => (
          <p key={paragraph.slice(0, 40)}>{paragraph}</p>
        ))}
      </div>
      <button
        type="button"
        className={styles.seoToggle}
        aria-expanded={open}
        aria-controls="seo-text"
        onClick={() => setOpen((value) => !value)}
      >
        {open ? 'Weniger lesen' : 'Mehr lesen'}
      </button>
    </section>
  )
}
