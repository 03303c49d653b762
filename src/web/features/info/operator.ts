// The operator's details shown in the legal notice, the privacy statement and on the
// advertising and press pages. One place, so the real company data is entered once before
// launch (the values here are the demo installation's).

export const OPERATOR = {
  company: 'MOTOR-TALK GmbH',
  street: 'Am Motorpark 1',
  postalCode: '10115',
  city: 'Berlin',
  country: 'Deutschland',
  seat: 'Berlin',
  registerCourt: 'Amtsgericht Berlin-Charlottenburg',
  registerNumber: 'HRB 123456 B',
  vatId: 'DE 123 456 789',
  managingDirectors: ['Jan Hoffmann', 'Sabine Krüger'],
  editorInCharge: 'Jan Hoffmann',
  phone: '+49 30 1234567-0',
  supportEmail: 'support@motor-talk.de',
  privacyEmail: 'datenschutz@motor-talk.de',
  pressEmail: 'presse@motor-talk.de',
  advertisingEmail: 'werbung@motor-talk.de',
  dsaEmail: 'dsa-kontakt@motor-talk.de',
  jobsEmail: 'jobs@motor-talk.de',
  /** spec 000 §2.6: support hours Monday to Friday 10–12 and 14–17. */
  supportHours: 'Montag bis Freitag von 10–12 Uhr und 14–17 Uhr',
  advertisingContacts: [
    { name: 'Markus Weber', role: 'Leitung Vermarktung', phone: '+49 30 1234567-40' },
    { name: 'Julia Schneider', role: 'Kampagnenmanagement und Markenforen', phone: '+49 30 1234567-42' },
  ],
  marketer: {
    name: 'MT Media Sales GmbH',
    street: 'Am Motorpark 1',
    postalCode: '10115',
    city: 'Berlin',
    email: 'sales@mt-media-sales.de',
  },
} as const

export const operatorAddress = `${OPERATOR.street}, ${OPERATOR.postalCode} ${OPERATOR.city}`
