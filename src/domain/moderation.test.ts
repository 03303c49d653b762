import { describe, expect, test } from 'vitest'
import {
  COMPLAINT_WINDOW_MONTHS,
  CONTENT_ITEM_TYPES,
  type ContentItemType,
  complainingParty,
  complaintDeadline,
  complaintNeedsAdmin,
  findTransition,
  isAccepted,
  isAcceptedAndClosed,
  isOpen,
  isOpenComplaint,
  isPotentiallyAcceptedAtAnyTime,
  isRejectedAndClosed,
  isReportCategory,
  legacyReportReturnPath,
  NOTICE_STATUSES,
  type NoticeStatus,
  noticeReasonLabel,
  noticeReasonsAndLevels,
  PROFILE_SLUG_PATTERN,
  REPORT_CATEGORIES,
  RESTRICTION_DEFAULT_HOURS,
  type ReasonNode,
  reasonTree,
  removesContent,
  reportCategoryOf,
  restrictionEnd,
  STATUS_GROUPS,
  TRANSITIONS,
} from './moderation.ts'

// ---------------------------------------------------------------------------------------------
// spec 001 §4, the five groupings written out as the spec lists them (not read from the module)

const SPEC_OPEN = [
  'OpenNotice',
  'OpenComplaintAccepted',
  'OpenComplaintAcceptedOverturned',
  'OpenComplaintRejected',
  'OpenComplaintRejectedOverturned',
]
const SPEC_ACCEPTED = [
  'Accepted',
  'AcceptedAutomatically',
  'AcceptedFinal',
  'OpenComplaintAccepted',
  'OverturnedRejected',
  'OpenComplaintRejectedOverturned',
]
const SPEC_ACCEPTED_AND_CLOSED = ['Accepted', 'AcceptedAutomatically', 'AcceptedFinal', 'OverturnedRejected']
const SPEC_REJECTED_AND_CLOSED = ['Rejected', 'RejectedFinal', 'OverturnedAccepted']
const SPEC_POTENTIALLY_ACCEPTED = [
  'Accepted',
  'AcceptedAutomatically',
  'AcceptedFinal',
  'OpenComplaintAccepted',
  'OpenComplaintAcceptedOverturned',
  'OpenComplaintRejectedOverturned',
  'OverturnedAccepted',
  'OverturnedRejected',
  'RejectedFinal',
]
const SPEC_STATUSES = [
  'Accepted',
  'AcceptedAutomatically',
  'AcceptedFinal',
  'OpenComplaintAccepted',
  'OpenComplaintAcceptedOverturned',
  'OpenComplaintRejected',
  'OpenComplaintRejectedOverturned',
  'OpenNotice',
  'OverturnedAccepted',
  'OverturnedRejected',
  'Rejected',
  'RejectedFinal',
]

test('the 12 statuses are the spec’s 12, no more', () => {
  expect([...NOTICE_STATUSES].sort()).toEqual([...SPEC_STATUSES].sort())
})

describe.each(SPEC_STATUSES as NoticeStatus[])(
  'status %s against the five groupings (spec 001 §4)',
  (status) => {
    test('open', () => expect(isOpen(status)).toBe(SPEC_OPEN.includes(status)))
    test('accepted', () => expect(isAccepted(status)).toBe(SPEC_ACCEPTED.includes(status)))
    test('accepted and closed', () =>
      expect(isAcceptedAndClosed(status)).toBe(SPEC_ACCEPTED_AND_CLOSED.includes(status)))
    test('rejected and closed', () =>
      expect(isRejectedAndClosed(status)).toBe(SPEC_REJECTED_AND_CLOSED.includes(status)))
    test('potentially accepted at any time', () =>
      expect(isPotentiallyAcceptedAtAnyTime(status)).toBe(SPEC_POTENTIALLY_ACCEPTED.includes(status)))
    test('the queue filters stand for the same lists', () => {
      expect(STATUS_GROUPS.open.statuses.includes(status)).toBe(SPEC_OPEN.includes(status))
      expect(STATUS_GROUPS.accepted.statuses.includes(status)).toBe(SPEC_ACCEPTED.includes(status))
      expect(STATUS_GROUPS.acceptedClosed.statuses.includes(status)).toBe(
        SPEC_ACCEPTED_AND_CLOSED.includes(status),
      )
      expect(STATUS_GROUPS.rejectedClosed.statuses.includes(status)).toBe(
        SPEC_REJECTED_AND_CLOSED.includes(status),
      )
      expect(STATUS_GROUPS.potentiallyAccepted.statuses.includes(status)).toBe(
        SPEC_POTENTIALLY_ACCEPTED.includes(status),
      )
      expect(STATUS_GROUPS.all.statuses.includes(status)).toBe(true)
    })
    test('an open complaint is open and not the first notice', () =>
      expect(isOpenComplaint(status)).toBe(SPEC_OPEN.includes(status) && status !== 'OpenNotice'))
  },
)

