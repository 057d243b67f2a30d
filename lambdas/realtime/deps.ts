import { dynamo, tableName } from '../lib/aws';
import { once } from '../lib/memo';
import { ConnectionStore } from './connection-store';

/** The open realtime connections with this container's client and table name, built once on first use. */
export const connections = once(() => new ConnectionStore(dynamo(), tableName('ws_connections')));
