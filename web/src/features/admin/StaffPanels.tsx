import { useState, type FormEvent } from 'react';
import { roleLabels, staffRoles, type StaffRole } from '../../../../shared/admin/roles';
import type { StaffMember } from '../../../../shared/admin/schemas';
import { useAdminApi } from './useAdminApi';
import { useAdminResource } from './useAdminResource';
import { useAuth } from '../auth/useAuth';
import { Badge, Button, Input, Select, notifySuccess } from '../../ui';
import { formatInstant } from './format';
import { cx } from '../../lib/cx';
import { LoadState, Panel, reportFailure } from './Panel';

/** Staff accounts: invite, change role, disable or enable (admins only). */
export function StaffPanel() {
  const api = useAdminApi();
  const { user } = useAuth();
  const { data, loading, error, reload } = useAdminResource('staff', api.staff);
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<StaffRole>('viewer');
  const [fieldError, setFieldError] = useState<string>();
  const [busy, setBusy] = useState<string>();

  const invite = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy('invite');
    setFieldError(undefined);
    try {
      await api.inviteStaff({ email: email.trim(), role });
      await notifySuccess({ title: 'Invitation sent', message: `${email.trim()} can now choose a password from the e-mail.` });
      setEmail('');
      await reload();
    } catch (cause) {
      const failure = await reportFailure(cause);
      setFieldError(failure.fields?.email);
    } finally {
      setBusy(undefined);
    }
  };

  const change = async (member: StaffMember, body: { role?: StaffRole; disabled?: boolean }) => {
    setBusy(member.userId);
    try {
      await api.updateStaff(member.userId, body);
      await notifySuccess({ title: 'Saved', message: `${member.email} updated.` });
      await reload();
    } catch (cause) {
      await reportFailure(cause);
    } finally {
      setBusy(undefined);
    }
  };

  return (
    <Panel title="Staff" description="Who can sign in and what they may do. Disabling takes effect at once.">
      <form onSubmit={invite} noValidate className="grid gap-4 rounded-card border border-line bg-surface p-4 sm:grid-cols-[1fr_14rem_auto] sm:items-end">
        <Input label="E-mail to invite" type="email" required value={email} error={fieldError} onChange={(e) => setEmail(e.target.value)} />
        <Select label="Role" value={role} onChange={(e) => setRole(e.target.value as StaffRole)}>
          {staffRoles.map((value) => (
            <option key={value} value={value}>
              {value}
            </option>
          ))}
        </Select>
        <Button type="submit" variant="accent" loading={busy === 'invite'} className="justify-center sm:mb-0.5">
          {busy === 'invite' ? 'Sending...' : 'Send invitation'}
        </Button>
      </form>
      <ul className="grid gap-1 text-sm text-muted">
        {staffRoles.map((value) => (
          <li key={value}>{roleLabels[value]}</li>
        ))}
      </ul>
      <LoadState loading={loading && !data} error={error} onRetry={reload} />
      {data && (
        <ul className="flex flex-col gap-3" aria-label="Staff accounts">
          {data.staff.map((member) => {
            const self = member.userId === user?.id;
            return (
              <li key={member.userId} className="flex flex-col gap-3 rounded-card border border-line p-4 md:flex-row md:items-center">
                <div className="min-w-0 flex-1">
                  <p className="flex flex-wrap items-center gap-2 font-semibold text-ink">
                    <span className="break-all">{member.name ?? member.email}</span>
                    <Badge tone={member.status === 'active' ? 'accent' : member.status === 'invited' ? 'signal' : 'neutral'}>{member.status}</Badge>
                    {self && <Badge>you</Badge>}
                  </p>
                  <p className="text-sm break-all text-muted">
                    {member.email}
                    {member.createdAt && ` · since ${formatInstant(member.createdAt)}`}
                  </p>
                </div>
                <div className="flex flex-wrap items-end gap-2">
                  <Select
                    label={`Role of ${member.email}`}
                    hideLabel
                    className="w-36"
                    value={member.role}
                    disabled={self || busy === member.userId}
                    onChange={(e) => change(member, { role: e.target.value as StaffRole })}
                  >
                    {staffRoles.map((value) => (
                      <option key={value} value={value}>
                        {value}
                      </option>
                    ))}
                  </Select>
                  {!self && (
                    <Button size="sm" variant="outline" loading={busy === member.userId} onClick={() => change(member, { disabled: member.status !== 'disabled' })}>
                      {member.status === 'disabled' ? 'Enable' : 'Disable'} <span className="sr-only">{member.email}</span>
                    </Button>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </Panel>
  );
}

/** Who changed what, when (admins only). */
/** The audit log's columns from tablet width up; below it each entry's parts stack. */
const auditColumns = 'px-4 py-3 md:grid md:grid-cols-[10rem_minmax(0,13rem)_minmax(0,1fr)_minmax(0,1fr)] md:gap-4';

export function AuditPanel() {
  const api = useAdminApi();
  const [pages, setPages] = useState<string[]>([]);
  const before = pages.at(-1);
  const { data, loading, error, reload } = useAdminResource(`audit|${before ?? ''}`, () => api.auditLog(before));
  return (
    <Panel title="Audit log" description="Every change made from the dashboard, newest first.">
      <LoadState loading={loading && !data} error={error} empty={data && data.entries.length === 0 ? 'No changes recorded yet.' : undefined} onRetry={reload} />
      {data && data.entries.length > 0 && (
        // A list, not a table: on a phone each entry stacks (a table squeezed e-mails into four-letter lines).
        <div className="overflow-hidden rounded-card border border-line text-sm">
          <div aria-hidden="true" className={cx(auditColumns, 'hidden bg-surface text-xs tracking-wide text-muted uppercase md:grid')}>
            <span>When</span>
            <span>Who</span>
            <span>What</span>
            <span>Details</span>
          </div>
          <ol aria-label="Audit log" className="divide-y divide-line border-line md:border-t">
            {data.entries.map((entry) => (
              <li key={entry.id} className={cx(auditColumns, 'grid gap-1')}>
                <time dateTime={entry.at} className="text-muted">
                  {formatInstant(entry.at)}
                </time>
                <span className="text-ink wrap-anywhere">{entry.actorEmail ?? entry.actorId}</span>
                <span className="text-ink">
                  <span className="font-semibold wrap-anywhere">{entry.action}</span> <span className="text-muted wrap-anywhere">{entry.target}</span>
                </span>
                {typeof entry.details?.summary === 'string' ? (
                  <span className="text-ink wrap-anywhere">{entry.details.summary}</span>
                ) : (
                  <span className="font-mono text-xs text-muted wrap-anywhere">{entry.details ? JSON.stringify(entry.details) : ''}</span>
                )}
              </li>
            ))}
          </ol>
        </div>
      )}
      <div className="flex gap-2">
        {pages.length > 0 && (
          <Button size="sm" variant="outline" onClick={() => setPages(pages.slice(0, -1))}>
            Newer
          </Button>
        )}
        {data?.next && (
          <Button size="sm" variant="outline" onClick={() => setPages([...pages, data.next!])}>
            Older
          </Button>
        )}
      </div>
    </Panel>
  );
}
