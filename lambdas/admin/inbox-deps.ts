import { dynamo, tableName } from '../lib/aws';
import { once } from '../lib/memo';
import { InboxStore } from './inbox-store';

/** The staff inbox (contact messages, subscribers, chat conversations) with this container's client and tables, built once on first use. */
export const inbox = once(
  () =>
    new InboxStore(dynamo(), {
      contactMessages: tableName('contact_messages'),
      subscribers: tableName('newsletter_subscribers'),
      conversations: tableName('chat_conversations'),
    }),
);
