import { describe, expect, test } from 'vitest';
import { embeddedIpv4, ipv4Bytes, ipv6Groups, isPublicAddress } from './ip-address';

describe('reading addresses', () => {
  test('IPv4 in dotted decimal only; other spellings are not read', () => {
    expect(ipv4Bytes('203.0.114.7')).toEqual([203, 0, 114, 7]);
    expect(ipv4Bytes('0.0.0.0')).toEqual([0, 0, 0, 0]);
    for (const text of [
      '127.1',
      '2130706433',
      '0x7f.0.0.1',
      '0177.0.0.1',
      '256.1.1.1',
      '1.2.3.4.5',
      '',
      '1..2.3',
    ]) {
      expect(ipv4Bytes(text), text).toBeNull();
    }
  });

  test('IPv6 compressed or not, with a dotted IPv4 tail or not', () => {
    expect(ipv6Groups('::1')).toEqual([0, 0, 0, 0, 0, 0, 0, 1]);
    expect(ipv6Groups('::')).toEqual([0, 0, 0, 0, 0, 0, 0, 0]);
    expect(ipv6Groups('2001:db8::8:1')).toEqual([0x2001, 0xdb8, 0, 0, 0, 0, 8, 1]);
    expect(ipv6Groups('1:2:3:4:5:6:7:8')).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(ipv6Groups('::ffff:127.0.0.1')).toEqual([0, 0, 0, 0, 0, 0xffff, 0x7f00, 1]);
    expect(ipv6Groups('::10.0.0.1')).toEqual([0, 0, 0, 0, 0, 0, 0x0a00, 1]);
    expect(ipv6Groups('1:2:3:4:5:6:1.2.3.4')).toEqual([1, 2, 3, 4, 5, 6, 0x0102, 0x0304]);
    for (const text of [
      '1::2::3',
      '1:2:3:4:5:6:7:8:9',
      '12345::',
      '1:2:3:4:5:6:7::8',
      'g::1',
      '::1.2.3',
      '1:2',
    ]) {
      expect(ipv6Groups(text), text).toBeNull();
    }
  });

  test('the IPv4 address an IPv6 one carries: compatible, mapped, translated', () => {
    expect(embeddedIpv4(ipv6Groups('::ffff:7f00:1') ?? [])).toEqual([127, 0, 0, 1]);
    expect(embeddedIpv4(ipv6Groups('::ffff:0:a00:1') ?? [])).toEqual([10, 0, 0, 1]);
    expect(embeddedIpv4(ipv6Groups('::1') ?? [])).toEqual([0, 0, 0, 1]);
    expect(embeddedIpv4(ipv6Groups('2001:db8::7f00:1') ?? [])).toBeNull();
  });
});

describe('isPublicAddress', () => {
  test('IPv4 blocks that are not the public internet', () => {
    for (const address of [
      '0.0.0.0',
      '0.1.2.3',
      '10.0.0.1',
      '10.255.255.255',
      '100.64.0.1',
      '100.127.255.254',
      '127.0.0.1',
      '127.255.0.9',
      '169.254.169.254',
      '172.16.0.1',
      '172.31.255.255',
      '192.0.0.8',
      '192.0.2.10',
      '192.88.99.1',
      '192.168.1.1',
      '198.18.0.1',
      '198.19.255.255',
      '198.51.100.2',
      '203.0.113.9',
      '224.0.0.1',
      '239.255.255.250',
      '240.0.0.1',
      '255.255.255.255',
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
  });

  test('public IPv4, including the neighbours of those blocks', () => {
    for (const address of [
      '1.1.1.1',
      '8.8.8.8',
      '9.255.255.255',
      '11.0.0.0',
      '100.63.255.255',
      '100.128.0.0',
      '126.255.255.255',
      '128.0.0.0',
      '169.253.255.255',
      '172.15.255.255',
      '172.32.0.0',
      '192.167.255.255',
      '192.169.0.0',
      '198.20.0.0',
      '223.255.255.255',
    ]) {
      expect(isPublicAddress(address), address).toBe(true);
    }
  });

  test('IPv6 that is not the public internet, mapped and NAT64 forms of private IPv4 included', () => {
    for (const address of [
      '::',
      '::1',
      '[::1]',
      '::127.0.0.1',
      '::8.8.8.8',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '::ffff:10.0.0.1',
      '::ffff:169.254.169.254',
      '::ffff:0:10.0.0.1',
      '64:ff9b::10.0.0.1',
      '64:ff9b::7f00:1',
      '64:ff9b:1::1',
      'fe80::1',
      'fe80::1%eth0',
      'febf::1',
      'fec0::1',
      'fc00::1',
      'fd12:3456:789a::1',
      'ff02::1',
      'ff0e::1',
      '100::1',
      '2001::1',
      '2001:0:4136:e378:8000:63bf:3fff:fdd2',
      '2001:1ff::1',
      '2001:db8::1',
      '2002:c000:204::1',
      '2002:a00:1::1',
      '3fff::1',
      '1000::1',
      '4000::1',
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
  });

  test('public IPv6, and public IPv4 in its mapped and NAT64 forms', () => {
    for (const address of [
      '2606:4700:4700::1111',
      '2001:4860:4860::8888',
      '2001:200::1',
      '2a00:1450:4001:80b::200e',
      '3ffe::1',
      '::ffff:8.8.8.8',
      '::ffff:0808:0808',
      '64:ff9b::8.8.8.8',
      '[2606:4700:4700::1111]',
    ]) {
      expect(isPublicAddress(address), address).toBe(true);
    }
  });

  test('what cannot be read as an address is not public', () => {
    for (const text of [
      '',
      'localhost',
      'example.com',
      '127.1',
      '0x7f000001',
      '2130706433',
      '1.2.3.4.5',
      '::g',
    ]) {
      expect(isPublicAddress(text), text).toBe(false);
    }
  });

  test('decimal, hex, octal and short spellings, as the URL parser reads them, are judged by what they are', () => {
    for (const raw of [
      'https://127.1/',
      'https://2130706433/',
      'https://0x7f000001/',
      'https://0x7f.0.0.1/',
      'https://0177.0.0.1/',
      'https://0xa.0.0.1/',
      'https://167772161/',
      'https://0xa9fea9fe/',
      'https://[::ffff:127.0.0.1]/',
      'https://[0:0:0:0:0:ffff:a00:1]/',
      'https://[0000:0000::0001]/',
    ]) {
      const host = new URL(raw).hostname;
      expect(isPublicAddress(host), `${raw} → ${host}`).toBe(false);
    }
    expect(isPublicAddress(new URL('https://134744072/').hostname)).toBe(true); // 8.8.8.8
  });
});
