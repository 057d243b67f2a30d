import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { chatLimits } from '../../../shared/chat/constants';
import { clientMessages } from '../../../shared/errors';
import { createSendMessageHandler, handler } from '../../../lambdas/chat/send-message';
import { ConversationStore } from '../../../lambdas/chat/conversation-store';
import { dynamo, tableName } from '../../../lambdas/lib/aws';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { cloud } from '../../support/cloud';
import { edgeHttpEvent } from '../../support/events';

const sessionId = () => `session-${randomUUID()}`;
/** A fresh source address per test, so the per-address limit of one test does not leak into another. */
const address = () => `10.${rand()}.${rand()}.${rand()}`;
const rand = () => Math.floor(Math.random() * 250) + 1;

function chatEvent(body: unknown, sourceIp = address()) {
  return edgeHttpEvent({ method: 'POST', path: '/api/chat', body, sourceIp });
}

async function call(body: unknown, sourceIp?: string, run = handler) {
  const result = await run(await chatEvent(body, sourceIp));
  return { status: result.statusCode ?? 0, body: result.body ? JSON.parse(result.body) : undefined, headers: result.headers ?? {} };
}

const conversations = () => new ConversationStore(dynamo(), tableName('chat_conversations'), chatLimits.retentionDays);

describe('POST /api/chat', () => {
  it('answers a prospect’s question from the site’s content with a link to the page', async () => {
    const { status, body } = await call({ message: 'Where are your offices?', sessionId: sessionId(), userEmail: 'Prospect@Example.com' });
    expect(status).toBe(200);
    expect(body.response).toMatch(/Egypt/);
    expect(body.response).toContain('](/about)');
    expect(body.conversationId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('persists the conversation with the e-mail and a 90-day expiry, and continues it', async () => {
    const session = sessionId();
    const first = await call({ message: 'What services do you offer?', sessionId: session, userEmail: 'keep@example.com' });
    const second = await call({
      message: 'How do I book a call?',
      sessionId: session,
      conversationId: first.body.conversationId,
      userEmail: 'keep@example.com',
    });
    expect(second.body.conversationId).toBe(first.body.conversationId);

    const messages = await conversations().messages(first.body.conversationId);
    expect(messages?.map((m) => [m.role, m.text])).toEqual([
      ['user', 'What services do you offer?'],
      ['assistant', first.body.response],
      ['user', 'How do I book a call?'],
      ['assistant', second.body.response],
    ]);
    const { Item } = await dynamo().send(
      new GetCommand({ TableName: tableName('chat_conversations'), Key: { conversationId: first.body.conversationId, sk: 'CONVERSATION' } }),
    );
    expect(Item).toMatchObject({ userEmail: 'keep@example.com', sessionId: session, messageCount: 4 });
    const ninetyDays = 90 * 24 * 3600;
    expect(Item!.expiresAt - Date.now() / 1000).toBeGreaterThan(ninetyDays - 120);
    expect(Item!.expiresAt - Date.now() / 1000).toBeLessThanOrEqual(ninetyDays + 1);
  });

  it('never continues somebody else’s conversation: another session gets a new one', async () => {
    const owner = await call({ message: 'What are your values?', sessionId: sessionId(), userEmail: 'owner@example.com' });
    const intruder = await call({
      message: 'What did we talk about?',
      sessionId: sessionId(),
      conversationId: owner.body.conversationId,
      userEmail: 'owner@example.com',
    });
    expect(intruder.status).toBe(200);
    expect(intruder.body.conversationId).not.toBe(owner.body.conversationId);
    expect(intruder.body.response).not.toContain('values');
    expect(await conversations().messages(owner.body.conversationId)).toHaveLength(2);
  });

  it.each([
    [{ message: 'Hi', sessionId: 'session-12345678', userEmail: 'not-an-email' }, 'userEmail', 'Please enter a valid email address'],
    [{ message: 'Hi', sessionId: 'session-12345678', userEmail: '' }, 'userEmail', 'Please enter your email'],
    [{ message: '   ', sessionId: 'session-12345678', userEmail: 'a@example.com' }, 'message', 'Please write a message.'],
    [{ message: 'x'.repeat(2001), sessionId: 'session-12345678', userEmail: 'a@example.com' }, 'message', 'at most 2000'],
    [{ message: 'Hi', sessionId: '../../etc', userEmail: 'a@example.com' }, 'sessionId', 'session id'],
    [{ message: 'Hi', sessionId: 'session-12345678', conversationId: 'x'.repeat(65), userEmail: 'a@example.com' }, 'conversationId', ''],
    [{ message: 42, sessionId: 'session-12345678', userEmail: 'a@example.com' }, 'message', ''],
  ])('refuses invalid input with 400 VALIDATION_ERROR (%#)', async (body, field, text) => {
    const { status, body: error } = await call(body);
    expect(status).toBe(400);
    expect(error.error.code).toBe('VALIDATION_ERROR');
    expect(error.error.fields[field]).toContain(text);
  });

  it('refuses a body that is not JSON with 400, not 500', async () => {
    const result = await handler(await edgeHttpEvent({ method: 'POST', path: '/api/chat', body: 'message=hi', headers: { 'content-type': 'text/plain' } }));
    expect(result.statusCode).toBe(400);
  });

  it('allows 20 messages per session in 5 minutes, then answers 429 RATE_LIMITED with a clear message', async () => {
    const session = sessionId();
    const ip = address();
    for (let i = 0; i < chatLimits.perSession; i += 1) {
      const { status } = await call({ message: `Question ${i}: what services?`, sessionId: session, userEmail: 'busy@example.com' }, ip);
      expect(status).toBe(200);
    }
    const { status, body } = await call({ message: 'One more', sessionId: session, userEmail: 'busy@example.com' }, ip);
    expect(status).toBe(429);
    expect(body.error).toMatchObject({ code: 'RATE_LIMITED', title: 'Too Many Requests' });
    expect(body.error.message).toMatch(/wait a few minutes/);
    // Another session from the same address is still served.
    expect((await call({ message: 'Hello', sessionId: sessionId(), userEmail: 'other@example.com' }, ip)).status).toBe(200);
  });

  it('never lets concurrent requests overshoot the session limit', async () => {
    const session = sessionId();
    const ip = address();
    const statuses = await Promise.all(
      Array.from({ length: chatLimits.perSession + 10 }, (_, i) =>
        call({ message: `Parallel ${i}`, sessionId: session, userEmail: 'parallel@example.com' }, ip).then((r) => r.status),
      ),
    );
    expect(statuses.filter((s) => s === 200)).toHaveLength(chatLimits.perSession);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10);
  });

  it('limits one address across many sessions', async () => {
    const ip = address();
    const statuses: number[] = [];
    for (let i = 0; i <= chatLimits.perAddress; i += 1) {
      statuses.push((await call({ message: 'hi', sessionId: sessionId(), userEmail: 'many@example.com' }, ip)).status);
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(chatLimits.perAddress);
    expect(statuses.at(-1)).toBe(429);
  });

  it('answers 503 in the contract’s error shape with the chat failure text when the assistant fails', async () => {
    const failing = createSendMessageHandler({
      responder: { reply: () => Promise.reject(new Error('model arn:aws:bedrock:secret-config timed out')) },
    });
    const { status, body, headers } = await call({ message: 'Hello?', sessionId: sessionId(), userEmail: 'a@example.com' }, undefined, failing);
    expect(status).toBe(503);
    expect(body.error).toEqual({ code: 'SERVICE_UNAVAILABLE', title: 'Assistant Unavailable', message: clientMessages.chatFailure });
    expect(JSON.stringify(body)).not.toContain('bedrock');
    expect(headers['retry-after']).toBeDefined();
  });

  it('is mounted by the local gateway at /api/chat', async () => {
    const response = await fetch(`${cloud.baseUrl}/api/chat`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ message: 'How can I contact you?', sessionId: sessionId(), userEmail: 'gw@example.com' }),
    });
    expect(response.status).toBe(200);
    expect((await response.json()).response).toContain('](/contact)');
  });
});
