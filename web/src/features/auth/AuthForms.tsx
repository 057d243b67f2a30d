import { useState, type FormEvent, type ReactNode } from 'react';
import { passwordSchema } from '../../../../shared/admin/schemas';
import { brand } from '../../../../shared/site/brand';
import { ApiError } from '../../lib/http';
import { staffAuthApi } from './staff-auth-api';
import { Button, Input, notifySuccess } from '../../ui';
import { confirmSignInCode, signIn, userUpdated } from './session';
import { authenticatorCode, CODE_FORMAT_MESSAGE, codeRefusal } from './two-factor';

/** The library's own message when a credential is missing. */
export const MISSING_CREDENTIALS = 'You must provide either an email or phone number and a password';

/** Cognito answers a wrong password with NotAuthorizedException; the local emulator with InvalidPasswordException. */
const wrongCredentials = new Set(['NotAuthorizedException', 'UserNotFoundException', 'InvalidPasswordException']);

function messageOf(error: unknown): string {
  const name = (error as { name?: string })?.name;
  if (name && wrongCredentials.has(name)) return 'The e-mail or password is not correct, or the account is disabled.';
  if (name === 'PasswordResetRequiredException') return 'Your password must be reset: use "Forgot your password?".';
  if (error instanceof ApiError) return error.message;
  return 'Sign-in is unavailable right now. Please try again in a moment.';
}

function FormShell({ title, intro, onSubmit, children }: { title: string; intro: ReactNode; onSubmit: (event: FormEvent<HTMLFormElement>) => void; children: ReactNode }) {
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5" aria-labelledby="auth-form-title">
      <div>
        <h2 id="auth-form-title" className="font-display text-2xl font-semibold text-ink">
          {title}
        </h2>
        <p className="mt-2 text-sm text-muted">{intro}</p>
      </div>
      {children}
    </form>
  );
}

function FormError({ message }: { message?: string }) {
  return message ? (
    <p role="alert" className="rounded-control border border-danger/40 bg-danger/10 px-4 py-3 text-sm font-medium text-danger">
      {message}
    </p>
  ) : null;
}

/** The field for the authenticator app's six-digit code: digits on a phone keyboard, filled by the app when it can. */
export function AuthenticatorCodeInput({ value, error, onChange }: { value: string; error?: string; onChange: (value: string) => void }) {
  return (
    <Input
      label="Six-digit code"
      hint="From your authenticator app; a new one shows every 30 seconds."
      name="code"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={7}
      required
      value={value}
      error={error}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}

/** The second step of a sign-in with two-factor on; `onRestart` goes back to the password step. */
function SignInCodeForm({ onSignedIn, onRestart }: { onSignedIn: () => void; onRestart: () => void }) {
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const digits = authenticatorCode(code);
    if (!digits) return setError(CODE_FORMAT_MESSAGE);
    setBusy(true);
    setError(undefined);
    try {
      await confirmSignInCode(digits);
      onSignedIn();
    } catch (cause) {
      setError(codeRefusal(cause, 'sign-in'));
      setCode('');
    } finally {
      setBusy(false);
    }
  };

  return (
    <FormShell title="Enter your code" intro={`Two-factor sign-in is on for this account. Open your authenticator app and enter the code it shows for ${brand.name}.`} onSubmit={submit}>
      <FormError message={error} />
      <AuthenticatorCodeInput value={code} onChange={setCode} />
      <Button type="submit" variant="accent" loading={busy} className="justify-center">
        {busy ? 'Checking...' : 'Verify and sign in'}
      </Button>
      <button type="button" onClick={onRestart} className="self-start text-sm font-semibold text-accent underline-offset-4 hover:underline">
        Back to sign-in
      </button>
    </FormShell>
  );
}

export function SignInForm({ onSignedIn, onForgot }: { onSignedIn: () => void; onForgot: () => void }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [codeRequired, setCodeRequired] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!email.trim() || !password) return setError(MISSING_CREDENTIALS);
    setBusy(true);
    setError(undefined);
    try {
      if ((await signIn(email.trim(), password)) === 'code-required') setCodeRequired(true);
      else onSignedIn();
    } catch (cause) {
      setError(messageOf(cause));
    } finally {
      setBusy(false);
    }
  };

  if (codeRequired) {
    return (
      <SignInCodeForm
        onSignedIn={onSignedIn}
        onRestart={() => {
          setCodeRequired(false);
          setPassword('');
        }}
      />
    );
  }
  return (
    <FormShell title="Sign in" intro="Staff only. Use the e-mail address your invitation was sent to." onSubmit={submit}>
      <FormError message={error} />
      <Input label="E-mail" type="email" name="email" autoComplete="username" required value={email} onChange={(e) => setEmail(e.target.value)} />
      <Input label="Password" type="password" name="password" autoComplete="current-password" required value={password} onChange={(e) => setPassword(e.target.value)} />
      <Button type="submit" variant="accent" loading={busy} className="justify-center">
        {busy ? 'Signing in...' : 'Sign in'}
      </Button>
      <button type="button" onClick={onForgot} className="self-start text-sm font-semibold text-accent underline-offset-4 hover:underline">
        Forgot your password?
      </button>
    </FormShell>
  );
}

