import styles from './Avatar.module.css'

/** The picture every member has who uploaded none (the GraphQL default). */
export const DEFAULT_AVATAR_PATH = '/images/avatar-default.svg'

/** Up to two letters of a name: its first two words' initials, or its first two letters. */
export function initialsOf(name: string): string {
  const words = name.match(/[\p{L}\p{N}]+/gu) ?? []
  const letters =
    words.length >= 2 ? `${words[0]?.[0] ?? ''}${words[1]?.[0] ?? ''}` : (words[0]?.slice(0, 2) ?? '?')
  return letters.toLocaleUpperCase('de-DE') || '?'
}

/**
 * A member's own colour: the same for every page and visit, different between neighbours
 * (consecutive ids land far apart on the colour wheel), dark enough for white letters.
 */
export function avatarHue(userId: number): number {
  return Math.round((userId * 137.508) % 360)
}

/**
 * A member's avatar: the uploaded picture, or — instead of one grey placeholder for everybody —
 * their initials on their own colour, drawn by the server (no request, no outside service).
 */
export function Avatar({
  url,
  srcSet,
  name,
  userId,
  size,
  className = '',
}: {
  url: string | null | undefined
  srcSet?: string | null | undefined
  name: string
  userId: number | null
  size: number
  className?: string
}) {
  if (url && url !== DEFAULT_AVATAR_PATH) {
    return (
      <img
        src={url}
        srcSet={srcSet ?? undefined}
        sizes={srcSet ? `${size}px` : undefined}
        alt=""
        width={size}
        height={size}
        className={`${styles.avatar} ${className}`}
        loading="lazy"
      />
    )
  }
  return (
    <span
      className={`${styles.avatar} ${styles.initials} ${className}`}
      style={{
        width: size,
        height: size,
        fontSize: Math.round(size * 0.4),
        ...(userId === null ? {} : { backgroundColor: `hsl(${avatarHue(userId)} 45% 30%)` }),
      }}
      aria-hidden="true"
      data-initials
    >
      {initialsOf(name)}
    </span>
  )
}
