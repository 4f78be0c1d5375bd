import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react'
import { useI18n } from '../i18n/translation.tsx'

export type NotificationType = 'loading' | 'success' | 'error'

export interface Notification {
  id: number
  type: NotificationType
  message: string
  progress?: number
}

/** spec §9: success and error dismiss themselves after 4000 ms. */
export const AUTO_DISMISS_MS = 4000

export interface Notifier {
  show(n: Omit<Notification, 'id'>): number
  update(id: number, n: Partial<Omit<Notification, 'id'>>): void
  dismiss(id: number): void
}

const NotificationContext = createContext<Notifier | null>(null)

export function useNotify(): Notifier {
  const ctx = useContext(NotificationContext)
  if (!ctx) throw new Error('useNotify must be used within a NotificationProvider')
  return ctx
}

export function NotificationProvider({ children }: { children: ReactNode }) {
  const [items, setItems] = useState<Notification[]>([])
  const nextId = useRef(1)
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>())

  const dismiss = useCallback((id: number) => {
    clearTimeout(timers.current.get(id))
    timers.current.delete(id)
    setItems((list) => list.filter((n) => n.id !== id))
  }, [])

  const schedule = useCallback(
    (id: number, type: NotificationType) => {
      clearTimeout(timers.current.get(id))
      if (type !== 'loading')
        timers.current.set(
          id,
          setTimeout(() => dismiss(id), AUTO_DISMISS_MS),
        )
    },
    [dismiss],
  )

  const notifier = useMemo<Notifier>(
    () => ({
      show(n) {
        const id = nextId.current++
        setItems((list) => [...list, { ...n, id }])
        schedule(id, n.type)
        return id
      },
      update(id, patch) {
        setItems((list) => list.map((n) => (n.id === id ? { ...n, ...patch } : n)))
        if (patch.type) schedule(id, patch.type)
      },
      dismiss,
    }),
    [dismiss, schedule],
  )

  useEffect(() => {
    const all = timers.current
    return () => {
      for (const t of all.values()) clearTimeout(t)
    }
  }, [])

  return (
    <NotificationContext.Provider value={notifier}>
      {children}
      <NotificationList items={items} onDismiss={dismiss} />
    </NotificationContext.Provider>
  )
}

function NotificationList({ items, onDismiss }: { items: Notification[]; onDismiss: (id: number) => void }) {
  const { t } = useI18n()
  return (
    <div className="notifications" aria-live="polite">
      {items.map((n) => (
        <button
          key={n.id}
          type="button"
          className={`notification notification--${n.type}`}
          role={n.type === 'error' ? 'alert' : 'status'}
          title={t('Dismiss')}
          onClick={() => onDismiss(n.id)}
        >
          <span className="notification__message">{n.message}</span>
          {n.type === 'loading' && n.progress !== undefined && (
            <span className="notification__progress" role="progressbar" aria-valuenow={n.progress} aria-valuemin={0} aria-valuemax={100}>
              <span style={{ transform: `scaleX(${n.progress / 100})` }} />
              <span className="notification__percent">{n.progress}%</span>
            </span>
          )}
        </button>
      ))}
    </div>
  )
}
