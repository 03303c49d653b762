import { useEffect, useState } from 'react'
import { Button } from '../../ui/Button.tsx'
import { showToast } from '../../ui/toast-store.ts'

/** spec 001 §2: a list of thread ids in local storage. */
const KEY = 'similar-question'

function stored(): number[] {
  try {
    const value: unknown = JSON.parse(window.localStorage.getItem(KEY) ?? '[]')
    return Array.isArray(value) ? value.filter((id): id is number => typeof id === 'number') : []
  } catch {
    return []
  }
}

/** 'Ich habe die gleiche Frage': a toggle per thread, remembered in the browser, confirmed by a toast. */
export function SameQuestion({ threadId }: { threadId: number }) {
  const [active, setActive] = useState(false)
  useEffect(() => setActive(stored().includes(threadId)), [threadId])
  const toggle = () => {
    const ids = stored()
    const next = ids.includes(threadId) ? ids.filter((id) => id !== threadId) : [...ids, threadId]
    window.localStorage.setItem(KEY, JSON.stringify(next))
    const nowActive = next.includes(threadId)
    setActive(nowActive)
    showToast({ title: nowActive ? 'Gespeichert' : 'Entfernt', level: 'success', icon: 'success' })
  }
  return (
    <Button type="button" variant={active ? 'primary' : 'secondary'} aria-pressed={active} onClick={toggle}>
      Ich habe die gleiche Frage
    </Button>
  )
}
