import { chatLimits } from '../../shared/chat/constants';
import { dynamo, tableName } from '../lib/aws';
import { once } from '../lib/memo';
import { ConversationStore } from './conversation-store';

/** The chat's stores with this container's client and table names, each built once, on first use. */
export const conversations = once(() => new ConversationStore(dynamo(), tableName('chat_conversations'), chatLimits.retentionDays));
