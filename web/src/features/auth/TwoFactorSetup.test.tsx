import { fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthState } from './session';

const amplify = vi.hoisted(() => ({ setUpTOTP: vi.fn(), verifyTOTPSetup: vi.fn(), updateMFAPreference: vi.fn() }));
const session = vi.hoisted(() => ({ state: {} as AuthState, twoFactorChanged: vi.fn() }));

vi.mock('aws-amplify/auth', () => amplify);
vi.mock('./useAuth', () => ({ useAuth: () => session.state }));
vi.mock('./session', () => ({ twoFactorChanged: session.twoFactorChanged, confirmSignInCode: vi.fn(), signIn: vi.fn(), userUpdated: vi.fn() }));

const { TwoFactorSetup, authenticatorUri } = await import('./TwoFactorSetup');

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const signedInAs = (role: AuthState['role'], twoFactor: boolean) => {
  session.state = { loading: false, status: 'signed-in', user: { id: 'u1', email: 'ada@example.com' }, role, twoFactor };
};

beforeEach(() => {
  vi.clearAllMocks();
  amplify.setUpTOTP.mockResolvedValue({ sharedSecret: SECRET });
  amplify.updateMFAPreference.mockResolvedValue(undefined);
});

describe('the two-factor set-up screen', () => {
  it('shows the key as a QR code and as grouped text, says a wrong code in words, and turns TOTP on with a right one', async () => {
    signedInAs('editor', false);
    render(<TwoFactorSetup onDone={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Start the set-up' }));
    expect(await screen.findByRole('img', { name: 'QR code to add Northstar Digital (ada@example.com) to an authenticator app' })).toBeTruthy();
    expect(screen.getByLabelText('Or type this key into the app (time-based):').textContent).toBe('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');

    amplify.verifyTOTPSetup.mockRejectedValueOnce(Object.assign(new Error('Code mismatch'), { name: 'EnableSoftwareTokenMFAException' }));
    fireEvent.change(screen.getByRole('textbox', { name: /Six-digit code/ }), { target: { value: '111 111' } });
    fireEvent.click(screen.getByRole('button', { name: 'Turn on two-factor sign-in' }));
    expect((await screen.findByRole('alert')).textContent).toBe('That code does not match this set-up. Check the app added this account, then enter the code it shows now.');
    expect(amplify.updateMFAPreference).not.toHaveBeenCalled();

    amplify.verifyTOTPSetup.mockResolvedValueOnce(undefined);
    fireEvent.change(screen.getByRole('textbox', { name: /Six-digit code/ }), { target: { value: '222-222' } });
    fireEvent.click(screen.getByRole('button', { name: 'Turn on two-factor sign-in' }));
    expect(await screen.findByRole('heading', { name: 'Two-factor sign-in is on' })).toBeTruthy();
    expect(amplify.verifyTOTPSetup).toHaveBeenLastCalledWith({ code: '222222', options: { friendlyDeviceName: 'Authenticator app' } });
    expect(amplify.updateMFAPreference).toHaveBeenCalledWith({ totp: 'PREFERRED' });
    expect(session.twoFactorChanged).toHaveBeenCalledWith(true);
  });

  it('lets an editor turn it off, and never an administrator', () => {
    signedInAs('editor', true);
    const { unmount } = render(<TwoFactorSetup onDone={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Turn two-factor sign-in off' })).toBeTruthy();
    unmount();
    signedInAs('admin', true);
    render(<TwoFactorSetup onDone={vi.fn()} />);
    expect(screen.queryByRole('button', { name: 'Turn two-factor sign-in off' })).toBeNull();
    expect(screen.getByText(/Administrators must keep it on\./)).toBeTruthy();
  });

  it('tells an administrator without it that the dashboard needs it, with no way to skip', () => {
    signedInAs('admin', false);
    render(<TwoFactorSetup onDone={vi.fn()} />);
    expect(screen.getByText(/Set it up once to open the dashboard\./)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Not now' })).toBeNull();
  });

  it('builds the address authenticator apps read, with the site as issuer', () => {
    expect(authenticatorUri(SECRET, 'ada@example.com')).toBe(
      `otpauth://totp/Northstar%20Digital:ada%40example.com?secret=${SECRET}&issuer=Northstar%20Digital&algorithm=SHA1&digits=6&period=30`,
    );
  });
});
