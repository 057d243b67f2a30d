import { Navigate } from 'react-router-dom';
import { PageMeta } from '../../seo/PageMeta';
import { useAuth } from '../../features/auth/useAuth';
import { Spinner } from '../../ui';

/** `/admin`: the dashboard when signed in, the sign-in page otherwise. */
export default function AdminPage() {
  const { loading, status } = useAuth();
  return (
    <>
      <PageMeta overrides={{ title: 'Staff area', noindex: true }} />
      {loading ? (
        <div className="grid min-h-dvh place-items-center">
          <Spinner showLabel label="Checking your session..." />
        </div>
      ) : (
        <Navigate to={status === 'signed-in' ? '/admin/dashboard' : '/admin/auth'} replace />
      )}
    </>
  );
}
