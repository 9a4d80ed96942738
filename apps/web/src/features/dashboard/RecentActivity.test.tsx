import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, renderApp, signIn } from '../../test/render.tsx';
import { RecentActivity } from './RecentActivity.tsx';

function renderRecent(handler: (url: string) => Response) {
  signIn();
  return renderApp([{ path: '/dashboard', element: <RecentActivity /> }], { path: '/dashboard', handler });
}

describe('RecentActivity', () => {
  it('shows the latest audit entries in words, with a link to the audit log', async () => {
    const { urls } = renderRecent(() =>
      json(200, {
        audit_logs: [
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
          },
        ],
        pagination: { page: 1, limit: 8, total: 1, pages: 1 },
      }),
    );
    expect((await screen.findByRole('listitem')).textContent).toMatch(
      /^Ada Admin deleted Promo codes #75 minutes ago$/,
    );
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
