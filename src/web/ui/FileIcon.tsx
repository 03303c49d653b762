import type { FileKind } from '#domain/attachments.ts'
import { Icon, type IconName } from './Icon.tsx'

// An attachment's icon by its kind (decision 025): picture, sound, video or document.

const ICONS: Readonly<Record<FileKind, IconName>> = {
  picture: 'fileImage',
  audio: 'fileAudio',
  video: 'fileVideo',
  document: 'fileText',
}

export function FileIcon({ kind, size = 20 }: { kind: FileKind; size?: number }) {
  return <Icon name={ICONS[kind]} size={size} />
}
