import { dynamo, tableName } from '../lib/aws';
import { once } from '../lib/memo';
import { ContactMessageStore } from './contact-message-store';

/** The contact form's store with this container's client and table name, built once, on first use. */
export const contactMessages = once(() => new ContactMessageStore(dynamo(), tableName('contact_messages')));
