import { useEffect, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { brand } from '../../../../shared/site/brand';
import { ForgotPasswordForm, SetPasswordForm, SignInForm } from '../../features/auth/AuthForms';
import { enterPasswordRecovery } from '../../features/auth/session';
import { useAuth } from '../../features/auth/useAuth';
import { PageMeta } from '../../seo/PageMeta';
import { Spinner } from '../../ui';

/**
 * `/admin/auth`: staff sign-in, password recovery, and the targets of the e-mailed links: `?invite=<token>` (choose
 * a name and password) and `?reset=<token>` (choose a new password).
 */
export default function AdminAuthPage() {
  const { loading, status } = useAuth();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const invite = params.get('invite');
  const reset = params.get('reset');
  const [forgot, setForgot] = useState(false);
  const toDashboard = () => navigate('/admin/dashboard', { replace: true });

  useEffect(() => {
    if (reset) enterPasswordRecovery();
  }, [reset]);

  const linkOpen = Boolean(invite || reset);
  if (!loading && status === 'signed-in' && !linkOpen) return <Navigate to="/admin/dashboard" replace />;

  return (
    <>
      <PageMeta overrides={{ title: 'Staff sign-in', noindex: true }} />
      <div className="grid min-h-dvh lg:grid-cols-[minmax(0,1fr)_minmax(0,34rem)]">
        <div className="relative hidden overflow-hidden bg-inverse p-12 text-inverse-ink lg:flex lg:flex-col lg:justify-between">
          <p className="font-display text-lg font-semibold tracking-tight">{brand.name}</p>
          <div>
            <p className="font-display text-display-lg font-semibold leading-tight">Run the calendar, not the database.</p>
            <p className="mt-4 max-w-md text-inverse-ink/80">
              Bookings, availability, settings and every message visitors send — in one place for the team.
            </p>
          </div>
          <p className="text-sm text-inverse-ink/70">Staff area · access by invitation</p>
        </div>
        <div className="flex flex-col justify-center bg-canvas px-6 py-12 sm:px-12">
          <div className="mx-auto w-full max-w-sm">
            <p className="font-display text-lg font-semibold text-ink lg:hidden">{brand.name}</p>
            <h1 className="mt-2 mb-8 text-sm font-semibold tracking-[0.14em] text-muted uppercase">Staff area</h1>
            {loading ? (
              <Spinner showLabel label="Checking your session..." />
            ) : invite ? (
              <SetPasswordForm mode="invite" token={invite} onDone={toDashboard} />
            ) : reset ? (
              <SetPasswordForm mode="reset" token={reset} onDone={toDashboard} />
            ) : forgot ? (
              <ForgotPasswordForm onBack={() => setForgot(false)} />
            ) : (
              <SignInForm onSignedIn={toDashboard} onForgot={() => setForgot(true)} />
            )}
          </div>
        </div>
      </div>
    </>
  );
}
