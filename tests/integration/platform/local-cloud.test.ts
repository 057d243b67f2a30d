import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import WebSocket from 'ws';
import { describe, expect, it } from 'vitest';
import { cloud } from '../../support/cloud';
import { ADMIN, signInSession } from '../admin/staff-users';
import { sentTo, waitForEmails } from '../../support/mailbox';
import { broadcast } from '../../../lambdas/realtime/broadcast';

/** A valid realtime message that changes nothing a client shows: a slot long past is free again. */
const PAST_SLOT_FREED = { type: 'booking.cancelled', date: '2000-01-01', time: '00:00' } as const;

describe('the local cloud', () => {
  it('answers the readiness check', async () => {
    const response = await fetch(`${cloud.baseUrl}/api/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('answers an unknown API path with the contract error shape', async () => {
    const response = await fetch(`${cloud.baseUrl}/api/no-such-thing`);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: { code: 'NOT_FOUND', title: 'Not Found' } });
  });

  it('delivers an e-mail sent through the SES client to the emulator mailbox', async () => {
    const recipient = `slice-${Date.now()}@example.com`;
    await new SESv2Client({}).send(
      new SendEmailCommand({
        FromEmailAddress: 'hello@northstar.agency',
        Destination: { ToAddresses: [recipient] },
        Content: { Simple: { Subject: { Data: 'Plumbing check' }, Body: { Text: { Data: 'It works.' } } } },
      }),
    );
    const [email] = await waitForEmails(cloud.sesUrl, sentTo(recipient));
    expect(email.subject).toBe('Plumbing check');
  });

  it('pushes a management API post to a connected WebSocket client', async () => {
    const socket = new WebSocket(cloud.wsUrl);
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
    const received = new Promise<string>((resolve) => socket.once('message', (data) => resolve(data.toString())));
    await broadcast(PAST_SLOT_FREED);
    expect(JSON.parse(await received)).toEqual(PAST_SLOT_FREED);
    socket.close();
  });

  it('signs the seeded staff user in against the Cognito emulator with a token that verifies against its JWKS', async () => {
    const config = (await (await fetch(`${cloud.baseUrl}/runtime-config.json`)).json()) as {
      cognito: { userPoolId: string; userPoolClientId: string };
    };
    // The web app's client is the one the handlers know; the seeded administrator answers its two-factor challenge.
    expect(config.cognito.userPoolClientId).toBe(cloud.env.COGNITO_CLIENT_ID);
    const AuthenticationResult = await signInSession(ADMIN.email, ADMIN.password);
    const issuer = cloud.env.COGNITO_ISSUER;
    const { payload } = await jwtVerify(AuthenticationResult.AccessToken, createRemoteJWKSet(new URL(`${issuer}/.well-known/jwks.json`)), { issuer });
    expect(payload.client_id).toBe(config.cognito.userPoolClientId);
  });
});
