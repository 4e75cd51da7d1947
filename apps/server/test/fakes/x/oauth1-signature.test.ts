import { describe, expect, test } from 'vitest';
import {
  baseStringUri,
  buildAuthorizationHeader,
  oauth1Signature,
  parseAuthorizationHeader,
  parseFormPairs,
  percentEncode,
  signatureBaseString,
} from './oauth1-signature';

// Published vectors, reproduced byte for byte.
describe('oauth1Signature', () => {
  test('RFC 5849 §1.2: the photos.example.net protected-resource request', () => {
    // Header: realm="Photos" (not signed), oauth_consumer_key, oauth_token, oauth_signature_method,
    // oauth_timestamp="137131202", oauth_nonce="chapoH"; no oauth_version in the RFC's example.
    const input = {
      method: 'GET',
      url: 'http://photos.example.net/photos?file=vacation.jpg&size=original',
      params: {
        realm: 'Photos',
        oauth_consumer_key: 'dpf43f3p2l4k3l03',
        oauth_token: 'nnch734d00sl2jdk',
        oauth_signature_method: 'HMAC-SHA1',
        oauth_timestamp: '137131202',
        oauth_nonce: 'chapoH',
      },
      consumerSecret: 'kd94hf93k423kf44',
      tokenSecret: 'pfkkdhi9sl3r4s00',
    };
    expect(signatureBaseString(input)).toBe(
      'GET&http%3A%2F%2Fphotos.example.net%2Fphotos&file%3Dvacation.jpg%26oauth_consumer_key%3Ddpf43f3p2l4k3l03' +
        '%26oauth_nonce%3DchapoH%26oauth_signature_method%3DHMAC-SHA1%26oauth_timestamp%3D137131202' +
        '%26oauth_token%3Dnnch734d00sl2jdk%26size%3Doriginal',
    );
    expect(oauth1Signature(input)).toBe('MdpQcU8iPSUjWoN/UDMsK2sui9I=');
  });

  test('OAuth Core 1.0 Appendix A.5: the same photo request with nonce kllo9940pd9333jh', () => {
    // These inputs (timestamp 1191242096, oauth_version 1.0) are the older community spec's; they
    // sign to tR3+..., not to the RFC's MdpQ... value.
    const signature = oauth1Signature({
      method: 'GET',
      url: 'http://photos.example.net/photos?file=vacation.jpg&size=original',
      params: {
        oauth_consumer_key: 'dpf43f3p2l4k3l03',
        oauth_token: 'nnch734d00sl2jdk',
        oauth_signature_method: 'HMAC-SHA1',
        oauth_timestamp: '1191242096',
        oauth_nonce: 'kllo9940pd9333jh',
        oauth_version: '1.0',
      },
      consumerSecret: 'kd94hf93k423kf44',
      tokenSecret: 'pfkkdhi9sl3r4s00',
    });
    expect(signature).toBe('tR3+Ty81lMeYAr/Fid0kMTYa/WM=');
  });

  const xDocsParams = {
    status: 'Hello Ladies + Gentlemen, a signed OAuth request!',
    oauth_consumer_key: 'xvz1evFS4wEEPTGEFPHBog',
    oauth_nonce: 'kYjzVBB8Y0ZFabxSWbWovY3uYSQ2pTgmZeNu2VS4cg',
    oauth_signature_method: 'HMAC-SHA1',
    oauth_timestamp: '1318622958',
    oauth_token: '370773112-GmHxMAgYyLbNEtIKZeRNFsMKPR9EyMZeS9weJAEb',
    oauth_version: '1.0',
  };
  const xDocsSecrets = {
    consumerSecret: 'kAcSOqF21Fu85e7zjz7ZN2U4ZRhfV3WpwPAoE3Z7kBw',
    tokenSecret: 'LswwdoUaIvS8ltyTt5jkRh4J50vUPVVHtR2YPi5kE',
  };

  test('X docs "Creating a signature", on api.x.com', () => {
    const signature = oauth1Signature({
      method: 'POST',
      url: 'https://api.x.com/1.1/statuses/update.json?include_entities=true',
      params: xDocsParams,
      ...xDocsSecrets,
    });
    expect(signature).toBe('Ls93hJiZbQ3akF3HF3x1Bz8/zU4=');
  });

  test('X docs "Creating a signature", the published base string on api.twitter.com', () => {
    const input = {
      method: 'post',
      url: 'https://api.twitter.com/1.1/statuses/update.json?include_entities=true',
      params: xDocsParams,
      ...xDocsSecrets,
    };
    expect(signatureBaseString(input)).toBe(
      'POST&https%3A%2F%2Fapi.twitter.com%2F1.1%2Fstatuses%2Fupdate.json&include_entities%3Dtrue' +
        '%26oauth_consumer_key%3Dxvz1evFS4wEEPTGEFPHBog%26oauth_nonce%3DkYjzVBB8Y0ZFabxSWbWovY3uYSQ2pTgmZeNu2VS4cg' +
        '%26oauth_signature_method%3DHMAC-SHA1%26oauth_timestamp%3D1318622958' +
        '%26oauth_token%3D370773112-GmHxMAgYyLbNEtIKZeRNFsMKPR9EyMZeS9weJAEb%26oauth_version%3D1.0' +
        '%26status%3DHello%2520Ladies%2520%252B%2520Gentlemen%252C%2520a%2520signed%2520OAuth%2520request%2521',
    );
    expect(oauth1Signature(input)).toBe('hCtSmYh+iHYCEqBWrE7C7hYmtUk=');
  });

  test('RFC 5849 §3.4.1.1: repeated names, empty values, encoded query and a form body', () => {
    const base = signatureBaseString({
      method: 'POST',
      url: 'http://example.com/request?b5=%3D%253D&a3=a&c%40=&a2=r%20b',
      params: [
        ['realm', 'Example'],
        ['oauth_consumer_key', '9djdj82h48djs9d2'],
        ['oauth_token', 'kkk9d7dh3k39sjv7'],
        ['oauth_signature_method', 'HMAC-SHA1'],
        ['oauth_timestamp', '137131201'],
        ['oauth_nonce', '7d8f3e4a'],
        ['oauth_signature', 'bYT5CMsGcbgUdFHObYMEfcx6bsw='],
        ...parseFormPairs('c2&a3=2+q'),
      ],
    });
    expect(base).toBe(
      'POST&http%3A%2F%2Fexample.com%2Frequest&a2%3Dr%2520b%26a3%3D2%2520q%26a3%3Da%26b5%3D%253D%25253D' +
        '%26c%2540%3D%26c2%3D%26oauth_consumer_key%3D9djdj82h48djs9d2%26oauth_nonce%3D7d8f3e4a' +
        '%26oauth_signature_method%3DHMAC-SHA1%26oauth_timestamp%3D137131201%26oauth_token%3Dkkk9d7dh3k39sjv7',
    );
  });
});

