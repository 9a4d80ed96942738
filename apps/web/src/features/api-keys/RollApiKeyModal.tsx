import {
  API_KEY_GRACE_CHOICES,
  API_KEY_GRACE_HOURS,
  RollApiKeyBodySchema,
  type ApiKey,
  type CreatedApiKey,
} from '@store/contract/api-keys';
import { useState } from 'react';
import { FormModal } from '../../components/FormModal.tsx';
import { SelectField } from '../../components/SelectField.tsx';
import { useContractForm } from '../../lib/useContractForm.ts';
import { KeyCreatedDialog } from './CreateApiKeyModal.tsx';
import { useRollApiKey } from './useApiKeys.ts';

/** How a grace period reads in the select. */
function graceLabel(hours: number): string {
  if (hours === 0) return 'End the old key now';
  if (hours < 24) return `${hours} ${hours === 1 ? 'hour' : 'hours'}`;
  const days = hours / 24;
  return `${days} ${days === 1 ? 'day' : 'days'}`;
}

/**
 * "Roll" (decision 0060): a new secret, shown once like a new key's, while the old secret keeps
 * working for the chosen grace period so the storefront can switch without downtime.
 */
export function RollApiKeyModal({ apiKey, onClose }: { apiKey: ApiKey; onClose: () => void }) {
  const [rolled, setRolled] = useState<CreatedApiKey | null>(null);
  const roll = useRollApiKey();
  const form = useContractForm({
    schema: RollApiKeyBodySchema,
    toBody: (values: { grace_hours: string }) => ({ grace_hours: Number(values.grace_hours) }),
    values: { grace_hours: String(API_KEY_GRACE_HOURS.default) },
    save: (body) => roll.mutateAsync({ id: apiKey.id, body }),
    failedMessage: 'Failed to roll API key',
    onSaved: (result) => setRolled(result as CreatedApiKey),
  });

  if (rolled) {
    return (
      <KeyCreatedDialog
        apiKey={rolled}
        onDone={onClose}
        title="API Key Rolled"
        description={
          rolled.previous_key_expires_at
            ? `“${rolled.name}” has a new key. The old one keeps working until ${new Date(rolled.previous_key_expires_at).toLocaleString()}.`
            : `“${rolled.name}” has a new key. The old one no longer works.`
        }
      />
    );
  }
  return (
    <FormModal
      form={form}
      title="Roll API Key"
      description={`Make a new secret for “${apiKey.name}”. Scopes, limits and usage stay with the key.`}
      size="md"
      submitLabel="Roll Key"
      what="API key"
      onClose={onClose}
    >
      <SelectField label="Old key keeps working for" {...form.input('grace_hours')}>
        {API_KEY_GRACE_CHOICES.map((hours) => (
          <option key={hours} value={String(hours)}>
            {graceLabel(hours)}
          </option>
        ))}
      </SelectField>
      <p className="text-sm text-slate-600">
        Give the storefront time to switch to the new key; after the grace period the old key answers 401.
      </p>
    </FormModal>
  );
}
