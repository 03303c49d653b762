import { type ComponentType, createContext, type ReactNode, useContext } from 'react'

// decision 044: a link inside a part that may hydrate as an island. The hydrated app provides React
// Router's Link (navigation inside the app); an island has no router and gets a plain link, which
// loads the next page.

export interface AppLinkProps {
  to: string
  className?: string
  'aria-current'?: 'page'
  prefetch?: 'intent' | 'none'
  children: ReactNode
}

function PlainLink({ to, className, 'aria-current': current, children }: AppLinkProps) {
  return (
    <a href={to} className={className} aria-current={current}>
      {children}
    </a>
  )
}

export const LinkContext = createContext<ComponentType<AppLinkProps>>(PlainLink)

export function useLinkComponent(): ComponentType<AppLinkProps> {
  return useContext(LinkContext)
}
