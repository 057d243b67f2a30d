import { useMemo, useState, type FormEvent } from 'react';
import { setUpTOTP, updateMFAPreference, verifyTOTPSetup } from 'aws-amplify/auth';
import qrcode from 'qrcode-generator';
import { requiresTwoFactor } from '../../../../shared/admin/roles';
import { brand } from '../../../../shared/site/brand';
import { Button } from '../../ui';
import { AuthenticatorCodeInput } from './AuthForms';
import { twoFactorChanged } from './session';
import { authenticatorCode, CODE_FORMAT_MESSAGE, codeRefusal } from './two-factor';
import { useAuth } from './useAuth';

/** The address an authenticator app reads from the QR code: this site as issuer, the staff e-mail as account. */
export function authenticatorUri(secret: string, account: string): string {
  const issuer = encodeURIComponent(brand.name);
  return `otpauth://totp/${issuer}:${encodeURIComponent(account)}?secret=${secret}&issuer=${issuer}&algorithm=SHA1&digits=6&period=30`;
}

/** The secret in groups of four, as people copy it into an app by hand. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/** A QR code drawn as SVG squares, dark on white whatever the theme, with the quiet zone scanners need. */
function QrCode({ value, label }: { value: string; label: string }) {
  const { size, path } = useMemo(() => {
    const code = qrcode(0, 'M');
    code.addData(value);
    code.make();
    const count = code.getModuleCount();
    const squares: string[] = [];
    for (let row = 0; row < count; row += 1) {
      for (let column = 0; column < count; column += 1) if (code.isDark(row, column)) squares.push(`M${column + 4} ${row + 4}h1v1h-1z`);
    }
    return { size: count + 8, path: squares.join('') };
  }, [value]);
  return (
    <svg role="img" aria-label={label} viewBox={`0 0 ${size} ${size}`} className="h-48 w-48 rounded-control border border-line" shapeRendering="crispEdges">
      <rect width={size} height={size} fill="#ffffff" />
      <path d={path} fill="#000000" />
    </svg>
  );
}

function Alert({ tone, children }: { tone: 'error' | 'success'; children: string }) {
  const classes = tone === 'error' ? 'border-danger/40 bg-danger/10 text-danger' : 'border-success/40 bg-success/10 text-ink';
  return (
    <p role={tone === 'error' ? 'alert' : 'status'} className={`rounded-control border px-4 py-3 text-sm font-medium ${classes}`}>
      {children}
    </p>
  );
}

/**
 * Turning on two-factor sign-in with an authenticator app: a new secret (Cognito's AssociateSoftwareToken) shown as a
 * QR code and as text, then a code from the app proves it was added (VerifySoftwareToken) and TOTP becomes the
 * account's second step at every sign-in (SetUserMFAPreference). Administrators must have it; others may turn it off.
 */
