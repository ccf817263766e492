import { useState, type MouseEvent } from 'react';
import type { AccountForm } from '../account/forms/useAccountForm.ts';
import type { CompanyLookupAnswer } from './companyLookup.server.ts';

/**
 * "Load from ARES" with JavaScript: asks the storefront's lookup route and fills the form's
 * company fields and address, leaving everything else as typed. Without JavaScript the button
 * posts the form (`intent=ares`) and the page comes back filled in.
 */
export function useCompanyLookup(form: AccountForm) {
  const [busy, setBusy] = useState(false);
  const [filled, setFilled] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const onClick = async (event: MouseEvent<HTMLButtonElement>) => {
    event.preventDefault();
    const ico = String(form.form.getValues('tin') ?? '').trim();
    setBusy(true);
    setFilled(false);
    setMessage(null);
    try {
      const response = await fetch(`/actions/company-lookup?ico=${encodeURIComponent(ico)}`, {
        headers: { accept: 'application/json' },
      });
      const answer = (await response.json()) as CompanyLookupAnswer;
      if (answer.values) {
        for (const [name, value] of Object.entries(answer.values))
          form.form.setValue(name, value, { shouldValidate: true, shouldDirty: true });
        form.form.clearErrors('tin');
        setFilled(true);
      } else {
        form.form.setError('tin', { type: 'server', message: answer.message });
      }
    } catch {
      setMessage('Registry unavailable');
    } finally {
      setBusy(false);
    }
  };
  return {
    busy,
    filled,
    message,
    onClick: (event: MouseEvent<HTMLButtonElement>) => void onClick(event),
  };
}
