import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { CONTEXT_KEYS, parseConfig } from './config';
import { fromRoot } from './paths';

describe('deployment configuration (CDK context)', () => {
  it('has sensible defaults for a first deploy without a custom domain', () => {
    const config = parseConfig({});
    expect(config).toMatchObject({
      appName: 'AgencySite',
      region: 'eu-west-1',
      domainNames: [],
      senderEmail: 'no-reply@example.com',
      retainData: true,
      logRetentionDays: 90,
      metricsNamespace: 'AgencySite',
      priceClass: '100',
    });
    expect(config.siteUrl).toBeUndefined();
  });

  it('reads cdk.json, where every documented key is present and empty values mean unset', () => {
    const context = JSON.parse(readFileSync(fromRoot('cdk.json'), 'utf8')).context;
    for (const key of CONTEXT_KEYS) expect(context, key).toHaveProperty(key);
    expect(() => parseConfig(context)).not.toThrow();
  });

  it('derives both domain names, the site URL and the sender from domainName', () => {
    const config = parseConfig({
      domainName: 'Example.org',
      certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/abc-123',
    });
    expect(config.domainNames).toEqual(['example.org', 'calendar.example.org']);
    expect(config.siteUrl).toBe('https://example.org');
    expect(config.senderEmail).toBe('no-reply@example.org');
    expect(config.staffEmail).toBe('no-reply@example.org');
  });

  it('accepts command-line strings for booleans, numbers and lists', () => {
    const config = parseConfig({
      retainData: 'false',
      logRetentionDays: '30',
      analyticsHosts: 'https://a.example.net, https://b.example.net',
      clarityProjectId: 'abc123',
    });
    expect(config.retainData).toBe(false);
    expect(config.logRetentionDays).toBe(30);
    expect(config.analytics).toEqual({
      googleAnalytics: false,
      clarity: true,
      extraHosts: ['https://a.example.net', 'https://b.example.net'],
    });
  });

  it('rejects invalid or inconsistent values with one readable error', () => {
    expect(() => parseConfig({ domainName: 'example.org' })).toThrow(/certificateArn: domainName requires certificateArn/);
    expect(() =>
      parseConfig({ domainName: 'example.org', certificateArn: 'arn:aws:acm:eu-west-1:123456789012:certificate/abc' }),
    ).toThrow(/us-east-1/);
    expect(() => parseConfig({ alarmEmail: 'not-an-email', logRetentionDays: 8 })).toThrow(
      /alarmEmail[\s\S]*logRetentionDays/,
    );
    expect(() => parseConfig({ analyticsHosts: ['http://insecure.example'] })).toThrow(/analyticsHosts/);
  });
});
