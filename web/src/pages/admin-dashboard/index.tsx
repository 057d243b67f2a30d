import { lazy, Suspense } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { AvailabilityPanel } from '../../features/admin/AvailabilityPanel';
import { BookingsPanel } from '../../features/admin/BookingsPanel';
import { CalendarsPanel } from '../../features/admin/CalendarsPanel';
import { DashboardShell, dashboardTabs, type DashboardTab } from '../../features/admin/DashboardShell';
import { ContactMessagesPanel, ConversationsPanel, SubscribersPanel } from '../../features/admin/InboxPanels';
import { NotificationsPanel } from '../../features/admin/NotificationsPanel';
import { PrivacyPanel } from '../../features/admin/PrivacyPanel';
import { SendersPanel } from '../../features/admin/SendersPanel';
import { SettingsPanel } from '../../features/admin/SettingsPanel';
import { StaffPanel } from '../../features/admin/StaffPanels';
import { AuditPanel } from '../../features/admin/AuditPanel';
import { UnsavedChangesProvider } from '../../features/admin/unsaved-changes';
import { requiresTwoFactor } from '../../../../shared/admin/roles';
import { useAuth } from '../../features/auth/useAuth';
import { useRole } from '../../features/auth/useRole';
import { PageMeta } from '../../seo/PageMeta';
import { Spinner } from '../../ui';

/** The content studio's sections (with the Markdown editor and TanStack Query) load only when one is opened. */
const studioPanel = (tab: 'insights' | 'projects' | 'videos' | 'seo' | 'media') =>
  lazy(() => import('../../features/admin/studio').then((module) => ({ default: module.studioPanels[tab] })));

const panels: Record<DashboardTab, React.ComponentType> = {
  bookings: BookingsPanel,
  availability: AvailabilityPanel,
  calendars: CalendarsPanel,
  settings: SettingsPanel,
  senders: SendersPanel,
  notifications: NotificationsPanel,
  messages: ContactMessagesPanel,
  subscribers: SubscribersPanel,
  chats: ConversationsPanel,
  insights: studioPanel('insights'),
  projects: studioPanel('projects'),
  videos: studioPanel('videos'),
  seo: studioPanel('seo'),
  media: studioPanel('media'),
  staff: StaffPanel,
  privacy: PrivacyPanel,
  audit: AuditPanel,
};

/** `/admin/dashboard`: staff only (signed-out visitors go to `/admin/auth`); sections by `?tab=`, limited by role. */
export default function AdminDashboardPage() {
  const { loading, status, role, twoFactor } = useAuth();
  const { can } = useRole();
  const [params] = useSearchParams();
  const requested = dashboardTabs.find((item) => item.id === params.get('tab'));
  const tab = requested && can(requested.permission) ? requested.id : 'bookings';
  const Current = panels[tab];

  if (!loading && status !== 'signed-in') return <Navigate to="/admin/auth" replace />;
  // The staff API refuses an administrator without two-factor sign-in: set it up first.
  if (role && requiresTwoFactor(role) && twoFactor === false) return <Navigate to="/admin/two-factor" replace />;
  return (
    <>
      <PageMeta overrides={{ title: 'Dashboard', noindex: true }} />
      {loading || !role ? (
        <div className="grid min-h-dvh place-items-center">
          <Spinner showLabel label="Loading the dashboard..." />
        </div>
      ) : (
        <UnsavedChangesProvider>
          <DashboardShell tab={tab}>
            <h1 className="sr-only">Staff dashboard</h1>
            <Suspense fallback={<Spinner showLabel label="Loading..." />}>
              <Current />
            </Suspense>
          </DashboardShell>
        </UnsavedChangesProvider>
      )}
    </>
  );
}
