import type { WebhookEndpoint } from '@store/contract/webhooks';

/** Ours, where the contract is silent: the fallbacks of failed calls and the toggle's toasts. */
export const WEBHOOK_UI_TEXTS = {
  deleteFailed: 'Failed to delete webhook endpoint',
  testFailed: 'Failed to send a test event',
  toggleFailed: 'Failed to save webhook endpoint',
  rollFailed: 'Failed to roll the signing secret',
  replayFailed: 'Failed to replay the delivery',
  enabled: 'Webhook endpoint enabled',
  disabled: 'Webhook endpoint disabled',
} as const;

/** What a row (and the endpoint's log) can do besides edit and delete. */
export interface EndpointActions {
  sendTest: (endpoint: WebhookEndpoint) => void;
  toggle: (endpoint: WebhookEndpoint) => void;
  roll: (endpoint: WebhookEndpoint) => void;
  busy: boolean;
}
