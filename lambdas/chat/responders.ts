import { BedrockRuntimeClient, ConverseCommand, type Message } from '@aws-sdk/client-bedrock-runtime';
import { answerFromKnowledge } from '../../shared/chat/retrieval-responder';
import type { ChatTurn } from '../../shared/chat/schemas';
import { buildSystemPrompt } from '../../shared/chat/system-prompt';
import { publishedKnowledge, type SiteKnowledge } from './published-knowledge';

/** Whatever writes the assistant's reply. */
export interface ChatResponder {
  reply(input: { message: string; history: readonly ChatTurn[] }): Promise<string>;
}

/** Where the responders find what the site says: its pages and its published articles and projects. */
type KnowledgeSource = () => Promise<SiteKnowledge>;

/** The local default: answers from the index of the site's own content. */
export function retrievalResponder(knowledge: KnowledgeSource = publishedKnowledge): ChatResponder {
  return {
    async reply({ message, history }) {
      return answerFromKnowledge((await knowledge()).index, message, history).text;
    },
  };
}

/** The deployed responder: Amazon Bedrock's Converse API, grounded in the site's content by the system prompt. */
export class BedrockResponder implements ChatResponder {
  constructor(
    private readonly client: Pick<BedrockRuntimeClient, 'send'>,
    private readonly modelId: string,
    private readonly knowledge: KnowledgeSource = publishedKnowledge,
  ) {}

  async reply({ message, history }: { message: string; history: readonly ChatTurn[] }): Promise<string> {
    const systemPrompt = buildSystemPrompt((await this.knowledge()).documents);
    const output = await this.client.send(
      new ConverseCommand({
        modelId: this.modelId,
        system: [{ text: systemPrompt }],
        messages: converseMessages(history, message),
        inferenceConfig: { maxTokens: 700, temperature: 0.3 },
      }),
    );
    const text = (output.output?.message?.content ?? [])
      .map((block) => ('text' in block ? (block.text ?? '') : ''))
      .join('')
      .trim();
    if (!text) throw new Error(`The model returned no text (stop reason ${output.stopReason ?? 'unknown'})`);
    // Belt and braces: the prompt forbids it, but the model's identity never reaches a visitor.
    return text.split(this.modelId).join('our AI model');
  }
}

/** Converse needs alternating turns that start with the user; earlier turns are merged to fit. */
export function converseMessages(history: readonly ChatTurn[], message: string): Message[] {
  const messages: Message[] = [];
  for (const turn of [...history, { role: 'user' as const, text: message }]) {
    const last = messages.at(-1);
    if (last && last.role === turn.role) {
      last.content = [{ text: `${last.content?.[0]?.text ?? ''}\n\n${turn.text}` }];
    } else if (messages.length > 0 || turn.role === 'user') {
      messages.push({ role: turn.role, content: [{ text: turn.text }] });
    }
  }
  return messages;
}

let bedrockClient: BedrockRuntimeClient | undefined;

/** Bedrock when a model is configured (`BEDROCK_MODEL_ID`), the retrieval responder otherwise. */
export function responderFromEnvironment(env: NodeJS.ProcessEnv = process.env): ChatResponder {
  const modelId = env.BEDROCK_MODEL_ID?.trim();
  if (!modelId) return retrievalResponder();
  bedrockClient ??= new BedrockRuntimeClient({});
  return new BedrockResponder(bedrockClient, modelId);
}
