import type { ConverseCommand } from '@aws-sdk/client-bedrock-runtime';
import { describe, expect, it } from 'vitest';
import { KnowledgeIndex } from '../../shared/chat/knowledge/knowledge-index';
import { siteKnowledgeDocuments } from '../../shared/chat/knowledge/site-knowledge';
import type { BlogPost, Project } from '../../shared/content/schemas';
import { seedPosts } from '../../shared/content/seed/posts';
import { seedProjects } from '../../shared/content/seed/projects';
import { BedrockResponder, converseMessages, responderFromEnvironment, retrievalResponder } from './responders';

/** The knowledge a container would read from the content tables, here given directly. */
const knowledgeOf = (posts: BlogPost[], projects: Project[]) => async () => {
  const documents = siteKnowledgeDocuments({ posts, projects });
  return { documents, index: new KnowledgeIndex(documents) };
};
const seedKnowledge = knowledgeOf([...seedPosts], []);

describe('the Bedrock responder', () => {
  it('sends the configured model, a system prompt grounded in the site and the recent turns', async () => {
    const sent: ConverseCommand[] = [];
    const client = {
      send: async (command: ConverseCommand) => {
        sent.push(command);
        return { output: { message: { role: 'assistant', content: [{ text: 'We offer four service lines. [Solutions](/solutions)' }] } } };
      },
    };
    const responder = new BedrockResponder(client as never, 'model-from-config', seedKnowledge);
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
    await expect(new BedrockResponder(client as never, 'm', seedKnowledge).reply({ message: 'Hi', history: [] })).rejects.toThrow();
  });

  it('never repeats the configured model id to the visitor', async () => {
    const client = { send: async () => ({ output: { message: { role: 'assistant', content: [{ text: 'I run on secret-model-1.' }] } } }) };
    const reply = await new BedrockResponder(client as never, 'secret-model-1', seedKnowledge).reply({ message: 'Which model?', history: [] });
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
    expect(responderFromEnvironment({})).not.toBeInstanceOf(BedrockResponder);
    expect(responderFromEnvironment({ BEDROCK_MODEL_ID: ' ' })).not.toBeInstanceOf(BedrockResponder);
    expect(responderFromEnvironment({ BEDROCK_MODEL_ID: 'anthropic.model' })).toBeInstanceOf(BedrockResponder);
  });
});

describe('the knowledge of published content', () => {
  const [published, other] = [seedProjects[0]!, seedProjects[1]!];
  const project = { ...published, id: 'p-live', title: 'Lighthouse Harbour Rebrand', slug: 'lighthouse-harbour-rebrand', client: 'Harbour Authority', published: true };
  const draft = { ...other, id: 'p-draft', title: 'Quartz Orchard Campaign', slug: 'quartz-orchard-campaign', client: 'Quartz Orchard', published: false };
  const draftPost = { ...seedPosts[0]!, id: 'd1', slug: 'zephyr-draft-notes', title: 'Zephyr draft notes', published: false };

  it('answers about a published project with a link to its page, and knows nothing of drafts', async () => {
    const responder = retrievalResponder(knowledgeOf([...seedPosts, draftPost], [project, draft]));
    expect(await responder.reply({ message: 'Tell me about the Lighthouse Harbour Rebrand project', history: [] })).toContain('/projects/lighthouse-harbour-rebrand');
    const documents = siteKnowledgeDocuments({ posts: [...seedPosts, draftPost], projects: [project, draft] });
    expect(documents.map((document) => document.path)).toContain('/projects/lighthouse-harbour-rebrand');
    expect(JSON.stringify(documents)).not.toMatch(/Quartz Orchard|zephyr-draft-notes/);
  });

  it('passes the published projects to the model in its system prompt', async () => {
    const sent: ConverseCommand[] = [];
    const client = { send: async (command: ConverseCommand) => (sent.push(command), { output: { message: { role: 'assistant', content: [{ text: 'ok' }] } } }) };
    await new BedrockResponder(client as never, 'm', knowledgeOf([], [project, draft])).reply({ message: 'Hi', history: [] });
    const system = JSON.stringify(sent[0]!.input.system);
    expect(system).toContain('/projects/lighthouse-harbour-rebrand');
    expect(system).not.toContain('Quartz Orchard');
  });
});
