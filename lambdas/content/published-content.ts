/**
 * How long a Lambda container reuses a list of public content (projects, published posts, videos). That content
 * changes only with a seed or a deploy, so a few seconds of reuse cost nothing and spare a read per request.
 */
export const PUBLIC_CONTENT_TTL_MS = 5_000;
