import { Outlet } from 'react-router'
import { InfoShell } from '../../features/info/InfoShell.tsx'

/** The info group (spec 001 §2): every page with the shared info sidebar (spec 000 §2.6). */
export default function InfoLayout() {
  return (
    <InfoShell>
      <Outlet />
    </InfoShell>
  )
}
