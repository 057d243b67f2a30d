import { Navigate, useNavigate } from 'react-router-dom';
import { StaffBrand } from '../../features/admin/DashboardShell';
import { TwoFactorSetup } from '../../features/auth/TwoFactorSetup';
import { useAuth } from '../../features/auth/useAuth';
import { PageMeta } from '../../seo/PageMeta';
import { Button, Spinner } from '../../ui';

/**
 * `/admin/two-factor`: turning two-factor sign-in on (or, for roles that may, off). Signed-out visitors go to
 * `/admin/auth`; an administrator without it is sent here by the dashboard.
 */
export default function AdminTwoFactorPage() {
  const { loading, status, role, signOut } = useAuth();
  const navigate = useNavigate();

  if (!loading && status !== 'signed-in') return <Navigate to="/admin/auth" replace />;
  return (
    <>
      <PageMeta overrides={{ title: 'Two-factor sign-in', noindex: true }} />
      <div className="min-h-dvh bg-canvas px-4 py-10 sm:px-6 sm:py-16">
        <div className="mx-auto w-full max-w-md">
          <div className="mb-8 flex items-center gap-3">
            <StaffBrand />
            <Button size="sm" variant="outline" className="ml-auto" onClick={() => void signOut()}>
              Sign out
            </Button>
          </div>
          <h1 className="sr-only">Two-factor sign-in</h1>
          {loading || !role ? <Spinner showLabel label="Checking your account..." /> : <TwoFactorSetup onDone={() => navigate('/admin/dashboard')} />}
        </div>
      </div>
    </>
  );
}
