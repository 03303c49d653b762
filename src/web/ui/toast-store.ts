import { TOAST_DEFAULT_MS } from '#domain/limits.ts'

// Toasts (spec 000 §3, §4, §8; spec 001 §3, §4): id, title, body, level (default error), icon
// (default info). They hide after 5 s by default (or a given duration), close by button, and an
// identical toast (same title, body, level, icon) is never shown twice at the same time.

export type ToastLevel = 'error' | 'warning' | 'info' | 'success'
export type ToastIcon = 'info' | 'warning' | 'error' | 'success'

export interface Toast {
  id: string
  title: string
  body: string
  level: ToastLevel
  icon: ToastIcon
  durationMs: number
}

export interface ToastInput {
  title: string
  body?: string
  level?: ToastLevel
  icon?: ToastIcon
  /** Auto-hide after this many ms (default 5 s); 0 keeps it until closed. */
  durationMs?: number
}

interface Timers {
  set(callback: () => void, ms: number): unknown
  clear(handle: unknown): void
}

export interface ToastStore {
  /** Shows a toast and returns its id; an identical visible toast is kept and its id returned. */
  show(input: ToastInput): string
  dismiss(id: string): void
  subscribe(listener: () => void): () => void
  getSnapshot(): readonly Toast[]
}

const sameToast = (a: Toast, b: Omit<Toast, 'id' | 'durationMs'>) =>
  a.title === b.title && a.body === b.body && a.level === b.level && a.icon === b.icon

export function createToastStore(
  timers: Timers = {
    set: (callback, ms) => setTimeout(callback, ms),
    clear: (handle) => clearTimeout(handle as never),
  },
): ToastStore {
  let toasts: readonly Toast[] = []
  let counter = 0
  const listeners = new Set<() => void>()
  const handles = new Map<string, unknown>()
  const emit = () => {
    for (const listener of listeners) listener()
  }

  function dismiss(id: string): void {
    const handle = handles.get(id)
    if (handle !== undefined) timers.clear(handle)
    handles.delete(id)
    if (!toasts.some((toast) => toast.id === id)) return
    toasts = toasts.filter((toast) => toast.id !== id)
    emit()
  }

  return {
    show(input) {
      const candidate = {
        title: input.title,
        body: input.body ?? '',
        level: input.level ?? 'error',
        icon: input.icon ?? 'info',
      }
      const existing = toasts.find((toast) => sameToast(toast, candidate))
      if (existing) return existing.id
      counter += 1
      const toast: Toast = {
        id: `toast-${counter}`,
        durationMs: input.durationMs ?? TOAST_DEFAULT_MS,
        ...candidate,
      }
      toasts = [...toasts, toast]
      if (toast.durationMs > 0)
        handles.set(
          toast.id,
          timers.set(() => dismiss(toast.id), toast.durationMs),
        )
      emit()
      return toast.id
    },
    dismiss,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    getSnapshot: () => toasts,
  }
}

/** The browser's toasts. On the server nothing is shown (spec 000 §8: no toast on the server). */
export const toastStore: ToastStore = createToastStore()

export function showToast(input: ToastInput): string | null {
  if (typeof window === 'undefined') return null
  return toastStore.show(input)
}
