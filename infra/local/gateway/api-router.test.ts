import { describe, expect, it } from 'vitest';
import type { HttpRoute } from '../../../shared/contracts/routes/types';
import { ApiRouter } from './api-router';

const route = (method: HttpRoute['method'], path: string): HttpRoute => ({ method, path, handler: `lambdas/${path}.ts`, auth: 'none', rateLimit: 'read' });

describe('ApiRouter', () => {
  const router = new ApiRouter([
    route('GET', '/api/posts/{slug}'),
    route('GET', '/api/posts/{slug}/related'),
    route('GET', '/api/posts/featured'),
    route('POST', '/api/bookings'),
  ]);

  it('extracts and decodes path parameters', () => {
    expect(router.match('GET', '/api/posts/caf%C3%A9-culture')).toMatchObject({ pathParameters: { slug: 'café-culture' } });
  });

  it('prefers the most specific route, as API Gateway does', () => {
    expect(router.match('GET', '/api/posts/featured')).toMatchObject({ route: { path: '/api/posts/featured' }, pathParameters: {} });
    expect(router.match('GET', '/api/posts/a/related')).toMatchObject({ route: { path: '/api/posts/{slug}/related' } });
  });

  it('tells an unknown path from a known path with another method', () => {
    expect(router.match('GET', '/api/nothing')).toBeUndefined();
    expect(router.match('GET', '/api/bookings')).toEqual({ methodNotAllowed: true });
  });

  it('does not let a parameter span segments', () => {
    expect(router.match('GET', '/api/posts/a/b')).toBeUndefined();
  });
});
