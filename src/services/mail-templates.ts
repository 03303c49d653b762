import type { MailMessage } from './mail.ts'

// The texts of our transactional mails. Plain text: every client shows it, links stay visible.
// `signed`: the mailer ends it with the team's greeting and the help link of the configured
// public address (mail.ts), never a hard-coded host.

export function confirmRegistrationMail(
  to: string,
  username: string,
  link: string,
  hours: number,
): MailMessage {
  return {
    to,
    subject: 'Bitte bestätige Deine Anmeldung bei MOTOR-TALK',
    text: `Hallo ${username},

schön, dass Du dabei bist! Bitte bestätige Deine E-Mail-Adresse, damit wir Dein Profil freischalten können:

${link}

Der Link ist ${hours} Stunden gültig und kann nur einmal verwendet werden. Wenn Du Dich nicht bei MOTOR-TALK angemeldet hast, ignoriere diese E-Mail einfach – ohne Bestätigung wird kein Profil angelegt.`,
    signed: true,
  }
}

export function confirmNewsletterMail(to: string, username: string, link: string): MailMessage {
  return {
    to,
    subject: 'Bitte bestätige Dein Newsletter-Abonnement',
    text: `Hallo ${username},

Du möchtest den MOTOR-TALK-Newsletter erhalten. Bitte bestätige das über diesen Link:

${link}

Ohne Bestätigung schicken wir Dir keinen Newsletter. Abbestellen kannst Du ihn jederzeit in Deinen Einstellungen.`,
    signed: true,
  }
}

export function passwordResetMail(to: string, username: string, link: string, minutes: number): MailMessage {
  return {
    to,
    subject: 'Dein neues Passwort für MOTOR-TALK',
    text: `Hallo ${username},

für Dein Profil wurde ein neues Passwort angefordert. Über diesen Link kannst Du es festlegen:

${link}

Der Link ist ${minutes} Minuten gültig und kann nur einmal verwendet werden. Wenn Du kein neues Passwort angefordert hast, ignoriere diese E-Mail; Dein bisheriges Passwort bleibt gültig.`,
    signed: true,
  }
}

export function cancellationMail(to: string, username: string, link: string, until: string): MailMessage {
  return {
    to,
    subject: 'Deine Kündigung bei MOTOR-TALK',
    text: `Hallo ${username},

wir haben Deine Kündigung erhalten und Dein Profil deaktiviert. Bis zum ${until} kannst Du sie zurücknehmen:

${link}

Danach löschen wir Deine persönlichen Daten, Deine privaten Nachrichten, Deine Blogs ohne Mitautoren und Deine Fahrzeugprofile. Dein Benutzername wird anonymisiert; Deine Beiträge im Forum bleiben erhalten.`,
    signed: true,
  }
}

/**
 * docs/security.md: a registration with an address that already has a profile. The form answers as
 * for a free address (so it tells nobody which addresses are registered); the owner learns it here.
 */
export function registrationWithTakenAddressMail(
  to: string,
  username: string,
  loginLink: string,
  resetLink: string,
): MailMessage {
  return {
    to,
    subject: 'Anmeldeversuch mit Deiner E-Mail-Adresse bei MOTOR-TALK',
    text: `Hallo ${username},

gerade hat jemand versucht, mit Deiner E-Mail-Adresse ein neues Profil bei MOTOR-TALK anzulegen. Mit dieser Adresse hast Du bereits ein Profil, ein zweites legen wir nicht an.

Warst Du das? Dann melde Dich einfach mit Deinem Benutzernamen ${username} an:

${loginLink}

Passwort vergessen? Hier kannst Du ein neues festlegen:

${resetLink}

Wenn Du das nicht warst, ignoriere diese E-Mail einfach – an Deinem Profil hat sich nichts geändert.`,
    signed: true,
  }
}

// --- One's own account (decisions 024–027, docs/decisions/027) ---

