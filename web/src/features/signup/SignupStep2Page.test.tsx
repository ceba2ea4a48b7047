import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes } from 'react-router-dom';
import type { UserEvent } from '@testing-library/user-event';
import { renderWithProviders } from '../../test/render';
import { SignupStep2Page } from './SignupStep2Page';

const verified = '/signup/step2?userId=u1&verified=true';
/** Opens a Mantine Select by its label and picks the option with that visible label. */
async function choose(user: UserEvent, label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

const screenAt = (
  <Routes>
    <Route path="/signup/step2" element={<SignupStep2Page />} />
    <Route path="/auth" element={<p>Sign-in screen</p>} />
  </Routes>
);

afterEach(() => {
  vi.unstubAllGlobals();
});

type Proof = Record<string, string>;
const verifiedProof: Proof = {
  status: 'verified',
  userId: 'u1',
  expiresAt: '2999-01-01T00:00:00Z',
};

/** The server: GET /api/signup/verification answers `proof`; any other call answers `other`. */
function serverWith(
  proof: Proof,
  other: () => Response = () => Response.json({ success: true, message: 'ok' }),
) {
  const fetchMock = vi.fn<typeof fetch>(async (input) =>
    String(input) === '/api/signup/verification' ? Response.json(proof) : other(),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const callsTo = (fetchMock: ReturnType<typeof serverWith>, path: string) =>
  fetchMock.mock.calls.filter(([input]) => String(input) === path);

describe('SignupStep2Page', () => {
  it('asks for verification first when this browser holds no proof', async () => {
    serverWith({ status: 'none' });
    renderWithProviders(screenAt, { route: verified });
    expect(
      await screen.findByRole('heading', { name: 'Email verification required' }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Start over' })).toBeTruthy();
    expect(screen.queryByLabelText('Phone')).toBeNull();
  });

  it('shows Company name only for other and the account type only for Hirschbach', async () => {
    serverWith(verifiedProof);
    const { user } = renderWithProviders(screenAt, { route: verified });
    await screen.findByLabelText('Phone');
    expect(screen.queryByLabelText('Company name')).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Hirschbach account type' })).toBeNull();

    await choose(user, 'Company', 'Other');
    expect(screen.getByLabelText('Company name')).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Hirschbach account type' })).toBeNull();

    await choose(user, 'Company', 'Hirschbach');
    expect(screen.queryByLabelText('Company name')).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Hirschbach account type' })).toBeTruthy();

    await choose(user, 'Company', 'Landstar');
    expect(screen.queryByLabelText('Company name')).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Hirschbach account type' })).toBeNull();
  });

  it('shows the docs/product.md messages for an empty form', async () => {
    serverWith(verifiedProof);
    const { user } = renderWithProviders(screenAt, { route: verified });
    await screen.findByLabelText('Phone');
    await user.click(screen.getByRole('button', { name: 'Complete Setup' }));

    expect(await screen.findByText('Phone number must be at least 10 digits')).toBeTruthy();
    expect(screen.getByText('Please select a company')).toBeTruthy();
    expect(screen.getByText('Password must be at least 8 characters')).toBeTruthy();
  });

  it('shows the docs/product.md messages for bad values', async () => {
    serverWith(verifiedProof);
    const { user } = renderWithProviders(screenAt, { route: verified });
    await screen.findByLabelText('Phone');
    await user.type(screen.getByLabelText('Phone'), '555-abc-12345');
    await choose(user, 'Company', 'Other');
    await user.type(screen.getByLabelText('Password'), 'alllowercase1');
    await user.type(screen.getByLabelText('Confirm password'), 'different');
    await user.click(screen.getByRole('button', { name: 'Complete Setup' }));

    expect(await screen.findByText('Invalid phone number format')).toBeTruthy();
    expect(screen.getByText('Please enter your company name')).toBeTruthy();
    expect(
      screen.getByText(
        'Password must contain at least one uppercase letter, one lowercase letter, and one number',
      ),
    ).toBeTruthy();
    expect(screen.getByText("Passwords don't match")).toBeTruthy();
  });

  it('requires the Hirschbach account type', async () => {
    serverWith(verifiedProof);
    const { user } = renderWithProviders(screenAt, { route: verified });
    await screen.findByLabelText('Phone');
    await choose(user, 'Company', 'Hirschbach');
    await user.click(screen.getByRole('button', { name: 'Complete Setup' }));
    expect(await screen.findByText('Please select your Hirschbach account type')).toBeTruthy();
  });

  it('sends only the fields of the chosen company, then welcomes the driver', async () => {
    const fetchMock = serverWith(verifiedProof);
    const { user } = renderWithProviders(screenAt, { route: verified });

    await user.type(await screen.findByLabelText('Phone'), '(555) 123-4567');
    await choose(user, 'Company', 'Hirschbach');
    await choose(user, 'Hirschbach account type', 'OTR');
    await choose(user, 'Company', 'Landstar');
    await user.type(screen.getByLabelText('Password'), 'Haul2024go');
    await user.type(screen.getByLabelText('Confirm password'), 'Haul2024go');
    await user.click(screen.getByRole('button', { name: 'Complete Setup' }));

    expect(await screen.findByRole('heading', { name: 'Welcome' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Sign in to your account' }));
    expect(await screen.findByText('Sign-in screen')).toBeTruthy();
    const [, init] = callsTo(fetchMock, '/api/signup/step2')[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({
      phone: '(555) 123-4567',
      company: 'landstar',
      password: 'Haul2024go',
      confirmPassword: 'Haul2024go',
      userId: 'u1',
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
  });

  it('verifies an emailed token, then shows the form at the verified address', async () => {
    const fetchMock = serverWith({ ...verifiedProof, userId: 'u9' }, () =>
      Response.json({ userId: 'u9', profileComplete: false }),
    );
    renderWithProviders(screenAt, { route: '/signup/step2?token=tok123' });

    expect(await screen.findByLabelText('Phone')).toBeTruthy();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/verify-email?token=tok123');
  });

  it('reports an invalid token and asks to start over', async () => {
    serverWith({ status: 'none' }, () =>
      Response.json({ message: 'Invalid or expired verification token' }, { status: 400 }),
    );
    renderWithProviders(screenAt, { route: '/signup/step2?token=used' });

    expect(await screen.findByText('Verification Failed')).toBeTruthy();
    expect(screen.getByText('Invalid or expired verification token')).toBeTruthy();
    expect(
      await screen.findByRole('heading', { name: 'Email verification required' }),
    ).toBeTruthy();
  });

  it('says a lapsed proof has timed out before the driver types, and sends a fresh link', async () => {
    const fetchMock = serverWith({
      status: 'lapsed',
      email: 'rosa@example.com',
      displayName: 'Rosa Diaz',
    });
    const { user } = renderWithProviders(screenAt, { route: verified });

    expect(
      await screen.findByRole('heading', { name: 'Your verification timed out' }),
    ).toBeTruthy();
    expect(screen.getByText(/rosa@example\.com/)).toBeTruthy();
    expect(screen.queryByLabelText('Phone')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Start over' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Send a fresh link' }));
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeTruthy();
    expect(screen.getByText(/check your spam or junk folder/i)).toBeTruthy();
    const [, init] = callsTo(fetchMock, '/api/signup/step1')[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({
      email: 'rosa@example.com',
      displayName: 'Rosa Diaz',
    });
  });

  it('offers the fresh link when the proof lapses while the driver types', async () => {
    let proof: Proof = verifiedProof;
    const fetchMock = vi.fn<typeof fetch>(async (input) =>
      String(input) === '/api/signup/verification'
        ? Response.json(proof)
        : Response.json({ message: 'Email verification required' }, { status: 403 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { user } = renderWithProviders(screenAt, { route: verified });

    await user.type(await screen.findByLabelText('Phone'), '(555) 123-4567');
    await choose(user, 'Company', 'Landstar');
    await user.type(screen.getByLabelText('Password'), 'Haul2024go');
    await user.type(screen.getByLabelText('Confirm password'), 'Haul2024go');
    proof = { status: 'lapsed', email: 'rosa@example.com', displayName: 'Rosa Diaz' };
    await user.click(screen.getByRole('button', { name: 'Complete Setup' }));

    expect(await screen.findByRole('button', { name: 'Send a fresh link' })).toBeTruthy();
    expect(screen.queryByText('Setup failed')).toBeNull();
  });
});
