/**
 * AdminSetUserPassword as Cognito answers it, which the emulator does not: it takes any password. Cognito checks the
 * pool's password policy (InvalidPasswordException naming the broken rule) and its password history: a user may not
 * set any of their last `PasswordHistorySize` passwords, the current one included
 * (PasswordHistoryPolicyViolationException). The history keeps SHA-256 digests on the user's record.
 * `emulator-child.ts` adds every export of this module to cognito-local's targets, under its export name.
 */
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { CognitoError, UserNotFoundError } = require('cognito-local/lib/errors') as {
  CognitoError: new (code: string, message: string) => Error;
  UserNotFoundError: new (message?: string) => Error;
};
const { AdminSetUserPassword: setPasswordAsEmulated } = require('cognito-local/lib/targets/adminSetUserPassword') as {
  AdminSetUserPassword: (services: EmulatorServices) => (context: unknown, request: SetPasswordRequest) => Promise<object>;
};

interface PasswordPolicy {
  MinimumLength?: number;
  RequireUppercase?: boolean;
  RequireLowercase?: boolean;
  RequireNumbers?: boolean;
  RequireSymbols?: boolean;
  PasswordHistorySize?: number;
}

interface EmulatorUser {
  Username: string;
  Password?: string;
  PasswordHistory?: string[];
}

interface EmulatorUserPool {
  options: { Policies?: { PasswordPolicy?: PasswordPolicy } };
  getUserByUsername(context: unknown, username: string): Promise<EmulatorUser | null>;
  saveUser(context: unknown, user: EmulatorUser): Promise<void>;
}

interface EmulatorServices {
  cognito: { getUserPool(context: unknown, userPoolId: string): Promise<EmulatorUserPool> };
}

interface SetPasswordRequest {
  UserPoolId: string;
  Username: string;
  Password: string;
  Permanent?: boolean;
}

const digest = (password: string) => createHash('sha256').update(password).digest('hex');

/** Cognito's symbols: `^ $ * . [ ] { } ( ) ? " ! @ # % & / \ , > < ' : ; | _ ~ ` = + -` and the space. */
const SYMBOL = /[\^$*.[\]{}()?"!@#%&/\\,><':;|_~`=+\- ]/;

/** The rule of the pool's policy the password breaks, in Cognito's words; undefined when it keeps them all. */
export function brokenPasswordRule(policy: PasswordPolicy, password: string): string | undefined {
  if (password.length < (policy.MinimumLength ?? 8)) return 'Password not long enough';
  if (policy.RequireLowercase && !/[a-z]/.test(password)) return 'Password must have lowercase characters';
  if (policy.RequireUppercase && !/[A-Z]/.test(password)) return 'Password must have uppercase characters';
  if (policy.RequireNumbers && !/[0-9]/.test(password)) return 'Password must have numeric characters';
  if (policy.RequireSymbols && !SYMBOL.test(password)) return 'Password must have symbol characters';
  return undefined;
}

/** The digests of the user's recent passwords, newest first; the current one for a user set before any history. */
const recentPasswords = (user: EmulatorUser) => user.PasswordHistory ?? (user.Password ? [digest(user.Password)] : []);

export const AdminSetUserPassword = (services: EmulatorServices) => {
  const setPassword = setPasswordAsEmulated(services);
  return async (context: unknown, request: SetPasswordRequest): Promise<object> => {
    const pool = await services.cognito.getUserPool(context, request.UserPoolId);
    const user = await pool.getUserByUsername(context, request.Username);
    if (!user) throw new UserNotFoundError('User does not exist');
    const policy = pool.options.Policies?.PasswordPolicy ?? {};
    const broken = brokenPasswordRule(policy, request.Password);
    if (broken) throw new CognitoError('InvalidPasswordException', `Password does not conform to policy: ${broken}`);
    const historySize = policy.PasswordHistorySize ?? 0;
    const recent = recentPasswords(user).slice(0, historySize);
    if (recent.includes(digest(request.Password))) {
      throw new CognitoError('PasswordHistoryPolicyViolationException', 'The password history policy was violated.');
    }
    const answer = await setPassword(context, request);
    if (historySize > 0) {
      const updated = (await pool.getUserByUsername(context, request.Username))!;
      await pool.saveUser(context, { ...updated, PasswordHistory: [digest(request.Password), ...recent].slice(0, historySize) });
    }
    return answer;
  };
};