export function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string>();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    try {
      await staffAuthApi.requestPasswordReset(email.trim());
      setSent(true);
    } catch (cause) {
      setError(cause instanceof ApiError ? (cause.fields?.email ?? cause.message) : messageOf(cause));
    } finally {
      setBusy(false);
    }
  };

  return (
    <FormShell title="Reset your password" intro="We will e-mail you a link to choose a new password." onSubmit={submit}>
      {sent ? (
        <p role="status" className="rounded-control border border-line bg-surface px-4 py-3 text-sm text-ink">
          If {email} has a staff account, a reset link is on its way. It expires in one hour.
        </p>
      ) : (
        <>
          <FormError message={error} />
          <Input label="E-mail" type="email" name="email" autoComplete="username" required value={email} onChange={(e) => setEmail(e.target.value)} />
          <Button type="submit" variant="accent" loading={busy} className="justify-center">
            {busy ? 'Sending...' : 'Send the reset link'}
          </Button>
        </>
      )}
      <button type="button" onClick={onBack} className="self-start text-sm font-semibold text-accent underline-offset-4 hover:underline">
        Back to sign-in
      </button>
    </FormShell>
  );
}

/** Choosing a password from an invitation (with the full name) or from a reset link; then signs in. */
export function SetPasswordForm({ mode, token, onDone }: { mode: 'invite' | 'reset'; token: string; onDone: () => void }) {
  const [fullName, setFullName] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string>();
  const [codeRequired, setCodeRequired] = useState(false);

  const signedIn = async () => {
    if (mode === 'invite') userUpdated();
    await notifySuccess({ title: mode === 'invite' ? 'Welcome aboard!' : 'Password changed', message: 'You are signed in.' });
    onDone();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (mode === 'invite' && !fullName.trim()) found.fullName = 'Enter your full name.';
    const strength = passwordSchema.safeParse(password);
    if (!strength.success) found.password = strength.error.issues[0].message;
    if (confirm !== password) found.confirm = 'The passwords do not match.';
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    setError(undefined);
    try {
      const { email } = mode === 'invite' ? await staffAuthApi.acceptInvitation({ token, fullName: fullName.trim(), password }) : await staffAuthApi.resetPassword({ token, password });
      if ((await signIn(email, password)) === 'code-required') setCodeRequired(true);
      else await signedIn();
    } catch (cause) {
      if (cause instanceof ApiError && cause.fields) setErrors(cause.fields);
      setError(messageOf(cause));
    } finally {
      setBusy(false);
    }
  };

  // A reset password of an account with two-factor on: the sign-in that follows asks for the code.
  if (codeRequired) return <SignInCodeForm onSignedIn={() => void signedIn()} onRestart={onDone} />;
  return (
    <FormShell
      title={mode === 'invite' ? 'Accept your invitation' : 'Choose a new password'}
      intro="Use at least 12 characters with upper- and lower-case letters, a number and a symbol."
      onSubmit={submit}
    >
      <FormError message={error} />
      {mode === 'invite' && (
        <Input label="Full name" name="fullName" autoComplete="name" required value={fullName} error={errors.fullName} onChange={(e) => setFullName(e.target.value)} />
      )}
      <Input label="New password" type="password" name="password" autoComplete="new-password" required value={password} error={errors.password} onChange={(e) => setPassword(e.target.value)} />
      <Input label="Repeat the password" type="password" name="confirm" autoComplete="new-password" required value={confirm} error={errors.confirm} onChange={(e) => setConfirm(e.target.value)} />
      <Button type="submit" variant="accent" loading={busy} className="justify-center">
        {busy ? 'Saving...' : mode === 'invite' ? 'Create my account' : 'Save the password'}
      </Button>
    </FormShell>
  );
}
