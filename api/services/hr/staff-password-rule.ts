import type { ZxcvbnFactory, ZxcvbnResult } from '@zxcvbn-ts/core';
import { company } from '../../../shared/company.ts';
import { fail } from '../../domain/errors.ts';

/**
 * zxcvbn's score 3 ("safely unguessable": over 10^8 guesses), the level its authors give for a
 * password kept under a slow hash, as ours are (scrypt, `lib/password.ts`). A random 12-character
 * password or a phrase of three unrelated words passes; `password1234` and `aaaaaaaaaaaa` do not.
 */
const minimumScore = 3;

/**
 * Only this much of a password is judged: zxcvbn's time grows fast with length (a 128-character
 * repeat took 0.25 s here), and a password whose first 64 characters are hard to guess is.
 */
const judgedLength = 64;

/** Words an attacker of this site tries first, with the account's own e-mail and name. */
const siteWords = [
  company.shortName,
  company.address.locality,
  'hr',
  'staff',
  'admin',
  'interview',
];

// Built on first use (about 0.1 s and 10 MB), so the server starts without it.
let estimator: Promise<ZxcvbnFactory> | undefined;
async function loadEstimator(): Promise<ZxcvbnFactory> {
  const [{ ZxcvbnFactory }, common] = await Promise.all([
    import('@zxcvbn-ts/core'),
    import('@zxcvbn-ts/language-common'),
  ]);
  // language-common: tens of thousands of passwords seen in breaches, a diceware word list and
  // the keyboards' layouts; the matchers add repeats, sequences, dates and the user's own words.
  return new ZxcvbnFactory({
    dictionary: common.dictionary,
    graphs: common.adjacencyGraphs,
    maxLength: judgedLength,
  });
}

type Warning = ZxcvbnResult['feedback']['warning'];

/** Why zxcvbn found the password easy, in words for the person choosing it. */
function reasonFor(warning: Warning): string {
  switch (warning) {
    case 'topTen':
    case 'topHundred':
    case 'common':
    case 'similarToCommon':
    case 'pwned':
      return 'it is, or is close to, a password found in lists of breached passwords';
    case 'userInputs':
      return "it contains your e-mail, your name or the company's name";
    case 'wordByItself':
    case 'namesByThemselves':
    case 'commonNames':
      return 'it is mostly a common word or name';
    case 'simpleRepeat':
    case 'extendedRepeat':
      return 'it repeats characters or a pattern, like aaa or abcabc';
    case 'sequences':
      return 'it follows a sequence, like abcd or 1234';
    case 'straightRow':
    case 'keyPattern':
      return 'it follows the keyboard, like qwerty';
    case 'recentYears':
    case 'dates':
      return 'it is built on a date or a recent year';
    default:
      return 'it is made of common words and patterns that password-guessing programs try first';
  }
}

/**
 * Why a chosen staff password is refused, or null when it is hard enough to guess: common,
 * breached or easy passwords are refused as NIST SP 800-63B (5.1.1.2) asks, and the words say why.
 * The length rule stays in the shared schema (`changePasswordSchema`).
 */
export async function staffPasswordProblem(
  password: string,
  account: { email: string; name?: string },
): Promise<string | null> {
  estimator ??= loadEstimator();
  const [localPart = ''] = account.email.split('@');
  const userWords = [account.email, localPart, account.name ?? '', ...siteWords].filter(Boolean);
  const result = (await estimator).check(password, userWords);
  if (result.score >= minimumScore) return null;
  return (
    `This password is too common or easy to guess (${reasonFor(result.feedback.warning)}). ` +
    'Choose a longer phrase of unrelated words.'
  );
}

/** `staffPasswordProblem` as a 400 for the person choosing the password. */
export async function assertStrongStaffPassword(
  password: string,
  account: { email: string; name?: string },
): Promise<void> {
  const problem = await staffPasswordProblem(password, account);
  if (problem) throw fail.invalid(problem);
}
