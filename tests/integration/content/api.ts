import { cloud } from '../../support/cloud';

/** Calls the running API over HTTP, as the browser does. */
export async function api<T = unknown>(
  path: string,
  init: { method?: string; body?: unknown; redirect?: RequestRedirect } = {},
): Promise<{ status: number; body: T; headers: Headers }> {
  const response = await fetch(`${cloud.baseUrl}${path}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: init.body === undefined ? {} : { 'content-type': 'application/json' },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
    redirect: init.redirect,
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T, headers: response.headers };
}

export const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
