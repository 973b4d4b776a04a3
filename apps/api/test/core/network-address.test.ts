import { describe, expect, it } from 'vitest';
import { isPublicAddress } from '../../src/lib/network-address';

/*
 * Where the SMTP host of the e-mail settings may point (modules/mail/smtp-host.ts): public
 * addresses only, IPv4 and IPv6, an IPv4 address carried inside IPv6 judged as itself.
 */
describe('isPublicAddress', () => {
  it('takes public addresses, next to the edges of the ranges it refuses', () => {
    for (const address of [
      '8.8.8.8',
      '1.1.1.1',
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
      '223.255.255.255',
      '2001:4860:4860::8888',
      '2a00:1450:4001::1',
      '::ffff:8.8.8.8',
      '64:ff9b::808:808',
      '2002:808:808::1',
    ]) {
      expect([address, isPublicAddress(address)]).toEqual([address, true]);
    }
  });

  it('refuses loopback, private, link-local, unspecified, multicast and reserved addresses', () => {
    for (const address of [
      '0.0.0.0',
      '0.1.2.3',
      '10.0.0.0',
      '10.255.255.255',
      '100.64.0.0',
      '100.127.255.255',
      '127.0.0.1',
      '127.255.255.254',
      '169.254.0.1',
      '169.254.169.254',
      '172.16.0.0',
      '172.31.255.255',
      '192.0.0.8',
      '192.0.2.1',
      '192.168.0.1',
      '198.18.0.1',
      '198.51.100.1',
      '203.0.113.1',
      '224.0.0.1',
      '239.255.255.250',
      '240.0.0.1',
      '255.255.255.255',
      '::',
      '::1',
      '::127.0.0.1',
      '::ffff:127.0.0.1',
      '::ffff:10.1.2.3',
      '::ffff:a9fe:a9fe',
      '64:ff9b::7f00:1',
      '64:ff9b::192.168.0.1',
      '2002:7f00:1::1',
      '2002:a00:1::',
      '100::1',
      '2001::1',
      '2001:db8::1',
      'fc00::1',
      'fd12:3456:789a::1',
      'fe80::1',
      'febf:ffff::1',
      'fec0::1',
      'ff02::1',
    ]) {
      expect([address, isPublicAddress(address)]).toEqual([address, false]);
    }
  });

  it('takes nothing that is not an IP address', () => {
    for (const text of ['', 'localhost', 'smtp.example.com', '127.1', '2130706433', '1.2.3.4.5']) {
      expect([text, isPublicAddress(text)]).toEqual([text, false]);
    }
  });
});
