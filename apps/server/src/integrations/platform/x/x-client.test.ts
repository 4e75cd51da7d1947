import { expect, test } from 'vitest';
import { createXClients } from './x-client';

const AUTHORIZE = 'https://api.x.com/oauth/authorize?oauth_token=abc%2Fdef';

test('without a base URL the authorize page is X’s own', () => {
  expect(createXClients({ appKey: 'k', appSecret: 's' }).authorizationUrl(AUTHORIZE)).toBe(AUTHORIZE);
});

test('a base URL moves the authorize page, under the base’s own path if it has one', () => {
  expect(
    createXClients({ appKey: 'k', appSecret: 's', baseUrl: 'http://127.0.0.1:4010' }).authorizationUrl(
      AUTHORIZE,
    ),
  ).toBe('http://127.0.0.1:4010/oauth/authorize?oauth_token=abc%2Fdef');
  expect(
    createXClients({ appKey: 'k', appSecret: 's', baseUrl: 'https://x-fake.test/mock/' }).authorizationUrl(
      AUTHORIZE,
    ),
  ).toBe('https://x-fake.test/mock/oauth/authorize?oauth_token=abc%2Fdef');
});
