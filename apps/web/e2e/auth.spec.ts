import { SIDEBAR_ENTRIES } from '@store/contract/navigation';
import { expect, storedSession, test } from './fixtures.ts';
import { E2E_ADMIN } from './servers.ts';

test.describe('signing in', () => {
  test('shows each validation text and clears it as soon as the field is edited', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByText('Secure admin access for authorized personnel only')).toBeVisible();
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Email is required')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();

    await page.getByLabel('Email').fill('not-an-email');
    await expect(page.getByText('Email is required')).toBeHidden();
    await page.getByLabel('Password').fill('12345');
    await expect(page.getByText('Password is required')).toBeHidden();
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Invalid email format')).toBeVisible();
    await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();

    await page.getByLabel('Email').fill('someone@example.com');
    await expect(page.getByText('Invalid email format')).toBeHidden();
  });

  test("shows the server's message for wrong credentials", async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill(E2E_ADMIN.email);
    await page.getByLabel('Password').fill('wrong-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password' })).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('goes to the dashboard after signing in, and / and unknown paths lead there too', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill(E2E_ADMIN.email);
    await page.getByLabel('Password').fill(E2E_ADMIN.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

    await page.goto('/');
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/no/such/screen');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('sends a visitor without a session from a protected screen to /login', async ({ page }) => {
    await page.goto('/users');
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('the login screen passes an axe-core scan', async ({ page, expectNoA11yViolations }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Email is required')).toBeVisible();
    await expectNoA11yViolations();
  });
});

test.describe('the session', () => {
  test('logout clears all three stored entries and returns to /login', async ({ page, login }) => {
    await login();
    await page.goto('/dashboard');
    expect(Object.values(await storedSession(page)).every((v) => v !== null)).toBe(true);
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await storedSession(page)).toEqual({ token: null, refreshToken: null, user: null });
  });

  test('an invalid stored token leads to /login and clears the session', async ({ page, login }) => {
    await login();
    await page.evaluate(() => {
      localStorage.setItem('admin_token', 'expired.or.forged');
      localStorage.setItem('admin_refresh_token', 'also-not-valid');
    });
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
    expect(await storedSession(page)).toEqual({ token: null, refreshToken: null, user: null });
  });

  test('an expired access token is refreshed once and the admin stays in', async ({ page, login }) => {
    await login();
    // The access token is unusable, the refresh token is good: the panel refreshes and carries on.
    await page.evaluate(() => localStorage.setItem('admin_token', 'expired.access.token'));
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    // The heading shows before the first call: the figures prove a call went through after the
    // refresh, and the stored token is the new one once the refresh has answered.
    await expect(page.getByTestId('card-total-users-value')).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect.poll(async () => (await storedSession(page)).token).not.toBe('expired.access.token');
  });
});

test.describe('the API documentation', () => {
  test('opens from the account menu for the session, and not without one', async ({ page, login }) => {
    // A browser with no session gets the page that says to sign in.
    await page.goto('/api/docs');
    await expect(page.getByRole('heading', { name: 'API documentation' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign in to the panel' })).toBeVisible();

    await login();
    await page.goto('/dashboard');
    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('button', { name: 'API docs' }).click();
    await expect(page).toHaveURL(/\/api\/docs\/?/);
    // Swagger UI draws the document: its title and an operation, with its summary.
    // A document of 150 operations takes Swagger UI a while to draw on a busy machine.
    await expect(page.getByRole('heading', { name: /Store admin API/ })).toBeVisible({ timeout: 30_000 });
    await expect(
      page.getByRole('button', { name: 'POST /api/admin/auth/login Sign in with e-mail and password' }),
    ).toBeVisible();
  });
});

test.describe('the layout', () => {
  test('has the 15 sidebar entries in the spec order', async ({ page, login }) => {
    await login();
    await page.goto('/dashboard');
    const nav = page.getByRole('navigation', { name: /main/i });
    await expect(nav.getByRole('link')).toHaveText(SIDEBAR_ENTRIES.map((e) => e.label));
    for (const entry of SIDEBAR_ENTRIES) {
      await expect(nav.getByRole('link', { name: entry.label, exact: true })).toHaveAttribute('href', entry.path);
    }
  });

  test("shows the admin's name and e-mail in the top bar", async ({ page, login }) => {
    await login();
    await page.goto('/dashboard');
    const banner = page.getByRole('banner');
    await expect(banner.getByText(E2E_ADMIN.name, { exact: true })).toBeVisible();
    await expect(banner.getByText(E2E_ADMIN.email)).toBeVisible();
  });

  test("falls back to 'Admin' when the user has no name", async ({ page, login }) => {
    const session = await login();
    // The server always has a name for its admins; the fallback covers a user record without one.
    await page.route('**/api/admin/auth/me', (route) =>
      route.fulfill({ json: { user: { ...session.user, name: '' } } }),
    );
    await page.evaluate(
      (user) => localStorage.setItem('admin_user', JSON.stringify({ ...user, name: '' })),
      session.user,
    );
    await page.goto('/dashboard');
    await expect(page.getByRole('banner').getByText('Admin', { exact: true })).toBeVisible();
  });

  test('every screen of the route table opens inside the layout', async ({ page, login }) => {
    await login();
    for (const entry of SIDEBAR_ENTRIES) {
      await page.goto(entry.path);
      await expect(page).toHaveURL(new RegExp(`${entry.path}$`));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
  });
});
