// The OpenAPI document's `webhooks` (OpenAPI 3.1; issue 33, decision 0062): each event the store
// POSTs to its endpoints, with the Standard Webhooks headers and the event's body as the contract
// writes it (WEBHOOK_EVENT_DATA), so an integrator's generated types cover what they receive.
import { z } from 'zod';
import {
  WEBHOOK_EVENT_DATA,
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_HEADERS,
  WEBHOOK_TEST_EVENT,
  webhookEventSchema,
} from '@store/contract/webhooks';

const HEADERS = [
  [WEBHOOK_HEADERS.id, "The event's id (`msg_…`): the same in every attempt and replay; de-duplicate on it"],
  [WEBHOOK_HEADERS.timestamp, 'When this attempt was signed, in seconds since 1970 (refuse one far from now)'],
  [
    WEBHOOK_HEADERS.signature,
    'Space-separated `v1,<base64 HMAC-SHA256 of id.timestamp.body>`, one per secret that signs (two for a day after a roll)',
  ],
] as const;

/** A JSON Schema of the body, without the draft's `$schema` (the document says which dialect). */
function bodySchema(schema: z.ZodType): Record<string, unknown> {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { target: 'draft-2020-12', io: 'output' }) as Record<
    string,
    unknown
  >;
  return rest;
}

/** `webhook.order.paid` → `orderPaidWebhook`. */
function operationIdOf(type: string): string {
  const words = type.split(/[._]/);
  return `${words[0]}${words
    .slice(1)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join('')}Webhook`;
}

function webhookOperation(
  type: string,
  summary: string,
  data: z.ZodType,
  to = `every enabled endpoint subscribed to \`${type}\``,
) {
  return {
    post: {
      operationId: operationIdOf(type),
      summary,
      description:
        `${summary}: the store POSTs this to ${to}, signed to the ` +
        'Standard Webhooks specification. Answer 2xx to accept it; network errors, timeouts, 408, 429 and 5xx ' +
        'are tried again (5 s, 5 min, 30 min, 2 h, 5 h, then every 10 h, for 3 days); any other answer stops.',
      tags: ['webhooks'],
      security: [],
      parameters: HEADERS.map(([name, description]) => ({
        name,
        in: 'header',
        required: true,
        description,
        schema: { type: 'string' },
      })),
      requestBody: {
        required: true,
        content: { 'application/json': { schema: bodySchema(webhookEventSchema(type, data)) } },
      },
      responses: {
        '200': { description: 'Received (any 2xx will do)' },
        '400': { description: 'Refused: the store does not try again' },
        '503': { description: 'Not now: the store tries again on its schedule' },
      },
    },
  };
}

/** The document's `webhooks`: every event type, and the test event. */
export function webhookDocs(): Record<string, unknown> {
  const docs: Record<string, unknown> = {};
  for (const type of WEBHOOK_EVENT_TYPES) {
    docs[type] = webhookOperation(type, WEBHOOK_EVENT_LABELS[type], WEBHOOK_EVENT_DATA[type]);
  }
  docs[WEBHOOK_TEST_EVENT] = webhookOperation(
    WEBHOOK_TEST_EVENT,
    "A test event an Owner sent from the endpoint's page",
    z.object({ message: z.string(), endpoint_id: z.number().int() }),
    'the endpoint whose "Send test event" was pressed',
  );
  return docs;
}
