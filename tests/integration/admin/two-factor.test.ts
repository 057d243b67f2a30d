import { describe, expect, it } from 'vitest';
import { enrolTotp } from '../../../infra/local/cognito';
import { totpCode } from '../../../infra/local/totp';
import { cloud } from '../../support/cloud';
import { uniqueEmail } from '../booking/helpers';
import { api, cognito, cognitoCall, ensureUser, PASSWORD, signIn, signInSession } from './staff-users';

/** A code other than the one valid now and those of the steps either side. */
const wrongCode = (secret: string) => String((Number(totpCode(secret)) + 500_000) % 1_000_000).padStart(6, '0');

const passwordStep = (email: string) =>
  cognitoCall('InitiateAuth', { AuthFlow: 'USER_PASSWORD_AUTH', ClientId: cloud.env.COGNITO_CLIENT_ID, AuthParameters: { USERNAME: email, PASSWORD } });

describe('two-factor sign-in against the local Cognito', () => {
  it('sets up an authenticator app as the browser does, then signs in only with its current code', async () => {
    const email = uniqueEmail('two-factor');
    await ensureUser(email, 'editor');
    const { AccessToken } = await signInSession(email, PASSWORD);

    const { body: associated } = await cognitoCall('AssociateSoftwareToken', { AccessToken });
    const secret = associated.SecretCode as string;
    expect(secret).toMatch(/^[A-Z2-7]+$/);
    const mismatch = await cognitoCall('VerifySoftwareToken', { AccessToken, UserCode: wrongCode(secret) });
    expect({ status: mismatch.status, type: mismatch.body.__type }).toEqual({ status: 400, type: 'EnableSoftwareTokenMFAException' });
    expect((await cognitoCall('VerifySoftwareToken', { AccessToken, UserCode: totpCode(secret) })).body).toMatchObject({ Status: 'SUCCESS' });
    expect((await cognitoCall('SetUserMFAPreference', { AccessToken, SoftwareTokenMfaSettings: { Enabled: true, PreferredMfa: true } })).status).toBe(200);
    expect((await cognitoCall('GetUser', { AccessToken })).body).toMatchObject({ UserMFASettingList: ['SOFTWARE_TOKEN_MFA'], PreferredMfaSetting: 'SOFTWARE_TOKEN_MFA' });

    // The password alone no longer signs in: it opens the code step.
    const challenge = await passwordStep(email);
    expect(challenge.body).toMatchObject({ ChallengeName: 'SOFTWARE_TOKEN_MFA' });
    expect(challenge.body.AuthenticationResult).toBeUndefined();
    const username = (challenge.body.ChallengeParameters as { USER_ID_FOR_SRP: string }).USER_ID_FOR_SRP;
    const answer = (code: string, Session = challenge.body.Session) =>
      cognitoCall('RespondToAuthChallenge', { ClientId: cloud.env.COGNITO_CLIENT_ID, ChallengeName: 'SOFTWARE_TOKEN_MFA', Session, ChallengeResponses: { USERNAME: username, SOFTWARE_TOKEN_MFA_CODE: code } });
    const wrong = await answer(wrongCode(secret));
    expect({ status: wrong.status, type: wrong.body.__type }).toEqual({ status: 400, type: 'CodeMismatchException' });
    expect((await answer(totpCode(secret), 'not-the-session')).body.__type).toBe('NotAuthorizedException');

    const signedIn = await answer(totpCode(secret));
    const token = (signedIn.body.AuthenticationResult as { AccessToken: string }).AccessToken;
    expect((await api('/api/admin/calendar', { token })).status).toBe(200);
  });

  it('refuses an administrator without two-factor sign-in on staff routes, and serves them once it is on', async () => {
    const email = uniqueEmail('admin-two-factor');
    await ensureUser(email, 'admin');
    const token = await signIn(email, PASSWORD);

    const refused = await api('/api/admin/staff', { token });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ error: { code: 'TWO_FACTOR_REQUIRED', message: 'Administrators must turn on two-factor sign-in before using the staff tools.' } });
    // Their role still answers, so the app can send them to the set-up.
    expect(await (await api('/api/me/role', { token })).json()).toMatchObject({ role: 'admin' });

    await enrolTotp(cognito(), cloud.env.COGNITO_CLIENT_ID, { email, password: PASSWORD });
    expect((await api('/api/admin/staff', { token })).status).toBe(200);
  });
});
