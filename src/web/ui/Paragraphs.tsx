import styles from './Article.module.css'

/** A stored plain text as paragraphs (blank lines separate them); no markup is interpreted. */
export function Paragraphs({ text }: { text: string }) {
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
  return (
    <div className={styles.paragraphs}>
      {paragraphs.map((paragraph, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the paragraphs of one stored text never reorder
        <p key={index}>{paragraph}</p>
      ))}
    </div>
  )
}
