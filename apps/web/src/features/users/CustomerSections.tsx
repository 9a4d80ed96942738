import { accessState, type AccessState } from '@store/contract/access';
import { MAIL_STATUS_LABELS, type MailStatus } from '@store/contract/outbox';
import type { CustomerSummary, UserOrder, UserProduct } from '@store/contract/users';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Badge, type BadgeTone } from '../../components/Badge.tsx';
import { DataTable, type Column } from '../../components/DataTable.tsx';
import { ErrorBox } from '../../components/ErrorBox.tsx';
import { Pagination } from '../../components/Pagination.tsx';
import { DATE_TIME_PATTERN, formatDate } from '../../lib/dates.ts';
import { formatCents } from '../../lib/money.ts';
import { useCustomerGrants, useCustomerOrders, useCustomerSummary, type CustomerPage } from './useUsers.ts';

const ACCESS_TONES: Record<AccessState, BadgeTone> = { Active: 'green', Expired: 'amber', Inactive: 'slate' };
const MAIL_TONES: Record<MailStatus, BadgeTone> = {
  queued: 'amber',
  sending: 'amber',
  sent: 'green',
  failed: 'red',
  kept: 'slate',
  skipped: 'slate',
};

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-6 border-t border-slate-200 pt-5">
      <h3 id={id} className="mb-3 text-base font-semibold text-slate-900">
        {title}
      </h3>
      {children}
    </section>
  );
}

const orderLink = (order: { id: number; order_number: string }) => (
  <Link to={`/orders/${order.id}`} className="font-medium text-indigo-700 underline-offset-2 hover:underline">
    {order.order_number}
  </Link>
);

const orderColumns: Column<UserOrder>[] = [
  { header: 'Order', card: 'title', cell: orderLink },
  { header: 'Date', cell: (o) => formatDate(o.created_at, DATE_TIME_PATTERN), className: 'whitespace-nowrap' },
  { header: 'Status', cell: (o) => o.status },
  { header: 'Total', className: 'text-right tabular-nums', cell: (o) => formatCents(o.total, o.currency) },
];

const grantColumns: Column<UserProduct>[] = [
  { header: 'Product', card: 'title', cell: (g) => g.name },
  {
    header: 'State',
    cell: (g) => {
      const state = accessState(g);
      return <Badge tone={ACCESS_TONES[state]}>{state}</Badge>;
    },
  },
  { header: 'Expires', cell: (g) => (g.expires_at ? formatDate(g.expires_at) : 'Lifetime') },
  {
    header: 'From',
    cell: (g) =>
      g.order_id !== null && g.order_number !== null
        ? orderLink({ id: g.order_id, order_number: g.order_number })
        : 'given by hand',
  },
];

/** A list of the customer's, paged on the server (orders, access grants). */
function PagedSection<T>(props: {
  id: string;
  title: string;
  empty: string;
  loadFailed: string;
  columns: Column<T>[];
  rowKey: (row: T) => number;
  userId: number;
  /** The page's query: a hook, called with the customer and the page shown. */
  usePage: (userId: number, page: number) => { data: CustomerPage<T> | undefined; error: unknown; isPending: boolean };
}) {
  const [page, setPage] = useState(1);
  const { data, error, isPending } = props.usePage(props.userId, page);
  return (
    <Section id={props.id} title={props.title}>
      {error ? <ErrorBox message={props.loadFailed} /> : null}
      <DataTable
        caption={props.title}
        columns={props.columns}
        rows={data?.rows ?? []}
        rowKey={props.rowKey}
        emptyText={props.empty}
        loading={isPending && !error}
      />
      {data ? (
        <Pagination
          page={data.pagination.page}
          pages={data.pagination.pages}
          total={data.pagination.total}
          onPageChange={setPage}
        />
      ) : null}
    </Section>
  );
}

function Lifetime({ summary }: { summary: CustomerSummary }) {
  if (summary.lifetime.length === 0) return <p className="text-sm text-slate-600">No paid orders yet.</p>;
  return (
    <dl className="grid gap-3 sm:grid-cols-2">
      {summary.lifetime.map((l) => (
        <div
          key={l.currency}
          className="rounded-md border border-slate-200 px-4 py-3"
          data-testid={`lifetime-${l.currency}`}
        >
          <dt className="text-xs font-medium tracking-wide text-slate-600 uppercase">Lifetime value, {l.currency}</dt>
          <dd className="mt-1 text-xl font-semibold text-slate-900 tabular-nums">
            {formatCents(l.net_cents, l.currency)}
          </dd>
          <dd className="text-xs text-slate-600">
            {formatCents(l.paid_cents, l.currency)} paid, {formatCents(l.refunded_cents, l.currency)} refunded ·{' '}
            {l.orders === 1 ? '1 order' : `${l.orders} orders`}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The customer's page in their details (issue 31, item 1): lifetime value per currency net of
 * refunds, first and last order, their orders and access grants (paged on the server), their
 * refunds and the mails sent to them with delivery status.
 */
export function CustomerSections({ userId }: { userId: number }) {
  const summary = useCustomerSummary(userId);
  const data = summary.data;
  return (
    <>
      <Section id="customer-value" title="Customer value">
        {summary.error ? <ErrorBox message="Failed to load the customer's summary" /> : null}
        {data ? (
          <>
            <Lifetime summary={data} />
            {data.first_order_at ? (
              <p className="mt-3 text-sm text-slate-700">
                First order {formatDate(data.first_order_at)}, last order {formatDate(data.last_order_at)}
              </p>
            ) : null}
          </>
        ) : null}
      </Section>
      <PagedSection
        id="customer-orders"
        title="Orders"
        empty="No orders"
        loadFailed="Failed to load the customer's orders"
        columns={orderColumns}
        rowKey={(o) => o.id}
        userId={userId}
        usePage={useCustomerOrders}
      />
      <PagedSection
        id="customer-access"
        title="Access"
        empty="No access granted"
        loadFailed="Failed to load the customer's access"
        columns={grantColumns}
        rowKey={(g) => g.access_id}
        userId={userId}
        usePage={useCustomerGrants}
      />
      <Section id="customer-refunds" title="Refunds">
        {data && data.refunds.length === 0 ? <p className="text-sm text-slate-600">No refunds</p> : null}
        <ul className="space-y-2">
          {data?.refunds.map((r) => (
            <li key={r.id} className="text-sm text-slate-800">
              {formatCents(r.amount, r.currency)} on {orderLink({ id: r.order_id, order_number: r.order_number })},{' '}
              {formatDate(r.created_at)}: {r.reason}
            </li>
          ))}
        </ul>
      </Section>
      <Section id="customer-mails" title="Mails">
        {data && data.mails.length === 0 ? <p className="text-sm text-slate-600">No mails</p> : null}
        <ul className="space-y-2">
          {data?.mails.map((m) => (
            <li key={m.id} className="flex flex-wrap items-center gap-2 text-sm text-slate-800">
              <Badge tone={MAIL_TONES[m.status]}>{MAIL_STATUS_LABELS[m.status]}</Badge>
              <span className="min-w-0 break-words">{m.subject}</span>
              {m.order ? <span className="text-slate-600">· {orderLink(m.order)}</span> : null}
              <span className="text-xs text-slate-600">{formatDate(m.sent_at ?? m.created_at, DATE_TIME_PATTERN)}</span>
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
