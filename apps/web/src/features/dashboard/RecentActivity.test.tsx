import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ADMIN, json, renderApp, signIn } from '../../test/render.tsx';
import { RecentActivity } from './RecentActivity.tsx';

function renderRecent(handler: (url: string) => Response) {
  signIn();
  return renderApp([{ path: '/dashboard', element: <RecentActivity /> }], {
    path: '/dashboard',
    // The session re-reads its admin: an Owner, who opens every screen.
    handler: (url) => (url.endsWith('/auth/me') ? json(200, { user: ADMIN }) : handler(url)),
  });
}

describe('RecentActivity', () => {
  it('shows the latest audit entries as sentences, linking the records, and a link to the audit log', async () => {
    const { urls } = renderRecent(() =>
      json(200, {
        audit_logs: [
          {
            id: 4,
            admin_user_id: 1,
            adminUser: { name: 'Ada Admin', email: 'ada@example.com' },
            action: 'update',
            resource_type: 'orders',
            resource_id: '1204',
            changes: { status: { before: 'paid', after: 'shipped' } },
            ip_address: '127.0.0.1',
            created_at: new Date(Date.now() - 2 * 60_000).toISOString(),
            resource_label: 'ORD-2026-001204',
            order: { id: 1204, order_number: 'ORD-2026-001204' },
          },
          {
            id: 3,
            admin_user_id: 1,
            adminUser: { name: 'Ada Admin', email: 'ada@example.com' },
            action: 'delete',
            resource_type: 'code_promos',
            resource_id: '7',
            changes: {},
            ip_address: '127.0.0.1',
            created_at: new Date(Date.now() - 5 * 60_000).toISOString(),
            resource_label: 'SPRING',
            order: null,
          },
        ],
        pagination: { page: 1, limit: 8, total: 1, pages: 1 },
      }),
    );
    const [changed, deleted] = await screen.findAllByRole('listitem');
    expect(changed!.textContent).toBe('Ada Admin changed order ORD-2026-001204 to shipped2 minutes ago');
    expect(screen.getByRole('link', { name: 'ORD-2026-001204' }).getAttribute('href')).toBe('/orders/1204');
    // A deleted record has no address: its name is not a link.
    expect(deleted!.textContent).toBe('Ada Admin deleted promo code SPRING5 minutes ago');
    expect(screen.queryByRole('link', { name: 'SPRING' })).toBeNull();
    expect(screen.getByRole('link', { name: 'View all audit logs' }).getAttribute('href')).toBe('/audit');
    expect(urls()).toContain('GET /api/admin/audit?page=1&limit=8');
  });

  it('says so when nothing has been done yet', async () => {
    renderRecent(() => json(200, { audit_logs: [], pagination: { page: 1, limit: 8, total: 0, pages: 1 } }));
    expect(await screen.findByText('No admin activity yet.')).toBeTruthy();
  });

  it('shows a quiet failure text when the log cannot be read', async () => {
    renderRecent(() => json(500, { message: 'boom' }));
    expect(await screen.findByText('Failed to load recent activity')).toBeTruthy();
  });
});
