import { useState, type FormEvent } from 'react';
import { chatTexts } from '../../../../shared/chat/constants';
import { Button, Input } from '../../ui';

/** The e-mail gate shown before the first chat. */
export function EmailGate({ onSubmit }: { onSubmit: (email: string) => string | null }) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = onSubmit(value);
    setError(problem ?? undefined);
    // Back to the field, whose description now carries the message, so screen readers announce it.
    if (problem) event.currentTarget.querySelector<HTMLInputElement>('input[name="email"]')?.focus();
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-1 flex-col justify-center gap-5 p-6">
      <div className="text-center">
        <h3 className="font-display text-xl font-semibold text-ink">{chatTexts.gateTitle}</h3>
        <p className="mt-2 text-sm text-muted">{chatTexts.gateIntro}</p>
      </div>
      <Input
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        placeholder="you@company.com"
        value={value}
        error={error}
        onChange={(event) => {
          setValue(event.target.value);
          if (error) setError(undefined);
        }}
        data-autofocus
      />
      <Button type="submit" variant="accent" className="w-full justify-center">
        {chatTexts.gateButton}
      </Button>
      <p className="text-center text-xs text-muted">{chatTexts.gateNote}</p>
    </form>
  );
}