// ---------------------------------------------------------------------------------------------
// design/moderation-states.md, the table written out row by row (from, event, to, content, who)

type Row = [from: string, event: string, to: NoticeStatus, content: 'kept' | 'removed', actor: string]
const DESIGN: Row[] = [
  ['—', 'file', 'OpenNotice', 'kept', 'reporter'],
  ['OpenNotice', 'accept', 'Accepted', 'removed', 'moderator'],
  ['OpenNotice', 'acceptAutomatically', 'AcceptedAutomatically', 'removed', 'system'],
  ['OpenNotice', 'reject', 'Rejected', 'kept', 'moderator'],
  ['Accepted', 'complain', 'OpenComplaintAccepted', 'removed', 'affectedUser'],
  ['AcceptedAutomatically', 'complain', 'OpenComplaintAccepted', 'removed', 'affectedUser'],
  ['OpenComplaintAccepted', 'rejectComplaint', 'AcceptedFinal', 'removed', 'otherModerator'],
  ['OpenComplaintAccepted', 'upholdComplaint', 'OverturnedAccepted', 'kept', 'otherModerator'],
  ['Rejected', 'complain', 'OpenComplaintRejected', 'kept', 'reporter'],
  ['OpenComplaintRejected', 'rejectComplaint', 'RejectedFinal', 'kept', 'otherModerator'],
  ['OpenComplaintRejected', 'upholdComplaint', 'OverturnedRejected', 'removed', 'otherModerator'],
  ['OverturnedAccepted', 'complain', 'OpenComplaintAcceptedOverturned', 'kept', 'reporter'],
  ['OpenComplaintAcceptedOverturned', 'upholdComplaint', 'AcceptedFinal', 'removed', 'admin'],
  ['OpenComplaintAcceptedOverturned', 'rejectComplaint', 'RejectedFinal', 'kept', 'admin'],
  ['OverturnedRejected', 'complain', 'OpenComplaintRejectedOverturned', 'removed', 'affectedUser'],
  ['OpenComplaintRejectedOverturned', 'upholdComplaint', 'RejectedFinal', 'kept', 'admin'],
  ['OpenComplaintRejectedOverturned', 'rejectComplaint', 'AcceptedFinal', 'removed', 'admin'],
]

describe('TRANSITIONS is the design table, row by row, and nothing else', () => {
  test.each(DESIGN)('%s --%s--> %s (content %s, by %s)', (from, event, to, _content, actor) => {
    const found = TRANSITIONS.filter(
      (transition) => (transition.from ?? '—') === from && transition.event === event,
    )
    expect(found).toEqual([{ from: from === '—' ? null : from, event, to, actor }])
  })

  test('no transition beyond the table', () => {
    expect(TRANSITIONS).toHaveLength(DESIGN.length)
    for (const transition of TRANSITIONS) {
      expect(
        DESIGN.some(
          ([from, event, to, , actor]) =>
            (transition.from ?? '—') === from &&
            transition.event === event &&
            transition.to === to &&
            transition.actor === actor,
        ),
      ).toBe(true)
    }
  })

  test('every status is reachable, and only the two finals are terminal', () => {
    const reached = new Set(TRANSITIONS.map((transition) => transition.to))
    expect([...reached].sort()).toEqual([...SPEC_STATUSES].sort())
    const terminal = SPEC_STATUSES.filter((status) => !TRANSITIONS.some((t) => t.from === status))
    expect(terminal.sort()).toEqual(['AcceptedFinal', 'RejectedFinal'])
  })

  test('findTransition answers only what the table has', () => {
    expect(findTransition('OpenNotice', 'accept')?.to).toBe('Accepted')
    expect(findTransition('Accepted', 'accept')).toBeUndefined()
    expect(findTransition('AcceptedFinal', 'complain')).toBeUndefined()
    expect(findTransition('RejectedFinal', 'complain')).toBeUndefined()
    expect(findTransition('OpenComplaintAccepted', 'complain')).toBeUndefined()
  })
})

