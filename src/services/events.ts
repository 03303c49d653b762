// What happened, told after the transaction committed (decisions 029, 030). A use case emits; other areas
// (notifications, mails, web push, live replies) listen without the use case knowing them.
//
// Emitting awaits every listener, so a test (or a request) sees their effects when the write
// returns; a listener's failure is logged and never undoes or fails the write that happened.
// Listeners must stay quick: anything slow (mail, push) becomes a job.
// Events live in one process; what other processes must learn (live replies, header counts)
// a listener passes on through PostgreSQL NOTIFY.

export type DomainEvent =
  | {
      type: 'post.created'
      postId: number
      threadId: number
      boardId: number
      authorId: number
      /** dense position in the thread; 0 is the thread's first post */
      position: number
      text: string
      startsThread: boolean
      at: Date
    }
  | { type: 'thumbs.given'; postId: number; threadId: number; giverId: number; authorId: number; at: Date }
  | {
      type: 'message.sent'
      messageId: number
      senderId: number
      recipientIds: readonly number[]
      title: string
      at: Date
    }
  | {
      type: 'notification.created'
      notificationId: number
      userId: number
      kind: string
      title: string
      url: string
      at: Date
    }
  /** what a member's header counts depend on changed (read a thread or a message, marked all read) */
  | { type: 'member.changed'; userId: number }

export type EventType = DomainEvent['type']
export type EventOf<T extends EventType> = Extract<DomainEvent, { type: T }>
type Listener<T extends EventType> = (event: EventOf<T>) => Promise<void> | void

export interface EventBus {
  on<T extends EventType>(type: T, listener: Listener<T>): void
  emit(event: DomainEvent): Promise<void>
}

export function createEventBus(log: (message: string, detail?: unknown) => void = () => {}): EventBus {
  // stored by type; only emit() calls them, with an event of the type they were stored under
  const listeners = new Map<EventType, ((event: DomainEvent) => Promise<void> | void)[]>()
  return {
    on(type, listener) {
      const list = listeners.get(type) ?? []
      list.push((event) => listener(event as EventOf<typeof type>))
      listeners.set(type, list)
    },
    async emit(event) {
      const list = listeners.get(event.type) ?? []
      await Promise.all(
        list.map(async (listener) => {
          try {
            await listener(event)
          } catch (error) {
            log(`event listener for ${event.type} failed`, error)
          }
        }),
      )
    },
  }
}
