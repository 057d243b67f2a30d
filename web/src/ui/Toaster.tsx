import { useEffect, useState, type ComponentType } from 'react';

export const TOAST_DURATION_MS = 5000;
/** The chat button's bottom offset (1.25rem), its size (3.5rem) and a gap. */
export const TOAST_PHONE_BOTTOM = 'calc(5.5rem + env(safe-area-inset-bottom, 0px))';

/** Where staff screens show toasts: the action just taken (Save, Discard) sits low in a form, never at the top centre. */
export const STAFF_TOAST_POSITION = 'top-center';

/** Staff screens live under /admin: their toasts move away from the forms' buttons. */
export const isStaffScreen = (pathname: string) => pathname === '/admin' || pathname.startsWith('/admin/');

/**
 * Toasts (sonner), 5 s, with a close button. On the public site they sit at the bottom left; on a phone a toast spans
 * the width, so it sits above the chat button's corner (`TOAST_PHONE_BOTTOM`) rather than on it. On staff screens they
 * sit at the top centre: at the bottom left they covered the Save and Discard buttons an editor had just pressed.
 * sonner is ~11 KB gzip, so it is fetched on the first notification instead of with every page: `<Toaster />`
 * (mounted once by the app) renders nothing until then, and notify* waits for it to be mounted.
 */
type Sonner = typeof import('sonner');

let sonner: Sonner | undefined;
let loading: Promise<Sonner> | undefined;
let markMounted: () => void = () => undefined;
const mounted = new Promise<void>((resolve) => (markMounted = resolve));
const listeners = new Set<() => void>();

function loadSonner(): Promise<Sonner> {
  loading ??= import('sonner').then((module) => {
    sonner = module;
    listeners.forEach((listener) => listener());
    return module;
  });
  return loading;
}

function MountedSignal() {
  useEffect(() => markMounted(), []);
  return null;
}

/** `placement`: 'staff' on staff screens (see `isStaffScreen`), else the public site's corner. */
export function Toaster({ placement = 'site' }: { placement?: 'site' | 'staff' }) {
  const [SonnerToaster, setSonnerToaster] = useState<ComponentType<Record<string, unknown>> | undefined>(() => sonner?.Toaster);
  useEffect(() => {
    const update = () => setSonnerToaster(() => sonner?.Toaster);
    listeners.add(update);
    update();
    return () => void listeners.delete(update);
  }, []);
  const staff = placement === 'staff';
  if (!SonnerToaster) return null;
  return (
    <>
      <SonnerToaster
        position={staff ? STAFF_TOAST_POSITION : 'bottom-left'}
        mobileOffset={staff ? { top: 12, left: 16, right: 16 } : { bottom: TOAST_PHONE_BOTTOM, left: 16, right: 16 }}
        duration={TOAST_DURATION_MS}
        closeButton
        // The site's own surface and ink (in both themes) instead of sonner's tinted colours, whose error text
        // falls short of the WCAG AA contrast ratio; the icon carries the kind.
        toastOptions={{
          classNames: {
            toast: '!bg-surface !text-ink !border-line',
            title: 'font-semibold',
            description: '!text-ink whitespace-pre-line',
            success: '[&_[data-icon]]:!text-success',
            error: '[&_[data-icon]]:!text-danger',
            closeButton: '!bg-surface !text-ink !border-line',
          },
        }}
      />
      {/* Rendered after the toaster so its effect runs once the toaster has subscribed. */}
      <MountedSignal />
    </>
  );
}

export type ToastContent = { title: string; message?: string; code?: string };

function description({ message, code }: ToastContent) {
  const codeLine = code ? `Error Code: ${code}` : undefined;
  return [message, codeLine].filter(Boolean).join('\n') || undefined;
}

async function show(kind: 'success' | 'error', content: ToastContent) {
  const { toast } = await loadSonner();
  await mounted;
  toast[kind](content.title, { description: description(content) });
}

/** Success toast: title plus description. */
export function notifySuccess(content: ToastContent): Promise<void> {
  return show('success', content);
}

/** Error toast: title, description and the optional 'Error Code: {code}' line. */
export function notifyError(content: ToastContent): Promise<void> {
  return show('error', content);
}

/** Closes every open toast: a form's new outcome must not sit beside an earlier one that no longer holds. */
export function dismissNotifications(): void {
  sonner?.toast.dismiss();
}
