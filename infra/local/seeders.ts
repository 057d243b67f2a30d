/**
 * Seed data loaded on first start. Each seeder runs once per data folder (remembered by name), so a seeder added
 * later still runs on an existing folder.
 */
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { seedBookingTables } from '../../lambdas/calendar/seed';
import { seedContentTables } from '../../lambdas/content/seed';

export type Seeder = (documents: DynamoDBDocumentClient, tableName: (logical: string) => string) => Promise<void>;

export const seeders: Record<string, Seeder> = {
  calendar: seedBookingTables,
  content: seedContentTables,
};