export function TwoFactorSetup({ onDone }: { onDone: () => void }) {
  const { user, role, twoFactor } = useAuth();
  const [secret, setSecret] = useState<string>();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [fieldError, setFieldError] = useState<string>();
  const [copied, setCopied] = useState(false);
  const [justTurnedOn, setJustTurnedOn] = useState(false);
  const required = role ? requiresTwoFactor(role) : false;
  const account = user?.email ?? 'staff';

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setError(undefined);
    try {
      await action();
    } catch (cause) {
      setError(codeRefusal(cause, 'set-up'));
    } finally {
      setBusy(false);
    }
  };

  const start = () =>
    run(async () => {
      setSecret((await setUpTOTP()).sharedSecret);
      setCode('');
      setFieldError(undefined);
    });

  const confirm = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const digits = authenticatorCode(code);
    setFieldError(digits ? undefined : CODE_FORMAT_MESSAGE);
    if (!digits) return;
    void run(async () => {
      try {
        await verifyTOTPSetup({ code: digits, options: { friendlyDeviceName: 'Authenticator app' } });
      } catch (cause) {
        setCode('');
        throw cause;
      }
      await updateMFAPreference({ totp: 'PREFERRED' });
      setSecret(undefined);
      setJustTurnedOn(true);
      twoFactorChanged(true);
    });
  };

  const turnOff = () =>
    run(async () => {
      await updateMFAPreference({ totp: 'DISABLED' });
      setJustTurnedOn(false);
      twoFactorChanged(false);
    });

  const copy = async () => {
    if (!secret) return;
    await navigator.clipboard?.writeText(secret).then(() => setCopied(true), () => setCopied(false));
  };

  if ((twoFactor || justTurnedOn) && !secret) {
    return (
      <section aria-labelledby="two-factor-title" className="flex flex-col gap-5">
        <h2 id="two-factor-title" className="font-display text-2xl font-semibold text-ink">
          Two-factor sign-in is on
        </h2>
        {justTurnedOn && <Alert tone="success">Done. From now on, every sign-in asks for a code from your authenticator app.</Alert>}
        {error && <Alert tone="error">{error}</Alert>}
        <p className="text-sm text-muted">
          {account} signs in with a password and a six-digit code from an authenticator app.
          {required ? ' Administrators must keep it on.' : ''}
        </p>
        <Button variant="accent" className="justify-center" onClick={onDone}>
          Continue to the dashboard
        </Button>
        <div className="flex flex-wrap gap-3">
          <Button variant="outline" size="sm" loading={busy} onClick={() => void start()}>
            Move to a new phone or app
          </Button>
          {!required && (
            <Button variant="outline" size="sm" loading={busy} onClick={() => void turnOff()}>
              Turn two-factor sign-in off
            </Button>
          )}
        </div>
      </section>
    );
  }

  return (
    <section aria-labelledby="two-factor-title" className="flex flex-col gap-5">
      <div>
        <h2 id="two-factor-title" className="font-display text-2xl font-semibold text-ink">
          Set up two-factor sign-in
        </h2>
        <p className="mt-2 text-sm text-muted">
          {required
            ? 'Administrators sign in with a password and a code from an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password…). Set it up once to open the dashboard.'
            : 'Add a code from an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password…) to your password, so a stolen password alone cannot open your account.'}
        </p>
      </div>
      {error && <Alert tone="error">{error}</Alert>}
      {!secret ? (
        <div className="flex flex-col gap-3">
          <Button variant="accent" className="justify-center" loading={busy} onClick={() => void start()}>
            {busy ? 'Preparing...' : 'Start the set-up'}
          </Button>
          {!required && (
            <Button variant="outline" className="justify-center" onClick={onDone}>
              Not now
            </Button>
          )}
        </div>
      ) : (
        <form onSubmit={confirm} noValidate className="flex flex-col gap-5">
          <ol className="flex list-decimal flex-col gap-5 pl-5 text-sm text-ink">
            <li>
              <p>Scan this code with your authenticator app.</p>
              <div className="mt-3">
                <QrCode value={authenticatorUri(secret, account)} label={`QR code to add ${brand.name} (${account}) to an authenticator app`} />
              </div>
            </li>
            <li>
              <p id="two-factor-secret-label">Or type this key into the app (time-based):</p>
              <div className="mt-2 flex flex-wrap items-center gap-3">
                <code aria-labelledby="two-factor-secret-label" className="rounded-control border border-line bg-surface px-3 py-2 font-mono text-sm text-ink select-all">
                  {grouped(secret)}
                </code>
                <Button type="button" variant="outline" size="sm" onClick={() => void copy()}>
                  {copied ? 'Copied' : 'Copy the key'}
                </Button>
              </div>
            </li>
            <li>
              <p>Enter the code the app now shows for {brand.name}.</p>
            </li>
          </ol>
          <AuthenticatorCodeInput value={code} error={fieldError} onChange={setCode} />
          <Button type="submit" variant="accent" loading={busy} className="justify-center">
            {busy ? 'Checking...' : 'Turn on two-factor sign-in'}
          </Button>
        </form>
      )}
    </section>
  );
}
