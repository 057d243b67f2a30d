import type { TableDefinition } from './types';
import { bookingTables } from './booking';
import { platformTables } from './platform';
import { chatTables } from './chat';
import { contentTables } from './content';
import { adminTables } from './admin';
import { privacyTables } from './privacy';

export * from './types';

/** Every DynamoDB table of the product, by logical name. One file per domain adds its own. */
export const tableDefinitions: readonly TableDefinition[] = [...platformTables, ...bookingTables, ...chatTables, ...contentTables, ...adminTables, ...privacyTables];

export function tableDefinition(name: string): TableDefinition {
  const found = tableDefinitions.find((table) => table.name === name);
  if (!found) throw new Error(`Unknown table ${name}`);
  return found;
}
