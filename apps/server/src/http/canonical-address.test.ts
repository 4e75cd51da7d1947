import { describe, expect, test } from 'vitest';
import { useTestApp } from '#test/harness';

const PAGE = { accept: 'text/html,application/xhtml+xml' };

describe('one address for every flow', () => {
  const local = useTestApp();
  const deployed = useTestApp({ PUBLIC_URL: 'https://replies.example.com' });

  test('a page opened at 127.0.0.1 goes to the address links and callbacks use', async () => {
    const res = await local.request('http://127.0.0.1:3000/pricing?from=ad', { headers: PAGE });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('http://localhost:3000/pricing?from=ad');
    const ipv6 = await local.request('http://[::1]:3000/', { headers: PAGE });
    expect(ipv6.headers.get('location')).toBe('http://localhost:3000/');
  });

  test('without PUBLIC_URL, another machine reaching this one by its LAN address is not sent to localhost', async () => {
    const res = await local.request('http://192.168.1.20:3000/pricing', { headers: PAGE });
    expect(res.status).not.toBe(302);
  });

  test('with PUBLIC_URL, every other host is sent to it; API calls and assets are not redirected', async () => {
    const page = await deployed.request('http://10.0.0.5:8080/replies', { headers: PAGE });
    expect(page.headers.get('location')).toBe('https://replies.example.com/replies');
    const api = await deployed.request('http://10.0.0.5:8080/api/public-config', { headers: PAGE });
    expect(api.status).toBe(200);
    const post = await deployed.request('http://10.0.0.5:8080/sandbox/authorize', {
      method: 'POST',
      headers: PAGE,
    });
    expect(post.status).not.toBe(302);
    const own = await deployed.request('https://replies.example.com/pricing', { headers: PAGE });
    expect(own.status).not.toBe(302);
  });
});
