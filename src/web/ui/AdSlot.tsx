import styles from './AdSlot.module.css'

/**
 * A place the ad script fills (spec 000 §2.2, §2.3). Empty it takes no room; sidebars are not
 * rendered on mobile (spec: "left and right sidebars hidden on mobile"). The ad integration
 * finds slots by data-ad-slot.
 */
export function AdSlot({ name, kind }: { name: string; kind: 'sidebar' | 'content' }) {
  return <div className={kind === 'sidebar' ? styles.sidebar : styles.content} data-ad-slot={name} />
}
