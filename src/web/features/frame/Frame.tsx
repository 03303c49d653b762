import type { ReactNode } from 'react'
import type { FeatureSwitches } from '#domain/features.ts'
import { showsModerationUi } from '#domain/permissions.ts'
import type { CurrentUser } from '#graphql/operations/types.ts'
import { Island } from '../../ui/Island.tsx'
import { FavoritesBar } from '../header/FavoritesBar.tsx'
import type { HeaderData } from '../header/types.ts'
import { BrowserNotice } from './BrowserNotice.tsx'
import styles from './Frame.module.css'
import { ModerationBar } from './ModerationBar.tsx'
import { SiteFooter } from './SiteFooter.tsx'
import { SiteHeader } from './SiteHeader.tsx'

export interface FrameProps {
  productName: string
  /** A second variant's name next to the logo (spec 000 §1); null on the main variant. */
  variantLabel: string | null
  pathname: string
  search: string
  now: string
  environmentNote: string | null
  viewer: CurrentUser | null
  /** spec 000 §3 header data for members; null until the UserHeader query supplies it. */
  headerData: HeaderData | null
  /** The open cases of a staff member's moderation queue; null for everyone else. */
  openCases?: number | null
  /** The member's CSRF token, carried by the logout link. */
  accessToken: string | null
  features: FeatureSwitches
  children: ReactNode
}

/** Every page's frame (spec 000 §2.1). Web-view mode hides header and footer by a page class. */
export function Frame(props: FrameProps) {
  const { viewer, features } = props
  return (
    <>
      <BrowserNotice />
      <a className={styles.skip} href="#inhalt">
        Zum Inhalt springen
      </a>
      <Island
        name="SiteHeader"
        component={SiteHeader}
        props={{
          productName: props.productName,
          variantLabel: props.variantLabel,
          pathname: props.pathname,
          search: props.search,
          now: props.now,
          viewer,
          headerData: props.headerData,
          openCases: props.openCases ?? null,
          accessToken: props.accessToken,
        }}
      />
      {viewer && showsModerationUi(viewer, features['MT-761_dsa']) && <ModerationBar viewer={viewer} />}
      {viewer && <FavoritesBar headerData={props.headerData} />}
      <main id="inhalt" className={styles.main}>
        {props.children}
      </main>
      <SiteFooter
        productName={props.productName}
        now={props.now}
        environmentNote={props.environmentNote}
        showThemeSelector={features.UserThemes}
      />
    </>
  )
}
