import { TWO_STEP_MESSAGES, type TwoStepStatus } from '@store/contract/two-step';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SessionUser } from '@store/contract/auth';
import { ADMIN, json, renderApp, signIn, type FakeHandler } from '../../test/render.tsx';
import { TwoStepScreen } from './TwoStepScreen.tsx';

const OFF: TwoStepStatus = { enabled: false, enabled_at: null, recovery_codes_left: 0, required: false };
const ON: TwoStepStatus = {
  enabled: true,
  enabled_at: '2025-03-04T10:00:00.000Z',
  recovery_codes_left: 10,
  required: false,
};
const CODES = Array.from({ length: 10 }, (_, i) => `abcd-efgh-ijkl-mn${i}${i}`);

function renderScreen(handler: FakeHandler, user: SessionUser = ADMIN) {
  signIn(user);
  return renderApp([{ path: '/account/two-step', element: <TwoStepScreen /> }], {
    path: '/account/two-step',
    handler: (url, init) => (url.endsWith('/auth/me') ? json(200, { user }) : handler(url, init)),
  });
}

describe('TwoStepScreen', () => {
  it('sets two-step up and keeps the recovery codes on screen until Done, then shows it on', async () => {
    let status = OFF;
    const { urls } = renderScreen((url, init) => {
      if (url.endsWith('/auth/two-step')) return json(200, status);
      if (url.endsWith('/enrolment'))
        return json(200, { otpauth_uri: 'otpauth://totp/x?secret=JBSWY3DPEHPK3PXP', secret: 'JBSWY3DPEHPK3PXP' });
      if (url.endsWith('/enrolment/confirm')) {
        expect(JSON.parse(String(init.body))).toEqual({ code: '123456' });
        status = ON;
        return json(200, { recovery_codes: CODES });
      }
      return json(404, {});
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Set up' }));
    expect(await screen.findByText('JBSW Y3DP EHPK 3PXP')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Code from the app'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));

    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(list.querySelectorAll('li')).toHaveLength(10);
    expect(urls().filter((u) => u === 'GET /api/admin/auth/two-step')).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(await screen.findByText('10 of 10 recovery codes left.', { exact: false })).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Recovery codes' })).toBeNull();
  });

  it("shows the server's refusal of the requirement and leaves the box unticked", async () => {
    renderScreen((url, init) =>
      url.endsWith('/requirement') && init.method === 'PUT'
        ? json(409, { message: TWO_STEP_MESSAGES.requireOwnFirst, error: TWO_STEP_MESSAGES.requireOwnFirst })
        : json(200, OFF),
    );
    const box = (await screen.findByLabelText('Require two-step sign-in for every admin')) as HTMLInputElement;
    fireEvent.click(box);
    expect((await screen.findByRole('alert')).textContent).toBe(TWO_STEP_MESSAGES.requireOwnFirst);
    expect(box.checked).toBe(false);
  });

  it('shows the requirement to an admin who is not an Owner, unchangeable (decision 0027)', async () => {
    renderScreen(() => json(200, OFF), { ...ADMIN, role: 'administrator' });
    const box = (await screen.findByLabelText('Require two-step sign-in for every admin')) as HTMLInputElement;
    expect(box.disabled).toBe(true);
    expect(screen.getByText(/Only an Owner can change it\./)).toBeTruthy();
  });

  it('turns two-step off with the password and a code, naming a wrong password beside its field', async () => {
    let status = ON;
    renderScreen((url, init) => {
      if (url.endsWith('/disable')) {
        const body = JSON.parse(String(init.body)) as { password: string };
        if (body.password !== 'right-pass')
          return json(400, { message: 'Validation failed', fields: { password: TWO_STEP_MESSAGES.wrongPassword } });
        status = OFF;
        return json(200, OFF);
      }
      return json(200, status);
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Turn off' }));
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'wrong-pass' } });
    fireEvent.change(screen.getByLabelText('Code from the app or a recovery code'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Turn off two-step sign-in' }));
    expect(await screen.findByText(TWO_STEP_MESSAGES.wrongPassword)).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'right-pass' } });
    fireEvent.click(screen.getByRole('button', { name: 'Turn off two-step sign-in' }));
    expect(await screen.findByRole('button', { name: 'Set up' })).toBeTruthy();
  });
});
