import type { Locale, PasswordProblem } from '@qis/contract';

// The account's answers in the member's language (the portal shows its own words for each code too,
// but a client reading the API, or a script, gets a sentence it can show).

type Sentences = Record<Locale, string>;

const PROBLEMS: Record<PasswordProblem, Sentences> = {
  'too-short': {
    en: 'The new password must be at least 8 characters long.',
    fr: 'Le nouveau mot de passe doit comporter au moins 8 caractères.',
    de: 'Das neue Passwort muss mindestens 8 Zeichen lang sein.',
    nl: 'Het nieuwe wachtwoord moet minstens 8 tekens lang zijn.',
  },
  'too-long': {
    en: 'The new password must be at most 256 characters long.',
    fr: 'Le nouveau mot de passe doit comporter au plus 256 caractères.',
    de: 'Das neue Passwort darf höchstens 256 Zeichen lang sein.',
    nl: 'Het nieuwe wachtwoord mag hoogstens 256 tekens lang zijn.',
  },
  common: {
    en: 'This password is too common: choose one that others do not use.',
    fr: 'Ce mot de passe est trop courant : choisissez-en un que d’autres n’utilisent pas.',
    de: 'Dieses Passwort ist zu verbreitet: Wählen Sie eines, das andere nicht benutzen.',
    nl: 'Dit wachtwoord is te gangbaar: kies er een dat anderen niet gebruiken.',
  },
  personal: {
    en: 'The new password must not be close to your e-mail address or your name.',
    fr: 'Le nouveau mot de passe ne doit pas ressembler à votre adresse e-mail ni à votre nom.',
    de: 'Das neue Passwort darf Ihrer E-Mail-Adresse oder Ihrem Namen nicht ähneln.',
    nl: 'Het nieuwe wachtwoord mag niet lijken op uw e-mailadres of uw naam.',
  },
  guessable: {
    en: 'This password is too easy to guess: a longer phrase of a few unrelated words is stronger.',
    fr: 'Ce mot de passe est trop facile à deviner : une phrase plus longue de quelques mots sans rapport est plus sûre.',
    de: 'Dieses Passwort ist zu leicht zu erraten: Ein längerer Satz aus einigen unzusammenhängenden Wörtern ist sicherer.',
    nl: 'Dit wachtwoord is te makkelijk te raden: een langere zin van een paar losse woorden is sterker.',
  },
};

export const passwordProblemMessage = (problem: PasswordProblem, locale: Locale) => PROBLEMS[problem][locale];

export const ACCOUNT_MESSAGES = {
  wrongPassword: {
    en: 'This is not your current password.',
    fr: 'Ce n’est pas votre mot de passe actuel.',
    de: 'Das ist nicht Ihr aktuelles Passwort.',
    nl: 'Dit is niet uw huidige wachtwoord.',
  },
  invalidResetLink: {
    en: 'This link is no longer valid: it was used already or is more than an hour old. Ask for a new one.',
    fr: 'Ce lien n’est plus valable : il a déjà servi ou date de plus d’une heure. Demandez-en un nouveau.',
    de: 'Dieser Link ist nicht mehr gültig: Er wurde schon benutzt oder ist älter als eine Stunde. Fordern Sie einen neuen an.',
    nl: 'Deze link is niet meer geldig: hij is al gebruikt of ouder dan een uur. Vraag een nieuwe aan.',
  },
  tooManyPasswordChecks: {
    en: 'Too many password attempts: please wait before trying again.',
    fr: 'Trop de tentatives de mot de passe : veuillez patienter avant de réessayer.',
    de: 'Zu viele Passwortversuche: Bitte warten Sie, bevor Sie es erneut versuchen.',
    nl: 'Te veel wachtwoordpogingen: wacht even voordat u het opnieuw probeert.',
  },
  tooManyExports: {
    en: 'You have downloaded your data several times this hour: please wait before downloading again.',
    fr: 'Vous avez téléchargé vos données plusieurs fois cette heure-ci : veuillez patienter avant de recommencer.',
    de: 'Sie haben Ihre Daten in dieser Stunde mehrmals heruntergeladen: Bitte warten Sie vor dem nächsten Download.',
    nl: 'U hebt uw gegevens dit uur al meerdere keren gedownload: wacht even voordat u opnieuw downloadt.',
  },
  tooManyResets: {
    en: 'Too many password reset requests from your network: please wait before trying again.',
    fr: 'Trop de demandes de réinitialisation depuis votre réseau : veuillez patienter avant de réessayer.',
    de: 'Zu viele Anfragen zum Zurücksetzen aus Ihrem Netzwerk: Bitte warten Sie, bevor Sie es erneut versuchen.',
    nl: 'Te veel resetaanvragen vanaf uw netwerk: wacht even voordat u het opnieuw probeert.',
  },
} satisfies Record<string, Sentences>;
