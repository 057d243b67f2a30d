import { useState, type FormEvent } from 'react';
import { roleAbilities, roleLabels, roleWithArticle, staffRoles, type StaffRole } from '../../../../shared/admin/roles';
import type { StaffMember } from '../../../../shared/admin/schemas';
import { useAdminApi } from './useAdminApi';
import { useAdminResource } from './useAdminResource';
import { useAuth } from '../auth/useAuth';
import { Badge, Button, Dialog, Input, Select, notifySuccess } from '../../ui';
import { ErrorNote } from '../../ui/ErrorNote';
import { formatInstantWithZone } from './format';
import { failureFields, LoadState, Panel } from './Panel';

const roleNames: Record<StaffRole, string> = { admin: 'Admin', editor: 'Editor', viewer: 'Viewer' };
const statusNames: Record<StaffMember['status'], string> = { active: 'Active', invited: 'Invited', disabled: 'Disabled' };

/** A change that waits for the admin's confirmation: what it does, in words, and the call that makes it. */
interface PendingChange {
  title: string;
  body: string;
  confirm: string;
  member: StaffMember;
  run: () => Promise<unknown>;
  done: string;
}

/**
 * Staff accounts: invite, resend or withdraw an invitation, change role, disable or enable (admins only). A role
 * change and a withdrawal are asked about first, naming the person: picking from a list is easily a slip.
 */
