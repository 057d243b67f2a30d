import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { Permission } from '../../../../shared/admin/roles';
import { brand } from '../../../../shared/site/brand';
import { useAuth } from '../auth/useAuth';
import { useRole } from '../auth/useRole';
import { cx } from '../../lib/cx';
import { INBOX_COUNTS_KEY } from './InboxPanels';
import { useConfirmLeave } from './unsaved-changes';
import { useAdminApi } from './useAdminApi';
import { useAdminResource } from './useAdminResource';
import { Badge, Button } from '../../ui';

export const dashboardTabs = [
  { id: 'bookings', label: 'Bookings', permission: 'dashboard:read' },
  { id: 'availability', label: 'Availability', permission: 'dashboard:read' },
  { id: 'calendars', label: 'Calendars', permission: 'dashboard:read' },
  { id: 'settings', label: 'Settings', permission: 'dashboard:read' },
  { id: 'senders', label: 'Senders', permission: 'dashboard:read' },
  { id: 'notifications', label: 'Notifications', permission: 'dashboard:read' },
  { id: 'messages', label: 'Messages', permission: 'dashboard:read' },
  { id: 'subscribers', label: 'Subscribers', permission: 'dashboard:read' },
  { id: 'chats', label: 'Chats', permission: 'dashboard:read' },
  { id: 'insights', label: 'Insights', permission: 'dashboard:read' },
  { id: 'projects', label: 'Projects', permission: 'dashboard:read' },
  { id: 'videos', label: 'Videos', permission: 'dashboard:read' },
  { id: 'seo', label: 'Page metadata', permission: 'dashboard:read' },
  { id: 'media', label: 'Media', permission: 'dashboard:read' },
  { id: 'staff', label: 'Staff', permission: 'staff:manage' },
  { id: 'privacy', label: 'Personal data', permission: 'privacy:manage' },
  { id: 'audit', label: 'Audit log', permission: 'audit:read' },
] as const satisfies readonly { id: string; label: string; permission: Permission }[];

export type DashboardTab = (typeof dashboardTabs)[number]['id'];

/** The staff area's name, at the head of its pages. */
export function StaffBrand() {
  return (
    <p className="font-display text-lg font-semibold text-ink">
      {brand.name} <span className="font-sans text-sm font-medium text-muted">· Staff</span>
    </p>
  );
}

/** The number of unread contact messages beside the Messages tab (nothing while there are none). */
function UnreadCount() {
  const api = useAdminApi();
  const { data } = useAdminResource(INBOX_COUNTS_KEY, api.inboxCounts);
  if (!data?.unread) return null;
  return (
    <span className="ml-1.5 inline-flex min-w-5 justify-center rounded-pill bg-signal px-1.5 text-xs text-signal-ink">
      {data.unread}
      <span className="sr-only"> unread</span>
    </span>
  );
}

/** The dashboard's frame: brand, the signed-in user and role, sign-out, and the section navigation. */
export function DashboardShell({ tab, children }: { tab: DashboardTab; children: ReactNode }) {
  const { user, role, twoFactor, signOut } = useAuth();
  const { can } = useRole();
  const confirmLeave = useConfirmLeave();
  return (
    <div className="min-h-dvh bg-canvas">
      <header className="border-b border-line bg-surface">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-6 gap-y-3 px-4 py-4 sm:px-6">
          <StaffBrand />
          <div className="ml-auto flex min-w-0 items-center gap-3">
            <span className="hidden truncate text-sm text-muted sm:inline">{user?.email}</span>
            {role && <Badge tone="accent">{role}</Badge>}
            <Link to="/admin/two-factor" className="text-sm font-semibold whitespace-nowrap text-accent underline-offset-4 hover:underline">
              {twoFactor ? 'Two-factor: on' : 'Turn on two-factor'}
            </Link>
            <Button size="sm" variant="outline" onClick={() => confirmLeave() && void signOut()}>
              Sign out
            </Button>
          </div>
        </div>
        <nav aria-label="Dashboard sections" className="mx-auto max-w-7xl px-4 sm:px-6">
          {/* Wraps on a phone: a row scrolled sideways hid the last tabs without a sign they were there. */}
          <ul className="flex flex-wrap gap-x-1">
            {dashboardTabs
              .filter((item) => can(item.permission))
              .map((item) => (
                <li key={item.id}>
                  <Link
                    to={`/admin/dashboard?tab=${item.id}`}
                    aria-current={item.id === tab ? 'page' : undefined}
                    className={cx(
                      'block border-b-2 px-3 py-3 text-sm font-semibold whitespace-nowrap transition-colors',
                      item.id === tab ? 'border-accent text-ink' : 'border-transparent text-muted hover:text-ink',
                    )}
                  >
                    {item.label}
                    {item.id === 'messages' && <UnreadCount />}
                  </Link>
                </li>
              ))}
          </ul>
        </nav>
      </header>
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">{children}</div>
    </div>
  );
}