describe('helpers', () => {
  test('percentEncode leaves only unreserved characters', () => {
    expect(percentEncode("Ladies + Gentlemen!*'()~-._")).toBe('Ladies%20%2B%20Gentlemen%21%2A%27%28%29~-._');
    expect(percentEncode('☃')).toBe('%E2%98%83');
  });

  test('baseStringUri lower-cases scheme and host and drops the default port (§3.4.1.2)', () => {
    expect(baseStringUri('HTTP://EXAMPLE.COM:80/r%20v/X?id=123')).toBe('http://example.com/r%20v/X');
    expect(baseStringUri('https://www.example.net:8080/?q=1')).toBe('https://www.example.net:8080/');
  });

  test('an Authorization header round-trips', () => {
    const header = buildAuthorizationHeader({ oauth_consumer_key: 'key', oauth_signature: 'a+b/c=' });
    expect(header).toBe('OAuth oauth_consumer_key="key", oauth_signature="a%2Bb%2Fc%3D"');
    expect(parseAuthorizationHeader(header)).toEqual([
      ['oauth_consumer_key', 'key'],
      ['oauth_signature', 'a+b/c='],
    ]);
    expect(parseAuthorizationHeader('Bearer abc')).toBeNull();
    expect(parseAuthorizationHeader(undefined)).toBeNull();
  });
});
