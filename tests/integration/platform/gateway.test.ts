import { Agent, request } from 'node:http';
import { networkInterfaces } from 'node:os';
import { describe, expect, it } from 'vitest';
import { cloud } from '../../support/cloud';
import { cognitoCall, ensureUser, PASSWORD, refreshSession, signInSession } from '../admin/staff-users';

/** One request on the given agent's connection: status and body, or the error that ended it. */
function send(agent: Agent, method: string, path: string, body?: Buffer): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const outgoing = request(`${cloud.baseUrl}${path}`, { method, agent, headers: body ? { 'content-type': 'application/json' } : {} }, (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
    });
    outgoing.setTimeout(5_000, () => outgoing.destroy(new Error(`${method} ${path}: no answer in 5 s`)));
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

describe('the local gateway', () => {
  it('listens on this machine only, not on its network addresses', async () => {
    const external = Object.values(networkInterfaces())
      .flat()
      .find((address) => address && !address.internal && address.family === 'IPv4');
    expect(external, 'a network address to try').toBeDefined();
    await expect(fetch(`http://${external!.address}:${cloud.port}/api/health`)).rejects.toThrow();
    expect((await fetch(`http://127.0.0.1:${cloud.port}/api/health`)).status).toBe(200);
    const ipv6Loopback = Object.values(networkInterfaces())
      .flat()
      .some((address) => address?.address === '::1');
    if (ipv6Loopback) expect((await fetch(`http://[::1]:${cloud.port}/api/health`)).status).toBe(200);
  });

  it("passes on to Cognito only the operations a browser may call, never the emulator's administrative ones", async () => {
    for (const operation of ['ListUsers', 'AdminGetUser', 'AdminSetUserPassword', 'AdminCreateUser', 'ListUserPools']) {
      const refused = await cognitoCall(operation, { UserPoolId: cloud.env.COGNITO_USER_POOL_ID, Username: 'admin@example.com', Password: 'Taken-Over-2026!', Permanent: true });
      expect(refused.status, operation).toBe(403);
      expect(refused.body.__type).toBe('AccessDeniedException');
    }
    expect((await fetch(`${cloud.baseUrl}/cognito/`)).status).toBe(403);
    // The seeded password still works: nothing was changed.
    const signedIn = await cognitoCall('InitiateAuth', { AuthFlow: 'USER_PASSWORD_AUTH', ClientId: cloud.env.COGNITO_CLIENT_ID, AuthParameters: { USERNAME: 'admin@example.com', PASSWORD: 'Local-Admin-2026!' } });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.ChallengeName).toBe('SOFTWARE_TOKEN_MFA');
  });

  it('signs out globally: no refresh token of the user renews a session afterwards', async () => {
    const email = `global-sign-out-${Date.now()}@example.com`;
    await ensureUser(email, 'viewer');
    const laptop = await signInSession(email, PASSWORD);
    const phone = await signInSession(email, PASSWORD);
    expect((await refreshSession(phone.RefreshToken)).status).toBe(200);

    expect(await cognitoCall('GlobalSignOut', { AccessToken: laptop.AccessToken })).toEqual({ status: 200, body: {} });
    for (const token of [laptop.RefreshToken, phone.RefreshToken]) {
      const refused = await refreshSession(token);
      expect(refused.status).toBe(400);
      expect(refused.body.__type).toBe('NotAuthorizedException');
    }
    expect((await cognitoCall('GlobalSignOut', { AccessToken: 'not-a-token' })).body.__type).toBe('NotAuthorizedException');
    // Signing in again starts a new session.
    expect((await refreshSession((await signInSession(email, PASSWORD)).RefreshToken)).status).toBe(200);
  });

  it('closes a connection after refusing an oversized body, so the next request is answered', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const refused = await send(agent, 'POST', '/api/newsletter', Buffer.alloc(11 * 1024 * 1024, 'a'));
      expect(refused.status).toBe(413);
      expect(JSON.parse(refused.body)).toMatchObject({ error: { code: 'PAYLOAD_TOO_LARGE' } });
      expect(await send(agent, 'GET', '/api/health')).toEqual({ status: 200, body: '{"status":"ok"}' });
    } finally {
      agent.destroy();
    }
  });
});