describe('removesContent matches the table’s content column', () => {
  // the content of a status is the one of the rows leading to it (the same for every row)
  const contentOf = new Map<NoticeStatus, 'kept' | 'removed'>()
  for (const [, , to, content] of DESIGN) {
    const known = contentOf.get(to)
    if (known) expect(known).toBe(content)
    contentOf.set(to, content)
  }
  test.each(SPEC_STATUSES as NoticeStatus[])('%s', (status) => {
    expect(removesContent(status)).toBe(contentOf.get(status) === 'removed')
  })
})

describe('complainingParty and complaintNeedsAdmin', () => {
  const party: Record<NoticeStatus, 'AffectedUser' | 'NoticeCreator' | null> = {
    OpenNotice: null,
    Accepted: 'AffectedUser',
    AcceptedAutomatically: 'AffectedUser',
    Rejected: 'NoticeCreator',
    OpenComplaintAccepted: null,
    AcceptedFinal: null,
    OverturnedAccepted: 'NoticeCreator',
    OpenComplaintRejected: null,
    RejectedFinal: null,
    OverturnedRejected: 'AffectedUser',
    OpenComplaintAcceptedOverturned: null,
    OpenComplaintRejectedOverturned: null,
  }
  test.each(Object.entries(party))('%s: %s may complain', (status, role) => {
    expect(complainingParty(status as NoticeStatus)).toBe(role)
  })
  test.each(SPEC_STATUSES as NoticeStatus[])('%s: an admin decides only the second round', (status) => {
    expect(complaintNeedsAdmin(status)).toBe(
      status === 'OpenComplaintAcceptedOverturned' || status === 'OpenComplaintRejectedOverturned',
    )
    // and the table agrees: the admin rows start from exactly these statuses
    const adminRows = DESIGN.filter(([from, , , , actor]) => from === status && actor === 'admin')
    expect(adminRows.length > 0).toBe(complaintNeedsAdmin(status))
  })
})

// ---------------------------------------------------------------------------------------------
// spec 001 §5 reasons

const FORUM_TYPES: ContentItemType[] = ['ForumThread', 'ForumPost']

