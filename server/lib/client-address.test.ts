import { expect, test } from 'vitest';
import { clientAddressKey } from './client-address';

test('an IPv6 address counts as its /64; an IPv4 address, however written, as itself', () => {
  expect(clientAddressKey('2001:db8:1:2:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64');
  expect(clientAddressKey('2001:db8:1:2::1')).toBe(clientAddressKey('2001:db8:1:2:ffff::9'));
  expect(clientAddressKey('2001:db8:1:3::1')).not.toBe(clientAddressKey('2001:db8:1:2::1'));
  expect(clientAddressKey('fe80::1%eth0')).toBe('fe80::/64');
  expect(clientAddressKey('192.0.2.7')).toBe('192.0.2.7');
  expect(clientAddressKey('::ffff:192.0.2.7')).toBe('192.0.2.7');
  expect(clientAddressKey(null)).toBe('unknown');
  expect(clientAddressKey('not an address')).toBe('not an address');
});