export function StaffPanel() {
  const api = useAdminApi();
  const { user } = useAuth();
  const { data, loading, error, reload } = useAdminResource('staff', api.staff);
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<StaffRole>('viewer');
  const [fieldError, setFieldError] = useState<string>();
  const [inviteFailure, setInviteFailure] = useState<unknown>();
  const [busy, setBusy] = useState<string>();

  const invite = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy('invite');
    setFieldError(undefined);
    setInviteFailure(undefined);
    try {
      await api.inviteStaff({ email: email.trim(), role });
      await notifySuccess({ title: 'Invitation sent', message: `${email.trim()} can now choose a password from the e-mail.` });
      setEmail('');
      await reload();
    } catch (cause) {
      setInviteFailure(cause);
      setFieldError(failureFields(cause).email);
    } finally {
      setBusy(undefined);
    }
  };

  const [pending, setPending] = useState<PendingChange>();
  // The last change to a member that failed, and why: said in the open question, else under the member's row.
  const [failure, setFailure] = useState<{ userId: string; cause: unknown }>();
  const ask = (change?: PendingChange) => {
    setFailure(undefined);
    setPending(change);
  };

  const run = async (member: StaffMember, call: () => Promise<unknown>, done: string) => {
    setBusy(member.userId);
    setFailure(undefined);
    try {
      await call();
      await notifySuccess({ title: 'Saved', message: done });
      setPending(undefined);
      await reload();
    } catch (cause) {
      // A question stays open with what went wrong.
      setFailure({ userId: member.userId, cause });
    } finally {
      setBusy(undefined);
    }
  };

  const whoIs = (member: StaffMember) => member.name ?? member.email;
  const askRole = (member: StaffMember, role: StaffRole) =>
    ask({
      member,
      title: 'Change role?',
      body: `${whoIs(member)} becomes ${roleWithArticle[role]} (${roleAbilities[role]}), from their next page load.`,
      confirm: `Make ${roleWithArticle[role]}`,
      run: () => api.updateStaff(member.userId, { role }),
      done: `${whoIs(member)} is now ${roleWithArticle[role]}.`,
    });
  const askWithdraw = (member: StaffMember) =>
    ask({
      member,
      title: 'Withdraw invitation?',
      body: `The link sent to ${member.email} stops working, and the account waiting for it is removed. You can invite the address again later.`,
      confirm: 'Withdraw invitation',
      run: () => api.revokeInvitation(member.userId),
      done: `The invitation of ${member.email} is withdrawn.`,
    });

  return (
    <Panel title="Staff" description="Who can sign in and what they may do. Disabling takes effect at once.">
      <form onSubmit={invite} noValidate className="grid gap-4 rounded-card border border-line bg-surface p-4 sm:grid-cols-[1fr_14rem_auto] sm:items-end">
        <Input label="E-mail to invite" type="email" required value={email} error={fieldError} onChange={(e) => setEmail(e.target.value)} />
        <Select label="Role" value={role} onChange={(e) => setRole(e.target.value as StaffRole)}>
          {staffRoles.map((value) => (
            <option key={value} value={value}>
              {roleNames[value]}
            </option>
          ))}
        </Select>
        <Button type="submit" variant="accent" loading={busy === 'invite'} className="justify-center sm:mb-0.5">
          {busy === 'invite' ? 'Sending...' : 'Send invitation'}
        </Button>
        {inviteFailure !== undefined && (
          <div className="sm:col-span-3">
            <ErrorNote error={inviteFailure} />
          </div>
        )}
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
              <li key={member.userId} className="flex flex-col gap-3 rounded-card border border-line p-4 md:flex-row md:flex-wrap md:items-center">
                <div className="min-w-0 flex-1">
                  <p className="flex flex-wrap items-center gap-2 font-semibold text-ink">
                    <span className="break-all">{member.name ?? member.email}</span>
                    <Badge tone={member.status === 'active' ? 'accent' : member.status === 'invited' ? 'signal' : 'neutral'}>{statusNames[member.status]}</Badge>
                    {self && <Badge>you</Badge>}
                  </p>
                  <p className="text-sm break-all text-muted">
                    {member.email}
                    {member.createdAt && ` · ${member.status === 'invited' ? 'invited' : 'since'} ${formatInstantWithZone(member.createdAt)}`}
                  </p>
                </div>
                <div className="flex flex-wrap items-end gap-2">
                  <Select
                    label={`Role of ${member.email}`}
                    hideLabel
                    className="w-36"
                    value={member.role}
                    disabled={self || busy === member.userId}
                    onChange={(e) => askRole(member, e.target.value as StaffRole)}
                  >
                    {staffRoles.map((value) => (
                      <option key={value} value={value}>
                        {roleNames[value]}
                      </option>
                    ))}
                  </Select>
                  {!self && member.status === 'invited' && (
                    <>
                      <Button
                        size="sm"
                        variant="outline"
                        loading={busy === member.userId && !pending}
                        onClick={() => void run(member, () => api.resendInvitation(member.userId), `A new invitation went to ${member.email}; the earlier link no longer works.`)}
                      >
                        Resend invitation <span className="sr-only">to {member.email}</span>
                      </Button>
                      <Button size="sm" variant="ghost" onClick={() => askWithdraw(member)}>
                        Withdraw <span className="sr-only">the invitation of {member.email}</span>
                      </Button>
                    </>
                  )}
                  {!self && member.status !== 'invited' && (
                    <Button
                      size="sm"
                      variant="outline"
                      loading={busy === member.userId && !pending}
                      onClick={() => void run(member, () => api.updateStaff(member.userId, { disabled: member.status !== 'disabled' }), `${whoIs(member)} is ${member.status === 'disabled' ? 'enabled' : 'disabled'}.`)}
                    >
                      {member.status === 'disabled' ? 'Enable' : 'Disable'} <span className="sr-only">{member.email}</span>
                    </Button>
                  )}
                </div>
                {!pending && failure?.userId === member.userId && (
                  <div className="md:basis-full">
                    <ErrorNote error={failure.cause} />
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <Dialog open={Boolean(pending)} onClose={() => ask(undefined)} title={pending?.title ?? ''}>
        {pending && (
          <div className="flex flex-col gap-5">
            <p className="text-sm text-ink">{pending.body}</p>
            {failure?.userId === pending.member.userId && <ErrorNote error={failure.cause} />}
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button variant="outline" className="justify-center" onClick={() => ask(undefined)}>
                Cancel
              </Button>
              <Button variant="accent" className="justify-center" loading={busy === pending.member.userId} onClick={() => void run(pending.member, pending.run, pending.done)}>
                {pending.confirm}
              </Button>
            </div>
          </div>
        )}
      </Dialog>
    </Panel>
  );
}
