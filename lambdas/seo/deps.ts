import { dynamo, tableName } from '../lib/aws';
import { once } from '../lib/memo';
import { SeoPageStore } from './seo-page-store';

/** The pages' metadata records with this container's client and table name, built once on first use. */
export const seoPages = once(() => new SeoPageStore(dynamo(), tableName('seo_pages')));