describe('noticeReasonsAndLevels: the adjustments of spec 001 §5', () => {
  test.each(CONTENT_ITEM_TYPES)('%s: Sonstiges is appended under VerstossDSA', (type) => {
    const { noticeReasons, noticeReasonLevels } = noticeReasonsAndLevels(type)
    const sonstiges = noticeReasons.filter((reason) => reason.id === 'Sonstiges')
    expect(sonstiges).toHaveLength(1)
    expect(sonstiges[0]).toMatchObject({ noticeReason: 'Sonstiges', parentLevelId: 'VerstossDSA' })
    expect(noticeReasons.at(-1)?.id).toBe('Sonstiges')
    // it is also a level, so that the two moved reasons can hang under it
    expect(noticeReasonLevels.find((level) => level.levelId === 'Sonstiges')?.parentLevelId).toBe(
      'VerstossDSA',
    )
  })

  test.each(CONTENT_ITEM_TYPES)(
    '%s: Terrorismus and SexualstraftatenAnKindern move under Sonstiges',
    (type) => {
      const { noticeReasons } = noticeReasonsAndLevels(type)
      expect(noticeReasons.find((reason) => reason.id === 'Terrorismus')?.parentLevelId).toBe('Sonstiges')
      expect(noticeReasons.find((reason) => reason.id === 'SexualstraftatenAnKindern')?.parentLevelId).toBe(
        'Sonstiges',
      )
      // the others stay where they were
      expect(noticeReasons.find((reason) => reason.id === 'Faelschung')?.parentLevelId).toBe('VerstossDSA')
    },
  )

  test.each(CONTENT_ITEM_TYPES)('%s: the description of Richtlinienverstoss by content type', (type) => {
    const level = noticeReasonsAndLevels(type).noticeReasonLevels.find(
      (candidate) => candidate.levelId === 'Richtlinienverstoss',
    )
    // spec 001 §5: 'Inhalt …' for profiles and private messages, otherwise 'Beitrag …'
    expect(level?.description).toBe(
      type === 'UserProfile' || type === 'PrivateMessage'
        ? 'Inhalt entspricht nicht den Beitragsregeln'
        : 'Beitrag entspricht nicht den Beitragsregeln',
    )
  })

  test.each(CONTENT_ITEM_TYPES)('%s: OffTopic reads Off-Topic Beitrag', (type) => {
    const offTopic = noticeReasonsAndLevels(type).noticeReasons.find((reason) => reason.id === 'OffTopic')
    expect(offTopic?.noticeReason).toBe('Off-Topic Beitrag')
    expect(noticeReasonLabel('OffTopic')).toBe('Off-Topic Beitrag')
  })

  test('the adjustments do not leak between calls (the base lists stay unchanged)', () => {
    noticeReasonsAndLevels('UserProfile')
    const forPost = noticeReasonsAndLevels('ForumPost')
    expect(forPost.noticeReasonLevels.filter((level) => level.levelId === 'Sonstiges')).toHaveLength(1)
    expect(forPost.noticeReasons.filter((reason) => reason.id === 'Sonstiges')).toHaveLength(1)
    expect(
      forPost.noticeReasonLevels.find((level) => level.levelId === 'Richtlinienverstoss')?.description,
    ).toBe('Beitrag entspricht nicht den Beitragsregeln')
  })

  test('every reason has a category of spec 001 §3', () => {
    for (const type of CONTENT_ITEM_TYPES) {
      for (const reason of noticeReasonsAndLevels(type).noticeReasons) {
        expect(['Copyright', 'Legal', 'LegalAnonymous', 'Policy', 'YouthProtection']).toContain(
          reason.category,
        )
      }
    }
  })
})

describe('reasonTree: the display order of spec 001 §5', () => {
  const ids = (nodes: ReasonNode[]) => nodes.map((node) => node.id)
  const child = (nodes: ReasonNode[], id: string) => {
    const node = nodes.find((candidate) => candidate.id === id)
    if (!node) throw new Error(`no node ${id}`)
    return node
  }

  test.each(FORUM_TYPES)('%s: top level WrongForum, Richtlinienverstoss, GeltendesRecht', (type) => {
    const tree = reasonTree(noticeReasonsAndLevels(type))
    expect(ids(tree)).toEqual(['WrongForum', 'Richtlinienverstoss', 'GeltendesRecht'])
    expect(child(tree, 'WrongForum')).toMatchObject({ label: 'Falsches Forum', selectable: true })
    expect(child(tree, 'Richtlinienverstoss').selectable).toBe(false)
  })

  test.each(CONTENT_ITEM_TYPES.filter((type) => !FORUM_TYPES.includes(type)))(
    '%s: no WrongForum outside the forum, the rest in the same order',
    (type) => {
      expect(ids(reasonTree(noticeReasonsAndLevels(type)))).toEqual(['Richtlinienverstoss', 'GeltendesRecht'])
    },
  )

  test.each(CONTENT_ITEM_TYPES)('%s: under Richtlinienverstoss', (type) => {
    const tree = reasonTree(noticeReasonsAndLevels(type))
    const node = child(tree, 'Richtlinienverstoss')
    expect(ids(node.children)).toEqual(['Spam', 'OffTopic', 'LinkRules', 'IllegalAutoUpgrade', 'Other'])
    expect(child(node.children, 'OffTopic').label).toBe('Off-Topic Beitrag')
  })

  test.each(CONTENT_ITEM_TYPES)(
    '%s: under VerstossDSA, Sonstiges last with the two moved reasons',
    (type) => {
      const tree = reasonTree(noticeReasonsAndLevels(type))
      const dsa = child(child(tree, 'GeltendesRecht').children, 'VerstossDSA')
      expect(ids(dsa.children)).toEqual([
        'VerletzungPersoenlichkeitsrechten',
        'Faelschung',
        'HassVerfassungsWidrigeInhalte',
        'BeleidigungUebleNachrede',
        'AufforderungStraftatBedrohungGewalt',
        'Sonstiges',
      ])
      const sonstiges = child(dsa.children, 'Sonstiges')
      expect(sonstiges).toMatchObject({ label: 'Sonstiges', selectable: true, category: 'Legal' })
      expect(ids(sonstiges.children).sort()).toEqual(['SexualstraftatenAnKindern', 'Terrorismus'])
    },
  )

  test('every reason appears once in the tree', () => {
    for (const type of CONTENT_ITEM_TYPES) {
      const data = noticeReasonsAndLevels(type)
      const seen: string[] = []
      const walk = (nodes: ReasonNode[]) => {
        for (const node of nodes) {
          if (node.selectable) seen.push(node.id)
          walk(node.children)
        }
      }
      walk(reasonTree(data))
      expect(seen.sort()).toEqual(data.noticeReasons.map((reason) => reason.id).sort())
    }
  })
})

