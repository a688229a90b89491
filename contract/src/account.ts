/**
 * A new password's rules (NIST SP 800-63B): a length, then the server's check against common and
 * guessable passwords and the member's own details. No composition rules.
 */
export const NEW_PASSWORD_MIN_LENGTH = 8;
/** Long passphrases are welcome; past this the strength check would only cost time. */
export const NEW_PASSWORD_MAX_LENGTH = 256;

/** Why a new password is refused: `details[0].problem` of a 400 "weak-password". */
export const PASSWORD_PROBLEMS = ['too-short', 'too-long', 'common', 'personal', 'guessable'] as const;
export type PasswordProblem = (typeof PASSWORD_PROBLEMS)[number];

/** How long a password reset link works. */
export const PASSWORD_RESET_TTL_MINUTES = 60;

/** The portal's page a reset mail links to, under the member's locale: /{locale}/reset-password?token=… */
export const RESET_PASSWORD_PATH = 'reset-password';
