import { useMemo, useState } from 'react';
import { auditCsvRows, auditKindIds, auditKinds, describeAuditEntry, type AuditEntry, type AuditKind, type AuditLogQuery } from '../../../../shared/admin/audit-log';
import { toCsv } from '../../../../shared/admin/csv';
import { Button, Input, Select } from '../../ui';
import { ErrorNote } from '../../ui/ErrorNote';
import { cx } from '../../lib/cx';
import { downloadText } from './download';
import { addDays, formatInstantWithZone } from './format';
import { LoadState, Panel } from './Panel';
import { useAdminApi } from './useAdminApi';
import { useAdminResource } from './useAdminResource';

/** Most entries one export gathers (50 pages of the log): a bigger export is narrowed by person, kind or dates first. */
export const AUDIT_EXPORT_MAX_ENTRIES = 5000;

/** The start of a day in the staff member's own zone, as the instant the API filters by. */
const startOfLocalDay = (date: string) => new Date(`${date}T00:00:00`).toISOString();

/** The filter the form describes, as the API's query: the chosen days are the staff member's own (local) days. */
export function auditQuery(form: { actor: string; kind: string; from: string; to: string }): AuditLogQuery {
  return {
    ...(form.actor ? { actor: form.actor } : {}),
    ...(form.kind ? { kind: form.kind as AuditKind } : {}),
    ...(form.from ? { from: startOfLocalDay(form.from) } : {}),
    ...(form.to ? { to: startOfLocalDay(addDays(form.to, 1)) } : {}),
  };
}

/** The audit log's columns from tablet width up; below it each entry's parts stack. */
const auditColumns = 'px-4 py-3 md:grid md:grid-cols-[12rem_minmax(0,1fr)] md:gap-4';

/** Who changed what, when, in sentences; filtered by person, kind and days, and exported as CSV (admins only). */
export function AuditPanel() {
  const api = useAdminApi();
  const [form, setForm] = useState({ actor: '', kind: '', from: '', to: '' });
  const [pages, setPages] = useState<string[]>([]);
  const [exporting, setExporting] = useState(false);
  const [exportFailure, setExportFailure] = useState<unknown>();
  const query = useMemo(() => auditQuery(form), [form]);
  const before = pages.at(-1);
  const { data, loading, error, reload } = useAdminResource(`audit|${JSON.stringify(query)}|${before ?? ''}`, () => api.auditLog({ ...query, before }));
  const { data: staff } = useAdminResource('staff', api.staff);
  const names = useMemo(() => new Map((staff?.staff ?? []).map((member) => [member.userId, member.name ?? member.email])), [staff]);
  const nameOf = (entry: AuditEntry) => names.get(entry.actorId) ?? entry.actorEmail;
  const invalidRange = Boolean(form.from && form.to && form.to < form.from);

  const change = (field: keyof typeof form, value: string) => {
    setForm({ ...form, [field]: value });
    setPages([]);
    setExportFailure(undefined);
  };

  /**
   * The export follows the filter's pages on the server (each narrowed there by person, kind and days) rather than
   * asking one request for everything: an answer stays under the function's response limit however long the log.
   */
  const exportCsv = async () => {
    setExporting(true);
    setExportFailure(undefined);
    try {
      const entries: AuditEntry[] = [];
      let cursor: string | undefined;
      do {
        const page = await api.auditLog({ ...query, before: cursor });
        entries.push(...page.entries);
        cursor = page.next;
      } while (cursor && entries.length < AUDIT_EXPORT_MAX_ENTRIES);
      const { header, rows } = auditCsvRows(entries.slice(0, AUDIT_EXPORT_MAX_ENTRIES), nameOf);
      downloadText(`audit-log-${new Date().toISOString().slice(0, 10)}.csv`, toCsv(header, rows));
    } catch (cause) {
      setExportFailure(cause);
    } finally {
      setExporting(false);
    }
  };

  return (
    <Panel
      title="Audit log"
      description="Every change made from the dashboard, newest first. Times are shown in your own time zone."
      actions={
        <Button size="sm" variant="outline" loading={exporting} disabled={!data || data.entries.length === 0 || invalidRange} onClick={() => void exportCsv()}>
          Export CSV
        </Button>
      }
    >
      {/* Under the heading beside which Export CSV sits, above the filter it exported; a new filter clears it. */}
      {exportFailure !== undefined && <ErrorNote error={exportFailure} />}
      <div className="grid gap-4 rounded-card border border-line bg-surface p-4 sm:grid-cols-2 lg:grid-cols-4">
        <Select label="Person" value={form.actor} onChange={(e) => change('actor', e.target.value)}>
          <option value="">Everybody</option>
          {(staff?.staff ?? []).map((member) => (
            <option key={member.userId} value={member.userId}>
              {member.name ?? member.email}
            </option>
          ))}
        </Select>
        <Select label="Kind of change" value={form.kind} onChange={(e) => change('kind', e.target.value)}>
          <option value="">All kinds</option>
          {auditKindIds.map((kind) => (
            <option key={kind} value={kind}>
              {auditKinds[kind]}
            </option>
          ))}
        </Select>
        <Input label="From" type="date" value={form.from} onChange={(e) => change('from', e.target.value)} />
        <Input label="To" type="date" value={form.to} error={invalidRange ? 'Choose a day on or after the first.' : undefined} onChange={(e) => change('to', e.target.value)} />
      </div>
      {!invalidRange && (
        <LoadState loading={loading && !data} error={error} empty={data && data.entries.length === 0 ? 'No changes match.' : undefined} onRetry={reload} />
      )}
      {!invalidRange && data && data.entries.length > 0 && (
        // A list, not a table: on a phone each entry stacks (a table squeezed e-mails into four-letter lines).
        <div className="overflow-hidden rounded-card border border-line text-sm">
          <div aria-hidden="true" className={cx(auditColumns, 'hidden bg-surface text-xs tracking-wide text-muted uppercase md:grid')}>
            <span>When</span>
            <span>What happened</span>
          </div>
          <ol aria-label="Audit log" className="divide-y divide-line border-line md:border-t">
            {data.entries.map((entry) => {
              const words = describeAuditEntry(entry, nameOf(entry));
              return (
                <li key={entry.id} className={cx(auditColumns, 'grid gap-1')}>
                  <time dateTime={entry.at} className="text-muted">
                    {formatInstantWithZone(entry.at)}
                  </time>
                  <div className="min-w-0 text-ink">
                    <p className="wrap-anywhere">{words.sentence}</p>
                    {words.changes.length > 0 && (
                      <ul className="mt-1 flex flex-col gap-0.5 text-muted" aria-label="Changes">
                        {words.changes.map((line) => (
                          <li key={line} className="wrap-anywhere">
                            {line}
                          </li>
                        ))}
                      </ul>
                    )}
                  </div>
                </li>
              );
            })}
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
