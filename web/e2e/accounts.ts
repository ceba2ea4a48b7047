/** A verified, completed account made through the real signup calls (the dev mailbox gives the link). */
import type { AppServer } from './harness.js';

export async function signUpByApi(
  server: AppServer,
  email: string,
  password: string,
): Promise<void> {
  const post = (path: string, body: object, cookie = '') =>
    fetch(`${server.baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify(body),
    });
  await post('/api/signup/step1', { email, displayName: 'Offline Driver' });
  const link = await server.linkInDevMailbox(email, '/signup/step2?token=');
  const token = new URL(link).searchParams.get('token');
  const verified = await fetch(`${server.baseUrl}/api/verify-email?token=${token}`, {
    headers: { accept: 'application/json' },
  });
  const { userId } = (await verified.json()) as { userId: string };
  const cookie = verified.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const done = await post(
    '/api/signup/step2',
    { phone: '5551234567', company: 'landstar', password, confirmPassword: password, userId },
    cookie,
  );
  if (!done.ok) throw new Error(`signup failed: ${done.status} ${await done.text()}`);
}
