/** Reads what the SES emulator received (`GET /store`), as a person would in its web page. */
export interface StoredEmail {
  messageId: string;
  from: string;
  replyTo: string[];
  destination: { to: string[]; cc: string[]; bcc: string[] };
  subject: string;
  body: { html?: string; text?: string };
  attachments: { content: string; contentType: string; filename?: string; size: number }[];
  /** The extra headers of a message sent with simple content (List-Unsubscribe, …). */
  headers?: { name: string; value: string }[];
  at: number;
}

export async function fetchEmails(sesUrl: string): Promise<StoredEmail[]> {
  const response = await fetch(`${sesUrl}/store`);
  if (!response.ok) throw new Error(`The SES emulator answered ${response.status}`);
  return ((await response.json()) as { emails: StoredEmail[] }).emails;
}

/**
 * Polls the mailbox until `match` finds `count` e-mails (default 1) or the time is up: e-mails leave through the
 * bookings stream, one record after another, so a file that follows a busy one may wait behind its backlog.
 */
export async function waitForEmails(
  sesUrl: string,
  match: (email: StoredEmail) => boolean,
  { count = 1, timeoutMs = 30_000 }: { count?: number; timeoutMs?: number } = {},
): Promise<StoredEmail[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await fetchEmails(sesUrl)).filter(match);
    if (found.length >= count) return found;
    if (Date.now() > deadline) {
      throw new Error(`Expected ${count} matching e-mail(s) within ${timeoutMs} ms, found ${found.length}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export function sentTo(address: string): (email: StoredEmail) => boolean {
  const wanted = address.toLowerCase();
  return (email) => [...email.destination.to, ...email.destination.cc, ...email.destination.bcc].some((to) => to.toLowerCase().includes(wanted));
}
