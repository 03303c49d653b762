import styles from './Header.module.css'

/** A member's avatar; decorative when the name is shown next to it. */
export function Avatar({ src, name, size = 28 }: { src: string; name?: string; size?: number }) {
  return (
    <img
      className={styles.avatar}
      src={src}
      alt={name ?? ''}
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
    />
  )
}
