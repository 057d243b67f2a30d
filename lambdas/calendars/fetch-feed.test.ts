import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedFetcher } from './fetch-feed';
import { FeedFetchError } from './sync-calendar';

/*
 * The feed fetcher against real HTTP servers on loopback: redirects are followed only to addresses the rules accept,
 * and one to any other address is refused before it is requested.
 */

const FEED = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n';

let calendarServer: Server;
let forbiddenServer: Server;
let calendarBase: string;
let forbiddenBase: string;
let forbiddenRequests = 0;

const listen = async (server: Server) => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
};

beforeAll(async () => {
  forbiddenServer = createServer((_, response) => {
    forbiddenRequests += 1;
    response.writeHead(200, { 'content-type': 'text/calendar' }).end(FEED);
  });
  forbiddenBase = await listen(forbiddenServer);
  calendarServer = createServer((request, response) => {
    const redirect = (location: string) => response.writeHead(302, { location }).end();
    if (request.url === '/private-1/basic.ics') return void response.writeHead(200, { 'content-type': 'text/calendar' }).end(FEED);
    if (request.url === '/moved.ics') return void redirect('/private-1/basic.ics');
    if (request.url === '/elsewhere.ics') return void redirect(`${forbiddenBase}/internal`);
    if (request.url === '/loop.ics') return void redirect('/loop.ics');
    if (request.url === '/nowhere.ics') return void response.writeHead(302).end();
    response.writeHead(500).end('upstream trouble');
  });
  calendarBase = await listen(calendarServer);
});

afterAll(async () => {
  await Promise.all([calendarServer, forbiddenServer].map((server) => new Promise((resolve) => server.close(resolve))));
});

/** The rules of the test: only the calendar server's own addresses. */
const fetchFeed = () => feedFetcher((url) => url.startsWith(calendarBase));
const failure = async (promise: Promise<unknown>) => {
  const error = await promise.then(() => undefined, (caught: unknown) => caught);
  expect(error).toBeInstanceOf(FeedFetchError);
  return (error as FeedFetchError).message;
};

describe('feedFetcher', () => {
  it('reads a feed, also through a redirect to an address the rules accept', async () => {
    expect(await fetchFeed()(`${calendarBase}/private-1/basic.ics`)).toBe(FEED);
    expect(await fetchFeed()(`${calendarBase}/moved.ics`)).toBe(FEED);
  });

  it('refuses a redirect to an address the rules refuse without requesting it, a loop, and an error answer, in words without the address', async () => {
    expect(await failure(fetchFeed()(`${calendarBase}/elsewhere.ics`))).toBe('The calendar address redirects to an address that is not allowed.');
    expect(forbiddenRequests).toBe(0);
    expect(await failure(fetchFeed()(`${calendarBase}/loop.ics`))).toBe('The calendar address redirects too many times.');
    expect(await failure(fetchFeed()(`${calendarBase}/nowhere.ics`))).toBe('The calendar server answered 302 without saying where the calendar moved.');
    const answered = await failure(fetchFeed()(`${calendarBase}/private-2/basic.ics`));
    expect(answered).toBe('The calendar server answered 500 Internal Server Error.');
    expect(answered).not.toContain('127.0.0.1');
  });
});
