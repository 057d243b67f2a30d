import { describe, expect, it } from 'vitest';
import { AdminSetUserPassword, brokenPasswordRule } from './cognito-passwords';

const POLICY = { MinimumLength: 12, RequireLowercase: true, RequireUppercase: true, RequireNumbers: true, RequireSymbols: true, PasswordHistorySize: 2 };

/** One user pool of the emulator holding one user, as cognito-local's services hand it to a target. */
function emulatedPool(policy: object = POLICY) {
  const users = new Map<string, { Username: string; Password?: string; PasswordHistory?: string[] }>([['ada@example.com', { Username: 'ada@example.com', Password: 'First-Password-1!' }]]);
  const pool = {
    options: { Policies: { PasswordPolicy: policy } },
    getUserByUsername: async (_context: unknown, username: string) => users.get(username) ?? null,
    saveUser: async (_context: unknown, user: { Username: string }) => void users.set(user.Username, user),
  };
  const services = { cognito: { getUserPool: async () => pool }, clock: { get: () => new Date() } };
  const setPassword = (Password: string) => AdminSetUserPassword(services as never)(undefined, { UserPoolId: 'pool', Username: 'ada@example.com', Password, Permanent: true });
  return { setPassword, password: () => users.get('ada@example.com')!.Password };
}

const refusal = (run: Promise<unknown>) => run.then(() => undefined, (error: { code?: string; message: string }) => ({ code: error.code, message: error.message }));

describe("the Cognito emulator's AdminSetUserPassword", () => {
  it("refuses a password that breaks the pool's policy, naming the rule as Cognito does", async () => {
    const { setPassword, password } = emulatedPool();
    expect(await refusal(setPassword('Valid-Password-9!'))).toBeUndefined();
    expect(await refusal(setPassword('Lacks-Digits-Here!'))).toEqual({ code: 'InvalidPasswordException', message: 'Password does not conform to policy: Password must have numeric characters' });
    expect(await refusal(setPassword('Short-1!'))).toEqual({ code: 'InvalidPasswordException', message: 'Password does not conform to policy: Password not long enough' });
    expect(password()).toBe('Valid-Password-9!');
  });

  it('refuses any of the last PasswordHistorySize passwords, the current one included, and accepts an older one', async () => {
    const { setPassword, password } = emulatedPool();
    const violation = { code: 'PasswordHistoryPolicyViolationException', message: 'The password history policy was violated.' };
    expect(await refusal(setPassword('First-Password-1!'))).toEqual(violation);
    await setPassword('Second-Password-2!');
    expect(await refusal(setPassword('First-Password-1!'))).toEqual(violation);
    expect(await refusal(setPassword('Second-Password-2!'))).toEqual(violation);
    await setPassword('Third-Password-3!');
    // Two remembered: the current and the one before it.
    expect(await refusal(setPassword('First-Password-1!'))).toBeUndefined();
    expect(password()).toBe('First-Password-1!');
  });

  it('remembers nothing for a pool without a password history', async () => {
    const { setPassword } = emulatedPool({ MinimumLength: 8 });
    expect(await refusal(setPassword('First-Password-1!'))).toBeUndefined();
  });
});

describe('brokenPasswordRule', () => {
  it('checks each character class the policy requires', () => {
    expect(brokenPasswordRule(POLICY, 'ALL-UPPER-CASE-1')).toBe('Password must have lowercase characters');
    expect(brokenPasswordRule(POLICY, 'all-lower-case-1')).toBe('Password must have uppercase characters');
    expect(brokenPasswordRule(POLICY, 'NoSymbolsAtAll12')).toBe('Password must have symbol characters');
    expect(brokenPasswordRule(POLICY, 'Good Password 12')).toBeUndefined();
  });
});
