import { useSyncExternalStore } from 'react'
import { Icon } from './Icon.tsx'
import styles from './Toasts.module.css'
import { type Toast, toastStore } from './toast-store.ts'

const NONE: readonly Toast[] = []

/** Where toasts appear (once, in the root layout); errors are announced assertively. */
export function Toasts() {
  const toasts = useSyncExternalStore(toastStore.subscribe, toastStore.getSnapshot, () => NONE)
  return (
    <section className={styles.viewport} aria-label="Hinweise">
      {toasts.map((toast) => (
        <div
          key={toast.id}
          className={`${styles.toast} ${styles[toast.level]}`}
          role={toast.level === 'error' ? 'alert' : 'status'}
          data-toast-level={toast.level}
        >
          <Icon name={toast.icon} className={styles.icon} size={22} />
          <div className={styles.text}>
            <p className={styles.title}>{toast.title}</p>
            {toast.body && <p className={styles.body}>{toast.body}</p>}
          </div>
          <button
            type="button"
            className={styles.close}
            aria-label="Hinweis schließen"
            onClick={() => toastStore.dismiss(toast.id)}
          >
            <Icon name="close" size={18} />
          </button>
        </div>
      ))}
    </section>
  )
}
