import { type ComponentType, useContext } from 'react'
import { IslandsContext } from '../islands/context.ts'
import type { IslandName, IslandProps } from '../islands/registry.ts'

// decision 044: an interactive part of a page. In the hydrated app it is simply its component. On
// a visitor's page of an islands route it is rendered as a root of its own, inside a wrapper that
// names it and carries its props, and the islands' entry hydrates it there.

export function Island<Name extends IslandName>({
  name,
  component: Component,
  props,
  inline = false,
}: {
  name: Name
  /** The same component the registry loads under `name`. */
  component: ComponentType<IslandProps<Name>>
  props: IslandProps<Name>
  /** Phrasing content (a time in a line of text): the wrapper is a span, not a div. */
  inline?: boolean
}) {
  const islands = useContext(IslandsContext)
  const Element = Component as ComponentType<object>
  if (!islands) return <Element {...(props as object)} />
  const prefix = islands.nextPrefix()
  const Wrapper = inline ? 'span' : 'div'
  return (
    <Wrapper
      className="island"
      data-island={name}
      data-prefix={prefix}
      data-props={JSON.stringify(props)}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the island's own server render (React escapes it)
      dangerouslySetInnerHTML={{ __html: islands.render(<Element {...(props as object)} />, prefix) }}
    />
  )
}
