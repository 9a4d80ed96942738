import { WEBHOOK_HEADERS, WEBHOOK_TEXTS, type WebhookEndpointWithSecret } from '@store/contract/webhooks';
import type { ReactNode } from 'react';
import { SecretOnceDialog } from '../../components/SecretOnceDialog.tsx';

/** An endpoint's signing secret, new or rolled, shown this once. */
export function WebhookSecretDialog({
  endpoint,
  title,
  description,
  onDone,
}: {
  endpoint: WebhookEndpointWithSecret;
  title: string;
  description: ReactNode;
  onDone: () => void;
}) {
  return (
    <SecretOnceDialog
      title={title}
      description={description}
      secret={endpoint.secret}
      label="Signing secret"
      warning={WEBHOOK_TEXTS.secretWarning}
      onDone={onDone}
    >
      <p className="text-sm text-slate-600">
        The receiver checks the <code className="rounded bg-slate-100 px-1 font-mono">{WEBHOOK_HEADERS.signature}</code>{' '}
        header of every call with it, as the Standard Webhooks libraries do.
      </p>
    </SecretOnceDialog>
  );
}
