import { useEffect, useRef, useState } from 'react';
import type { SlotDto } from '../../../../shared/booking/schemas';
import { formatInZone } from '../../../../shared/booking/format';
import { formatSlotTime, zoneAbbreviation, type HourCycle } from '../../features/booking/slot-display';
import { ApiError } from '../../lib/http';
import { Button, notifyError } from '../../ui';

type Props = {
  slot: SlotDto;
  zone: string;
  hourCycle: HourCycle;
  from: string;
  onConfirm: (slot: SlotDto) => Promise<void>;
  onBack: () => void;
  onTaken: (slot: SlotDto) => void;
  onDone: (slot: SlotDto) => void;
  focusHeading: boolean;
};

/** The reschedule calendar's third step: the old and the new time, and one button that moves the booking. */
export function ConfirmMove({ slot, zone, hourCycle, from, onConfirm, onBack, onTaken, onDone, focusHeading }: Props) {
  const [busy, setBusy] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusHeading) heading.current?.focus();
  }, [focusHeading]);
  const old = formatInZone(from, zone);
  const next = formatInZone(slot.start, zone);

  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm(slot);
      onDone(slot);
    } catch (error) {
      const api = error instanceof ApiError ? error : undefined;
      void notifyError({ title: api?.title ?? 'Reschedule Failed', message: api?.message ?? 'Please try again.' });
      if (api?.status === 409 && api.code !== 'RESCHEDULE_LIMIT_REACHED') {
        onTaken(slot);
        onBack();
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <div>
      <h3 ref={heading} tabIndex={-1} className="font-display text-xl font-semibold tracking-tight text-ink outline-none">
        Confirm your new time
      </h3>
      <dl className="mt-5 space-y-3 text-sm">
        <div>
          <dt className="text-muted">Current time</dt>
          <dd className="font-medium text-ink line-through decoration-muted">
            {old.longDate}, {formatSlotTime(from, zone, hourCycle)} {zoneAbbreviation(from, zone)}
          </dd>
        </div>
        <div>
          <dt className="text-muted">New time</dt>
          <dd className="font-semibold text-ink">
            {next.longDate}, {formatSlotTime(slot.start, zone, hourCycle)} {zoneAbbreviation(slot.start, zone)}
          </dd>
        </div>
      </dl>
      <p className="mt-4 text-sm text-muted">Everyone invited gets an updated calendar invitation.</p>
      <div className="mt-6 flex flex-wrap gap-3">
        <Button variant="outline" onClick={onBack} disabled={busy}>
          Back
        </Button>
        <Button onClick={() => void confirm()} loading={busy}>
          Confirm new time
        </Button>
      </div>
    </div>
  );
}
