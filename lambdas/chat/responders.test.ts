import type { ConverseCommand } from '@aws-sdk/client-bedrock-runtime';
import { describe, expect, it } from 'vitest';
import { BedrockResponder, converseMessages, responderFromEnvironment, retrievalResponder } from './responders';

describe('the Bedrock responder', () => {
  it('sends the configured model, a system prompt grounded in the site and the recent turns', async () => {
    const sent: ConverseCommand[] = [];
    const client = {
      send: async (command: ConverseCommand) => {
        sent.push(command);
        return { output: { message: { role: 'assistant', content: [{ text: 'We offer four service lines. [Solutions](/solutions)' }] } } };
      },
    };
    const responder = new BedrockResponder(client as never, 'model-from-config');
    const reply = await responder.reply({
      message: 'And how long does it take?',
      history: [
        { role: 'user', text: 'What services do you offer?' },
        { role: 'assistant', text: 'Four service lines.' },
      ],
    });
    expect(reply).toBe('We offer four service lines. [Solutions](/solutions)');
    const input = sent[0].input;
    expect(input.modelId).toBe('model-from-config');
    const system = input.system?.[0] && 'text' in input.system[0] ? input.system[0].text : '';
    expect(system).toContain('You are Nova');
    expect(system).toContain('(/software-development)');
    expect(system).toContain('(/privacy)');
    expect(system).toContain('Monday to Friday, 09:00–17:00 Cairo time');
    expect(system).toMatch(/never/i);
    expect(input.messages?.map((m) => m.role)).toEqual(['user', 'assistant', 'user']);
  });

  it('fails when the model returns no text, so the visitor gets the failure bubble', async () => {
    const client = { send: async () => ({ output: { message: { role: 'assistant', content: [] } }, stopReason: 'max_tokens' }) };
    await expect(new BedrockResponder(client as never, 'm').reply({ message: 'Hi', history: [] })).rejects.toThrow();
  });

  it('never repeats the configured model id to the visitor', async () => {
    const client = { send: async () => ({ output: { message: { role: 'assistant', content: [{ text: 'I run on secret-model-1.' }] } } }) };
    const reply = await new BedrockResponder(client as never, 'secret-model-1').reply({ message: 'Which model?', history: [] });
    expect(reply).not.toContain('secret-model-1');
  });
});

describe('converseMessages', () => {
  it('starts with the visitor and alternates, merging consecutive turns of one side', () => {
    const messages = converseMessages(
      [
        { role: 'assistant', text: 'greeting' },
        { role: 'user', text: 'a' },
        { role: 'user', text: 'b' },
        { role: 'assistant', text: 'c' },
      ],
      'd',
    );
    expect(messages.map((m) => [m.role, m.content?.[0] && 'text' in m.content[0] ? m.content[0].text : ''])).toEqual([
      ['user', 'a\n\nb'],
      ['assistant', 'c'],
      ['user', 'd'],
    ]);
  });
});

describe('responder selection', () => {
  it('uses the retrieval responder unless a Bedrock model is configured', () => {
    expect(responderFromEnvironment({})).toBe(retrievalResponder);
    expect(responderFromEnvironment({ BEDROCK_MODEL_ID: ' ' })).toBe(retrievalResponder);
    expect(responderFromEnvironment({ BEDROCK_MODEL_ID: 'anthropic.model' })).toBeInstanceOf(BedrockResponder);
  });
});
