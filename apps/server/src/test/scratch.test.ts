import { test } from 'vitest';
import { createTestApp, pathOf } from './harness';

test('explore', async () => {
  const t = await createTestApp();
  const show = async (label: string, res: Response) => {
    const h = Object.fromEntries([...res.headers].filter(([k]) => ['location', 'set-cookie', 'retry-after'].includes(k)));
    console.log(label, res.status, JSON.stringify(h), (await res.text()).slice(0, 200));
  };
  await show('signup evil', await t.post('/api/identity/sign-up/email', { email: 'g@example.com', password: 'password123', name: 'x', callbackURL: 'https://evil.example/' }));
  await show('follow evil', await t.request(pathOf((await t.lastMessageTo('g@example.com')).links[0]!)));
  await show('ml evil', await t.post('/api/identity/sign-in/magic-link', { email: 'z@example.com', callbackURL: 'https://evil.example/' }));
  await show('ml follow evil', await t.request(pathOf((await t.lastMessageTo('z@example.com')).links[0]!)));
  await show('reset evil', await t.post('/api/identity/request-password-reset', { email: 'g@example.com', redirectTo: 'https://evil.example/' }));
  await show('reset follow evil', await t.request(pathOf((await t.lastMessageTo('g@example.com')).links[0]!)));
  for (const p of ['abc', 'xyz']) {
    await show('sms ' + p, await t.post('/api/identity/phone-number/send-otp', { phoneNumber: p }));
    const code = /(\d{6})/.exec((await t.lastMessageTo(p)).text)![1];
    await show('verify ' + p, await t.post('/api/identity/phone-number/verify', { phoneNumber: p, code }));
  }
  for (const p of ['+1 555 555 0100', '+15555550100']) {
    await show('sms ' + p, await t.post('/api/identity/phone-number/send-otp', { phoneNumber: p }));
    const code = /(\d{6})/.exec((await t.lastMessageTo(p)).text)![1];
    await show('verify ' + p, await t.post('/api/identity/phone-number/verify', { phoneNumber: p, code }));
  }
  await show('signup verified', await t.post('/api/identity/sign-up/email', { email: 'v@example.com', password: 'password123', name: 'x', emailVerified: true }));
  await show('signin verified?', await t.post('/api/identity/sign-in/email', { email: 'v@example.com', password: 'password123' }));
  await t.close();
});
