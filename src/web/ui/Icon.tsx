// Small inline icons (24×24 viewBox, stroke-based), always decorative: the control around an
// icon carries the accessible name.

const PATHS = {
  info: 'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20Zm0-11v6m0-9.5v.5',
  warning: 'M12 3 2 20h20L12 3Zm0 6v5m0 3v.5',
  error: 'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20Zm-3.5-13.5 7 7m0-7-7 7',
  success: 'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20Zm-4.5-10 3 3 6-6',
  close: 'M6 6l12 12M18 6 6 18',
  search: 'M10.5 18a7.5 7.5 0 1 0 0-15 7.5 7.5 0 0 0 0 15Zm5.3-2.2L21 21',
  mail: 'M3 5h18v14H3V5Zm0 1 9 7 9-7',
  bell: 'M6 16V11a6 6 0 1 1 12 0v5l2 2H4l2-2Zm4 4a2 2 0 0 0 4 0',
  threads: 'M4 5h16v10H9l-5 4V5Zm4 4h8m-8 3h5',
  star: 'm12 3 2.8 5.8 6.2.9-4.5 4.4 1.1 6.3L12 17.5 6.4 20.4l1.1-6.3L3 9.7l6.2-.9L12 3Z',
  friends:
    'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-7 10v-1a6 6 0 0 1 12 0v1m2-10a3.5 3.5 0 1 0 0-7m2 17v-1a5.5 5.5 0 0 0-3-4.9',
  user: 'M12 12a4.5 4.5 0 1 0 0-9 4.5 4.5 0 0 0 0 9Zm-8 9v-1a8 8 0 0 1 16 0v1',
  chevronDown: 'm6 9 6 6 6-6',
  chevronLeft: 'm15 6-6 6 6 6',
  chevronRight: 'm9 6 6 6-6 6',
  zoom: 'M10.5 18a7.5 7.5 0 1 0 0-15 7.5 7.5 0 0 0 0 15Zm5.3-2.2L21 21M10.5 7.5v6m-3-3h6',
  rotateLeft: 'M4 11a8 8 0 1 1 2.3 5.7M4 4v7h7',
  rotateRight: 'M20 11a8 8 0 1 0-2.3 5.7M20 4v7h-7',
  external: 'M14 4h6v6m0-6-9 9M18 14v6H4V6h6',
  login: 'M10 17l5-5-5-5m5 5H3m9-9h7v18h-7',
  question: 'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20Zm-3-12.5a3 3 0 1 1 4 2.8c-.6.3-1 .9-1 1.6V15m0 3v.5',
  reload: 'M20 11a8 8 0 1 0-2.3 5.7M20 4v7h-7',
  eye: 'M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Zm10 3a3 3 0 1 0 0-6 3 3 0 0 0 0 6Z',
  shield: 'M12 3 4 6v6c0 5 3.5 8 8 9 4.5-1 8-4 8-9V6l-8-3Z',
  thumbsUp: 'M7 11v10H3V11h4Zm0 0 4-8a2 2 0 0 1 3 2.2L13 10h6a2 2 0 0 1 2 2.3l-1.4 7A2 2 0 0 1 17.6 21H7',
  paperclip:
    'm20 11.5-8.3 8.3a5 5 0 0 1-7-7L13 4.5a3.3 3.3 0 0 1 4.7 4.7l-8.2 8.3a1.7 1.7 0 0 1-2.4-2.4L14.5 8',
  download: 'M12 4v11m-5-5 5 5 5-5M4 20h16',
  // files by kind (decisions 024–027): a page with a folded corner and a mark
  fileText: 'M14 3H6v18h12V7l-4-4Zm0 0v4h4M9 12h6m-6 3h6m-6 3h4',
  fileImage: 'M14 3H6v18h12V7l-4-4Zm0 0v4h4M8 18l3-4 2 2.5 1.5-1.5L16 18H8Zm2-6.5h.01',
  fileAudio: 'M14 3H6v18h12V7l-4-4Zm0 0v4h4m-4 11a2 2 0 1 1-4 0 2 2 0 0 1 4 0Zm0 0v-6.5l3-1',
  fileVideo: 'M14 3H6v18h12V7l-4-4Zm0 0v4h4M10 11v6l5-3-5-3Z',
} as const

export type IconName = keyof typeof PATHS

export function Icon({ name, size = 20, className }: { name: IconName; size?: number; className?: string }) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS[name]} />
    </svg>
  )
}
