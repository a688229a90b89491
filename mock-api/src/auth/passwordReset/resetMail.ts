import type { Locale } from '@qis/contract';
import type { MemberMail } from '../../contact/mailer';

const TEXTS: Record<Locale, { subject: string; body: (name: string, link: string) => string }> = {
  en: {
    subject: 'Reset your QIS password',
    body: (name, link) =>
      `Hello ${name},\n\nSomeone, probably you, asked to reset the password of your QIS account. ` +
      `Open this link within an hour to choose a new one:\n\n${link}\n\n` +
      'The link works once. If you did not ask for it, ignore this mail: your password stays as it is.\n\nThe QIS team',
  },
  fr: {
    subject: 'Réinitialisez votre mot de passe QIS',
    body: (name, link) =>
      `Bonjour ${name},\n\nQuelqu’un, sans doute vous, a demandé à réinitialiser le mot de passe de votre compte QIS. ` +
      `Ouvrez ce lien dans l’heure pour en choisir un nouveau :\n\n${link}\n\n` +
      'Le lien ne sert qu’une fois. Si vous n’avez rien demandé, ignorez ce message : votre mot de passe reste inchangé.\n\nL’équipe QIS',
  },
  de: {
    subject: 'Setzen Sie Ihr QIS-Passwort zurück',
    body: (name, link) =>
      `Hallo ${name},\n\njemand, vermutlich Sie, hat das Zurücksetzen des Passworts Ihres QIS-Kontos angefordert. ` +
      `Öffnen Sie diesen Link innerhalb einer Stunde, um ein neues zu wählen:\n\n${link}\n\n` +
      'Der Link funktioniert einmal. Wenn Sie nichts angefordert haben, ignorieren Sie diese E-Mail: Ihr Passwort bleibt, wie es ist.\n\nIhr QIS-Team',
  },
  nl: {
    subject: 'Stel uw QIS-wachtwoord opnieuw in',
    body: (name, link) =>
      `Hallo ${name},\n\nIemand, waarschijnlijk u, heeft gevraagd het wachtwoord van uw QIS-account opnieuw in te stellen. ` +
      `Open deze link binnen een uur om een nieuw wachtwoord te kiezen:\n\n${link}\n\n` +
      'De link werkt één keer. Hebt u niets gevraagd, negeer deze e-mail dan: uw wachtwoord blijft zoals het is.\n\nHet QIS-team',
  },
};

/** The reset mail in the member's language, with the one link that sets a new password. */
export function resetMail(to: string, firstName: string, locale: Locale, link: string): MemberMail {
  const text = TEXTS[locale];
  return { to, subject: text.subject, text: text.body(firstName.replace(/[\r\n]+/g, ' '), link) };
}
