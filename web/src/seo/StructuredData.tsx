import { useContext, useEffect } from 'react';
import { buildOrganizationJsonLd, serializeJsonForScript } from '../../../shared/site/structured-data';
import { useSite } from '../app/site';
import { HeadCollectorContext } from './PageMeta';

export const STRUCTURED_DATA_ID = 'organization-jsonld';

/** The organisation's JSON-LD in the head: prerendered into every page, added by the client when missing. */
export function StructuredData() {
  const collector = useContext(HeadCollectorContext);
  const { origin } = useSite();

  useEffect(() => {
    if (document.getElementById(STRUCTURED_DATA_ID)) return;
    const script = document.createElement('script');
    script.id = STRUCTURED_DATA_ID;
    script.type = 'application/ld+json';
    script.textContent = serializeJsonForScript(buildOrganizationJsonLd(origin));
    document.head.append(script);
  }, [origin]);

  if (collector) collector.structuredData = buildOrganizationJsonLd(origin);
  return null;
}

export function renderStructuredDataHtml(data: unknown): string {
  return `<script type="application/ld+json" id="${STRUCTURED_DATA_ID}">${serializeJsonForScript(data)}</script>`;
}