/** To the NEW address: only this link makes it the account's address. */
export function confirmEmailChangeMail(
  to: string,
  username: string,
  link: string,
  hours: number,
): MailMessage {
  return {
    to,
    subject: 'Bitte bestätige Deine neue E-Mail-Adresse bei MOTOR-TALK',
    text: `Hallo ${username},

Du möchtest für Dein Profil bei MOTOR-TALK diese E-Mail-Adresse verwenden. Bitte bestätige das über diesen Link:

${link}

Der Link ist ${hours} Stunden gültig und kann nur einmal verwendet werden. Bis Du ihn öffnest, bleibt Deine bisherige Adresse gültig. Wenn Du das nicht warst, ignoriere diese E-Mail einfach – ohne Bestätigung ändert sich nichts.`,
    signed: true,
  }
}

/** To the OLD address when a change is requested: the owner learns of it before anything happens. */
export function emailChangeRequestedMail(to: string, username: string, settingsLink: string): MailMessage {
  return {
    to,
    subject: 'Änderung Deiner E-Mail-Adresse bei MOTOR-TALK angefordert',
    text: `Hallo ${username},

für Dein Profil wurde gerade eine neue E-Mail-Adresse angegeben. Sie gilt erst, wenn der Link bestätigt ist, den wir an die neue Adresse geschickt haben. Bis dahin erreichen wir Dich weiter unter dieser Adresse.

Warst Du das nicht? Dann kennt jemand Dein Passwort. Ändere es bitte sofort in Deinen Einstellungen – dabei werden alle anderen Geräte abgemeldet:

${settingsLink}`,
    signed: true,
  }
}

/** To the OLD address once the new one is confirmed. */
export function emailChangedMail(
  to: string,
  username: string,
  newEmail: string,
  resetLink: string,
): MailMessage {
  return {
    to,
    subject: 'Deine E-Mail-Adresse bei MOTOR-TALK wurde geändert',
    text: `Hallo ${username},

die E-Mail-Adresse Deines Profils ist jetzt ${newEmail}. An diese Adresse schicken wir Dir keine E-Mails mehr.

Warst Du das nicht? Dann setze Dein Passwort bitte sofort zurück und schreib uns über das Kontaktformular:

${resetLink}`,
    signed: true,
  }
}

/**
 * To the holder of an address another member tried to switch to (as registrationWithTakenAddressMail,
 * docs/security.md): the form answered as for a free address, so it tells nobody which addresses have a profile.
 */
export function emailChangeToTakenAddressMail(to: string, username: string): MailMessage {
  return {
    to,
    subject: 'Deine E-Mail-Adresse wurde bei MOTOR-TALK angegeben',
    text: `Hallo ${username},

gerade hat jemand versucht, Deine E-Mail-Adresse für ein anderes Profil bei MOTOR-TALK zu verwenden. Zu dieser Adresse gehört bereits Dein Profil ${username}; daran hat sich nichts geändert, und das andere Profil bekommt Deine Adresse nicht.

Du musst nichts weiter tun.`,
    signed: true,
  }
}

/** After a password change in the settings: every other device was logged out. */
export function passwordChangedMail(to: string, username: string, resetLink: string): MailMessage {
  return {
    to,
    subject: 'Dein Passwort bei MOTOR-TALK wurde geändert',
    text: `Hallo ${username},

das Passwort Deines Profils wurde gerade in den Einstellungen geändert. Auf allen anderen Geräten bist Du abgemeldet.

Warst Du das nicht? Dann setze Dein Passwort bitte sofort zurück:

${resetLink}`,
    signed: true,
  }
}

/** decision 036: a contact form message, to the team (replying answers the sender). */
export function contactMessageMail(
  to: string,
  message: { topic: string; name: string; email: string; text: string; userPath: string | null },
): MailMessage {
  return {
    to,
    headers: { 'Reply-To': message.email },
    subject: `Kontaktformular: ${message.topic} (${message.name})`,
    text: `Thema: ${message.topic}
Name: ${message.name}
E-Mail: ${message.email}${message.userPath ? `\nMitglied: ${message.userPath}` : ''}

${message.text}`,
  }
}

/** decision 036: the sender's copy: what we received and that we answer by mail. */
export function contactConfirmationMail(to: string, name: string, topic: string, text: string): MailMessage {
  return {
    to,
    subject: 'Deine Nachricht an MOTOR-TALK',
    text: `Hallo ${name},

danke für Deine Nachricht zum Thema „${topic}“. Wir haben sie erhalten und antworten Dir so bald wie möglich per E-Mail.

Deine Nachricht:

${text}`,
    signed: true,
  }
}
