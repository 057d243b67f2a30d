import { dynamo, tableName } from '../lib/aws';
import { once } from '../lib/memo';
import { SubscriberStore } from './subscriber-store';

/** The newsletter's store with this container's client and table name, built once, on first use. */
export const subscribers = once(() => new SubscriberStore(dynamo(), tableName('newsletter_subscribers')));
