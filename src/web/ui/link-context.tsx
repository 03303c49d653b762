import { type ComponentType, createContext, type ReactNode, useContext } from 'react'

// decision 044: a link inside a part that may hydrate as an island. The hydrated app provides React
// Router's Link (navigation inside the app); an island has no router and gets a plain link, which
// loads the next page.

export interface AppLinkProps {
  to: string
  className?: string
  'aria-current'?: 'page'
  prefetch?: 'intent' | 'none'
  rel?: string
  children: ReactNode
}

function PlainLink({ to, className, 'aria-current': current, rel, children }: AppLinkProps) {
  return (
    // the attributes in the order React Router's Link writes them: the same markup either way
    <a className={className} aria-current={current} rel={rel} href={to}>
      {children}
    </a>
  )
}

export const LinkContext = createContext<ComponentType<AppLinkProps>>(PlainLink)

export function useLinkComponent(): ComponentType<AppLinkProps> {
  return useContext(LinkContext)
}

/** Going to another page from code: the app's router, or (in an island) loading the page. */
export const NavigateContext = createContext<(to: string) => void>((to) => window.location.assign(to))

export function useNavigateTo(): (to: string) => void {
  return useContext(NavigateContext)
}