// ---------------------------------------------------------------------------------------------
// spec 001 §2 categories, §7 legacy paths, §5 profile slug

describe('REPORT_CATEGORIES (spec 001 §2)', () => {
  const SPEC = {
    forum: ['ForumThread', 'Thema'],
    news: ['ForumThread', 'Nachricht'],
    post: ['ForumPost', 'Beitrag'],
    blogs: ['BlogArticle', 'Blogartikel'],
    marktplatz: ['MarketplaceArticle', 'Marktplatzartikel'],
    tests: ['VehicleReview', 'Fahrzeugtest'],
    nutzer: ['UserProfile', 'Benutzerprofil'],
    konto: ['UserAccount', 'Benutzerkonto'],
    pn: ['PrivateMessage', 'Private Nachricht'],
  }
  test('all nine, with their types and labels, and no more', () => {
    expect(Object.keys(REPORT_CATEGORIES).sort()).toEqual(Object.keys(SPEC).sort())
    for (const [category, [type, label]] of Object.entries(SPEC)) {
      expect(REPORT_CATEGORIES[category as keyof typeof REPORT_CATEGORIES]).toEqual({ type, label })
      expect(isReportCategory(category)).toBe(true)
    }
  })
  test('anything else is no category', () => {
    for (const value of ['', 'Forum', 'toString', '__proto__', 'posts', 42, null]) {
      expect(isReportCategory(value)).toBe(false)
    }
  })
  test('a type is reported under its own category (forum threads under forum, not news)', () => {
    expect(reportCategoryOf('ForumThread')).toBe('forum')
    expect(reportCategoryOf('ForumPost')).toBe('post')
    expect(reportCategoryOf('UserProfile')).toBe('nutzer')
    expect(reportCategoryOf('PrivateMessage')).toBe('pn')
  })
})

