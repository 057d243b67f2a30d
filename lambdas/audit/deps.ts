import { dynamo, tableName } from '../lib/aws';
import { once } from '../lib/memo';
import { AuditStore } from './audit-store';

/*
 * The audit log, which every domain that acts on staff's or the visitor's behalf writes to: its own folder, so that
 * writing an entry never makes one domain depend on another.
 */
export const audit = once(() => new AuditStore(dynamo(), tableName('audit_log')));
