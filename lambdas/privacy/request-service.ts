import { randomBytes, randomUUID } from 'node:crypto';
import { AppError } from '../../shared/errors';
import { privacyRequestEmail } from '../../shared/content/emails';
import {
  PRIVACY_LINK_TTL_MS,
  PRIVACY_REQUESTS_PER_ADDRESS_PER_DAY,
  PRIVACY_REQUESTS_PER_CLIENT_PER_DAY,
  REQUEST_RECORD_MONTHS,
  addMonths,
  epochSeconds,
  linkToken,
  requestStatus,
  responseDeadline,
  type PrivacyRequestKind,
} from '../../shared/privacy/rules';
import type { ErasureSummary, PrivacyConfirmResponse, PrivacyRequestDto } from '../../shared/privacy/schemas';
import type { Caller } from '../lib/auth';
import type { Mailer } from '../content/mailer';
import type { RateLimitStore } from '../lib/rate-limit';
import { addressHash, tokenHash } from './address-hash';
import { erasePersonalData, exportPersonalData, holdsPersonalData, type PersonalDataDeps, type PersonalDataReaders } from './personal-data';
import type { PrivacyRequestRecord } from './request-store';

/** What a visitor's request needs: a lookup of the address, the request log, the limits and the e-mail. */
export interface RequestDeps extends PersonalDataReaders, Pick<PersonalDataDeps, 'requests' | 'now'> {
  mailer: Mailer;
  rateLimits: RateLimitStore;
  siteUrl: string;
}

const DAY_SECONDS = 24 * 3600;

/** The answer to a used, expired or unknown link. */
const linkExpired = () =>
  new AppError('VALIDATION_ERROR', {
    title: 'Link Expired',
    message: 'This link has expired or was already used. Please ask again from the personal data request page.',
  });

/**
 * A visitor asks for a copy or the erasure of their data. The answer is the same for every address: only an address
 * the product holds data about gets an e-mail, with a single-use link valid for 24 hours; nothing else happens until
 * that link's page is confirmed. Limited per client and per address, since it sends e-mail.
 */
export async function requestPersonalData(deps: RequestDeps, input: { email: string; kind: PrivacyRequestKind; clientAddress: string }): Promise<void> {
  const now = new Date(deps.now());
  const hash = addressHash(input.email);
  const decision = await deps.rateLimits.takeAll(
    [
      { key: `privacy:client:${input.clientAddress}`, limit: PRIVACY_REQUESTS_PER_CLIENT_PER_DAY, windowSeconds: DAY_SECONDS },
      { key: `privacy:address:${hash}`, limit: PRIVACY_REQUESTS_PER_ADDRESS_PER_DAY, windowSeconds: DAY_SECONDS },
    ],
    now,
  );
  if (!decision.allowed) throw new AppError('RATE_LIMITED', { retryAfterSeconds: decision.retryAfterSeconds });
  if (!(await holdsPersonalData(deps, input.email))) return;

  const token = linkToken(input.kind, randomBytes(32).toString('base64url'));
  const linkExpiresAt = new Date(now.getTime() + PRIVACY_LINK_TTL_MS);
  const receivedAt = now.toISOString();
  await deps.requests.create(
    { id: randomUUID(), kind: input.kind, email: input.email.trim(), emailHash: hash, receivedAt, deadline: responseDeadline(receivedAt), linkExpiresAt: linkExpiresAt.toISOString() },
    { hash: tokenHash(token), expiresAt: epochSeconds(linkExpiresAt) },
    epochSeconds(addMonths(receivedAt, REQUEST_RECORD_MONTHS)),
  );
  const confirmUrl = `${deps.siteUrl}/privacy/request?token=${encodeURIComponent(token)}`;
  await deps.mailer.send({ to: input.email.trim(), ...privacyRequestEmail({ kind: input.kind, confirmUrl }) });
}

/** The button of the e-mailed link's page: carries out the request once. */
export async function confirmPersonalDataRequest(deps: PersonalDataDeps, token: string): Promise<PrivacyConfirmResponse> {
  const hash = tokenHash(token);
  const request = await deps.requests.useToken(hash, new Date(deps.now()));
  if (!request?.email) throw linkExpired();
  try {
    const completedAt = () => new Date(deps.now()).toISOString();
    if (request.kind === 'export') {
      const exported = await exportPersonalData(deps, request.email);
      await deps.requests.complete(request.id, completedAt(), 'visitor');
      return { status: 'done', kind: 'export', export: exported };
    }
    const erased = await erasePersonalData(deps, request.email, 'visitor (erasure request)');
    await deps.requests.complete(request.id, completedAt(), 'visitor');
    return { status: 'done', kind: 'erase', erased };
  } catch (error) {
    // Nothing was answered, so the visitor may press the button again (both requests are safe to repeat).
    await deps.requests.releaseToken(hash);
    throw error;
  }
}

/** An admin erases an address directly (a request that came by post or phone); recorded as a completed request. */
export async function eraseAddressForStaff(deps: PersonalDataDeps, caller: Caller, email: string): Promise<ErasureSummary> {
  const erased = await erasePersonalData(deps, email, caller.email ?? caller.userId);
  const now = new Date(deps.now());
  const receivedAt = now.toISOString();
  const hash = addressHash(email);
  await deps.requests.create(
    { id: randomUUID(), kind: 'erase', emailHash: hash, receivedAt, deadline: responseDeadline(receivedAt), linkExpiresAt: receivedAt, completedAt: receivedAt, completedBy: caller.email ?? caller.userId },
    undefined,
    epochSeconds(addMonths(receivedAt, REQUEST_RECORD_MONTHS)),
  );
  await deps.audit.record(caller, 'privacy.erased', hash, { ...erased });
  return erased;
}

export async function listPrivacyRequests(deps: Pick<PersonalDataDeps, 'requests' | 'now'>): Promise<PrivacyRequestDto[]> {
  const now = deps.now();
  return (await deps.requests.list()).map((request: PrivacyRequestRecord) => ({
    id: request.id,
    kind: request.kind,
    ...(request.email ? { email: request.email } : {}),
    emailHash: request.emailHash,
    receivedAt: request.receivedAt,
    deadline: request.deadline,
    status: requestStatus(request, now),
    ...(request.completedAt ? { completedAt: request.completedAt } : {}),
    ...(request.completedBy ? { completedBy: request.completedBy } : {}),
  }));
}