describe('legacyReportReturnPath (spec 001 §7)', () => {
  test.each([
    ['post', '123', '/forum/aktion/PostJump.html?postId=123'],
    ['tests', 'vw-golf-7-test', '/tests/vw-golf-7-test'],
    ['nutzer', 'demo-mitglied', '/nutzer/demo-mitglied'],
    ['pn', '77', '/cockpit/pms/PrivateMessageList.html'],
    ['forum', 'vw-golf-t825', '/forum/vw-golf-t825.html'],
    ['news', 'neuer-golf-t9', '/forum/neuer-golf-t9.html'],
    ['blogs', 'mein-golf', '/blogs/mein-golf.html'],
    ['marktplatz', 'golf-zu-verkaufen', '/marktplatz/golf-zu-verkaufen.html'],
    // no /news/….html or /konto/….html page here: the content's own page
    ['konto', 'demo-mitglied', '/nutzer/demo-mitglied'],
  ] as const)('%s %s → %s', (category, slug, path) => {
    const page = category === 'konto' ? `/nutzer/${slug}` : `/forum/${slug}.html`
    expect(legacyReportReturnPath(category, slug, page)).toBe(path)
  })
  test('a slug cannot break out of its path segment', () => {
    expect(legacyReportReturnPath('nutzer', '../admin?x=1', '/nutzer/x')).toBe('/nutzer/..%2Fadmin%3Fx%3D1')
    expect(legacyReportReturnPath('post', '1&postId=2', '/forum/x.html')).toBe(
      '/forum/aktion/PostJump.html?postId=1%26postId%3D2',
    )
  })
})

test.each([
  ['abc', true],
  ['demo-mitglied', true],
  ['Max_Mustermann_1', true],
  ['ab', false],
  ['', false],
  ['ä-user', false],
  ['with space', false],
  ['a/b/c', false],
  ['abc\n', false],
])('PROFILE_SLUG_PATTERN %j → %s (spec 001 §5)', (slug, valid) => {
  expect(PROFILE_SLUG_PATTERN.test(slug)).toBe(valid)
})

// ---------------------------------------------------------------------------------------------
// Periods

describe('restrictionEnd', () => {
  const now = new Date('2026-03-01T12:00:00Z')
  const custom = new Date('2026-04-01T00:00:00Z')
  test('none: no restriction', () => expect(restrictionEnd('none', now, custom)).toBeUndefined())
  test('36 hours from now', () => {
    expect(restrictionEnd('36h', now, null)).toEqual(new Date('2026-03-03T00:00:00Z'))
    expect(RESTRICTION_DEFAULT_HOURS).toBe(36)
  })
  test('custom: the chosen end', () => expect(restrictionEnd('custom', now, custom)).toEqual(custom))
  test('custom without an end is no restriction, never a permanent one', () =>
    expect(restrictionEnd('custom', now, null)).toBeUndefined())
  test('permanent: null', () => expect(restrictionEnd('permanent', now, custom)).toBeNull())
})

describe('complaintDeadline (DSA Art. 20 (1): at least six months)', () => {
  test('six calendar months later in Berlin, to the minute, across summer time', () => {
    expect(COMPLAINT_WINDOW_MONTHS).toBe(6)
    // 15 January 11:30 CET → 15 July 11:30 CEST (09:30 UTC), not 12:30 CEST
    expect(complaintDeadline(new Date('2026-01-15T10:30:00Z'))).toEqual(new Date('2026-07-15T09:30:00Z'))
    // 10 September 10:00 CEST → 10 March 10:00 CET (09:00 UTC)
    expect(complaintDeadline(new Date('2026-09-10T08:00:00Z'))).toEqual(new Date('2027-03-10T09:00:00Z'))
    // within one season the UTC time stays
    expect(complaintDeadline(new Date('2026-11-28T22:15:00Z'))).toEqual(new Date('2027-05-28T21:15:00Z'))
  })
  test('a decision late in the evening keeps its Berlin day', () => {
    // 31 March 2026 23:30 CEST → 30 September 23:30 CEST (the month has no 31st)
    expect(complaintDeadline(new Date('2026-03-31T21:30:00Z'))).toEqual(new Date('2026-09-30T21:30:00Z'))
  })
  test('never shorter than six months at a month’s end', () => {
    const decided = new Date('2026-08-31T12:00:00Z')
    const deadline = complaintDeadline(decided)
    expect(deadline.getTime()).toBeGreaterThanOrEqual(new Date('2027-02-28T12:00:00Z').getTime())
    expect(deadline.getTime() - decided.getTime()).toBeLessThan(190 * 86_400_000)
  })
  test('does not change the date it is given', () => {
    const decided = new Date('2026-01-15T10:30:00Z')
    complaintDeadline(decided)
    expect(decided).toEqual(new Date('2026-01-15T10:30:00Z'))
  })
})
