import path from 'node:path';
import { expect, test } from 'vitest';
import { buildConfig } from './config';

test('defaults give the embedded setup on 127.0.0.1:3000 with ./data', () => {
  const config = buildConfig({});
  expect(config.PORT).toBe(3000);
  expect(config.HOST).toBe('127.0.0.1');
  expect(config.dataDir).toBe(path.resolve('./data'));
  expect(config.DATABASE_URL).toBeUndefined();
  expect(config.authMode).toBe('embedded');
  expect(config.publicUrl).toBe('http://127.0.0.1:3000');
  expect(config.SEED_DEMO).toBe(true);
  expect(config.DATABASE_STATEMENT_TIMEOUT_SECONDS).toBe(30);
  expect(config.DATABASE_LONG_STATEMENT_TIMEOUT_SECONDS).toBe(600);
});

test('every problem is listed at once', () => {
  expect(() => buildConfig({ PORT: 'eighty', DATABASE_URL: 'not a url', AUTH_JWT_SECRET: 'short' })).toThrow(
    /PORT[\s\S]*DATABASE_URL[\s\S]*AUTH_JWT_SECRET/,
  );
});

test('lists and booleans are parsed; empty values mean unset', () => {
  const config = buildConfig({ ACTION_CENTER_BLOCKED_IDS: ' a, b ,', SEED_DEMO: 'false', DATABASE_URL: '' });
  expect(config.ACTION_CENTER_BLOCKED_IDS).toEqual(['a', 'b']);
  expect(config.SEED_DEMO).toBe(false);
  expect(config.DATABASE_URL).toBeUndefined();
});

test('Supabase mode needs its anon key and JWT secret', () => {
  expect(() => buildConfig({ SUPABASE_URL: 'https://x.supabase.co' })).toThrow(/SUPABASE_ANON_KEY/);
  const config = buildConfig({
    SUPABASE_URL: 'https://x.supabase.co',
    SUPABASE_ANON_KEY: 'anon',
    SUPABASE_JWT_SECRET: 'secret',
  });
  expect(config.authMode).toBe('supabase');
});

test('the webhook loopback switch is refused outside the test configuration', () => {
  expect(() => buildConfig({ ALERT_WEBHOOK_ALLOW_LOOPBACK: 'true' })).toThrow(/only with NODE_ENV=test/);
  expect(() => buildConfig({ ALERT_WEBHOOK_ALLOW_LOOPBACK: 'true', NODE_ENV: 'production' })).toThrow(
    /ALERT_WEBHOOK_ALLOW_LOOPBACK/,
  );
  expect(
    buildConfig({ ALERT_WEBHOOK_ALLOW_LOOPBACK: 'true', NODE_ENV: 'test' }).ALERT_WEBHOOK_ALLOW_LOOPBACK,
  ).toBe(true);
  expect(buildConfig({}).ALERT_WEBHOOK_ALLOW_LOOPBACK).toBe(false);
});

test('the default public address brackets an IPv6 HOST, and every IPv6 interface is reached on its loopback', () => {
  expect(buildConfig({ HOST: '::', PORT: '3534' }).publicUrl).toBe('http://[::1]:3534');
  expect(buildConfig({ HOST: '::1' }).publicUrl).toBe('http://[::1]:3000');
  expect(buildConfig({ HOST: 'fd00::5' }).publicUrl).toBe('http://[fd00::5]:3000');
  expect(buildConfig({ HOST: '0.0.0.0' }).publicUrl).toBe('http://0.0.0.0:3000');
  for (const host of ['::', '::1', 'fd00::5'])
    expect(() => new URL(buildConfig({ HOST: host }).publicUrl)).not.toThrow();
});
