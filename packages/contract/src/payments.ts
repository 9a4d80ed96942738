import { z } from 'zod';

/** The two payment providers (DESIGN §3): a card provider (Stripe) and a crypto provider (Coinbase). */
export const PAYMENT_PROVIDERS = ['stripe', 'coinbase'] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

export const PAYMENT_SESSION_STATUSES = ['pending', 'completed', 'expired', 'failed'] as const;
export type PaymentSessionStatus = (typeof PAYMENT_SESSION_STATUSES)[number];

/** spec 000 §3 "Pending payment session". Money in cents of `currency`. */
export const PendingPaymentSessionSchema = z.object({
  id: z.number().int(),
  session_id: z.string(),
  user_email: z.string(),
  provider: z.enum(PAYMENT_PROVIDERS),
  amount_expected: z.number().int(),
  currency: z.string(),
  status: z.enum(PAYMENT_SESSION_STATUSES),
  created_at: z.iso.datetime({ offset: true }),
});
export type PendingPaymentSession = z.infer<typeof PendingPaymentSessionSchema>;

/** spec 000 §9: the session id is shown truncated to 20 characters. */
export const SESSION_ID_DISPLAY_LENGTH = 20;

/** spec 001 §3: 'stripe' is the card provider; any other provider is shown as crypto. */
export function providerLabel(provider: string | null | undefined): 'card' | 'crypto' {
  return provider === 'stripe' ? 'card' : 'crypto';
}

/** What a webhook answers once its signature is good (providers only look at the status code). */
export const WebhookResponseSchema = z.object({
  received: z.literal(true),
  /**
   * completed: the session was completed now or before; refunded: a refund made at the provider
   * was recorded on its order; duplicate: this event was handled already.
   */
  outcome: z.enum(['completed', 'refunded', 'duplicate', 'ignored']),
  order_number: z.string().optional(),
});
export type WebhookResponse = z.infer<typeof WebhookResponseSchema>;

export const PAYMENT_MESSAGES = {
  simulationDisabled:
    'Payment simulation is off on this server (it is off by default on PostgreSQL): set ALLOW_PAYMENT_SIMULATION=true to turn it on',
  sessionNotFound: 'Payment session not found',
  sessionNotPending: (status: string) => `This payment session is ${status} and cannot be completed`,
  amountMismatch: 'The paid amount or currency does not match the payment session',
  stripeNotConfigured: 'Stripe webhooks are not configured on this server (STRIPE_WEBHOOK_SECRET is not set)',
  coinbaseNotConfigured: 'Coinbase webhooks are not configured on this server (COINBASE_WEBHOOK_SECRET is not set)',
  missingStripeSignature: 'Missing Stripe-Signature header',
  invalidStripeSignature: 'Invalid Stripe-Signature: the signature or its timestamp does not verify',
  missingCoinbaseSignature: 'Missing X-CC-Webhook-Signature header',
  invalidCoinbaseSignature: 'Invalid X-CC-Webhook-Signature',
  malformedEvent: 'The webhook body is not a valid event',
} as const;

// ---------------------------------------------------------------------------------------------
// Inbound webhook events: only the fields the server reads; providers send many more.

/** Stripe `checkout.session.completed` / `checkout.session.async_payment_succeeded`. */
export const StripeEventSchema = z.object({
  id: z.string().min(1).max(255),
  type: z.string(),
  data: z.object({
    object: z.object({
      id: z.string().min(1).max(255),
      amount_total: z.number().int().nullable().optional(),
      currency: z.string().nullable().optional(),
      payment_status: z.string().nullable().optional(),
      /** The payment (a checkout session's, or the one a charge belongs to). */
      payment_intent: z.string().min(1).max(255).nullable().optional(),
      /** A charge's refunds: all refunded so far, and the refunds themselves, newest first. */
      amount_refunded: z.number().int().nonnegative().optional(),
      refunds: z
        .object({
          data: z.array(
            z.object({ id: z.string().min(1).max(255), reason: z.string().max(255).nullable().optional() }),
          ),
        })
        .nullable()
        .optional(),
    }),
  }),
});
export type StripeEvent = z.infer<typeof StripeEventSchema>;

/** Coinbase Commerce webhook: `event.type` `charge:confirmed`, `event.data.code` the charge code. */
export const CoinbaseWebhookSchema = z.object({
  event: z.object({
    id: z.string().min(1).max(255),
    type: z.string(),
    data: z.object({
      code: z.string().min(1).max(255),
      pricing: z
        .object({
          local: z.object({ amount: z.string(), currency: z.string() }).optional(),
        })
        .optional(),
    }),
  }),
});
export type CoinbaseWebhook = z.infer<typeof CoinbaseWebhookSchema>;

/**
 * Stripe's event for a refund made at Stripe (decision 0022). Coinbase Commerce has none: its
 * refunds are arranged by hand and recorded in the panel.
 */
export const STRIPE_REFUND_EVENT = 'charge.refunded';
/** Stripe events that mean "paid"; `checkout.session.completed` only when its payment_status is paid. */
export const STRIPE_PAID_EVENTS = ['checkout.session.completed', 'checkout.session.async_payment_succeeded'] as const;
/** Coinbase events that mean "paid" (resolved: an underpayment the merchant accepted by hand). */
export const COINBASE_PAID_EVENTS = ['charge:confirmed', 'charge:resolved'] as const;
