import type { AuditListResponse, AuditLog } from '@store/contract/audit';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { json, renderApp, signIn } from '../../test/render.tsx';
import { AuditScreen } from './AuditScreen.tsx';
import { formatValue } from './ChangesDiff.tsx';

const LOG: AuditLog = {
  id: 41,
  admin_user_id: 2,
  adminUser: { name: 'Grace Hopper', email: 'grace@example.com' },
  action: 'update',
  resource_type: 'products',
  resource_id: '12',
  changes: { price_usd: { before: 1999, after: 2499 }, description: { before: null, after: 'New' } },
  ip_address: '203.0.113.9',
  created_at: '2025-01-05T14:03:09.000Z',
  resource_label: 'Felt Desk Mat',
  order: null,
};
const page = (logs: AuditLog[], total = logs.length): AuditListResponse => ({
  audit_logs: logs,
  pagination: { page: 1, limit: 20, total, pages: Math.max(1, Math.ceil(total / 20)) },
});

function renderAudit(handler: (url: string) => Response) {
  signIn();
  return renderApp([{ path: '/audit/:id?', element: <AuditScreen /> }], { path: '/audit', handler });
}

describe('AuditScreen', () => {
  it('lists entries 20 per page and sends the filters to the server', async () => {
    const { urls } = renderAudit((url) => (url.includes('/audit/41') ? json(200, LOG) : json(200, page([LOG], 45))));
    const row = (await screen.findByText('Grace Hopper')).closest('tr')!;
    expect(within(row).getByText('Update')).toBeTruthy();
    expect(row.textContent).toContain('Products #12');
    expect(screen.getByText('Showing page 1 of 3 (45 total)')).toBeTruthy();
    expect(urls().filter((u) => u.startsWith('GET /api/admin/audit'))[0]).toBe('GET /api/admin/audit?page=1&limit=20');

    fireEvent.change(screen.getByLabelText('Action'), { target: { value: 'delete' } });
    fireEvent.change(screen.getByLabelText('Resource'), { target: { value: 'code_promos' } });
    await vi.waitFor(() =>
      expect(urls()).toContain('GET /api/admin/audit?page=1&action=delete&resource_type=code_promos&limit=20'),
    );
    fireEvent.change(screen.getByLabelText('Search by admin name'), { target: { value: 'grace' } });
    await vi.waitFor(() =>
      expect(
        urls()
          .filter((u) => u.includes('/audit'))
          .at(-1),
      ).toContain('search=grace'),
    );
  });

  it("shows 'No audit logs found' for an empty list", async () => {
    renderAudit(() => json(200, page([])));
    expect(await screen.findByText('No audit logs found')).toBeTruthy();
  });

  it('shows the details with a before → after table of the changes', async () => {
    const { urls } = renderAudit((url) => (url.includes('/audit/41') ? json(200, LOG) : json(200, page([LOG]))));
    fireEvent.click(await screen.findByRole('button', { name: 'View details of update products #12 by Grace Hopper' }));
    const dialog = await screen.findByRole('dialog', { name: 'Audit Log Details' });
    expect(dialog.textContent).toContain('grace@example.com');
    expect(dialog.textContent).toContain('203.0.113.9');
    expect(within(dialog).getByTestId('before-price_usd').textContent).toBe('$19.99');
    expect(within(dialog).getByTestId('after-price_usd').textContent).toBe('$24.99');
    expect(within(dialog).getByTestId('before-description').textContent).toBe('empty');
    await vi.waitFor(() => expect(urls()).toContain('GET /api/admin/audit/41'));
  });
});

describe('formatValue', () => {
  it('reads text as itself, numbers and flags plainly, other values as JSON', () => {
    expect(formatValue('x')).toBe('x');
    expect(formatValue(12)).toBe('12');
    expect(formatValue(false)).toBe('false');
    expect(formatValue(null)).toBe('');
    expect(formatValue({ a: [1] })).toBe('{"a":[1]}');
    // Amounts recorded in cents read as money, in the entry's currency; other numbers stay plain.
    expect(formatValue(38806, 'total', 'USD')).toBe('$388.06');
    expect(formatValue(1250, 'amount', 'EUR')).toBe('€12.50');
    expect(formatValue(1999, 'price_usd', 'EUR')).toBe('$19.99');
    expect(formatValue(3, 'quantity', 'USD')).toBe('3');
  });
});
