import { describe, expect, it } from 'vitest';
import { clientErrorReport, clientRoute, scrubbed } from './client-errors.js';

describe('client error reports', () => {
  it('keep no address, id, token, long number or query string', () => {
    const text =
      'Load 0190c5a4-6b1e-7cc2-9a3e-1f2b3c4d5e6f of dale.earnhardt@example.com (555) 1234567 ' +
      'at https://haulbook.test/login?token=abc123&email=x and Zq3xW9pL0mN8bV7cX6zA5sD4fG3hJ2kL1q';
    expect(scrubbed(text)).toBe(
      'Load <id> of <email> (555) <number> at https://haulbook.test/login and <token>',
    );
  });

  it('keep what finds the fault: names, files, lines and short numbers', () => {
    const line =
      'at DashboardPage (https://haulbook.test/assets/DashboardPage-B1x9Kq2z.js:1:48213)';
    expect(scrubbed(line)).toBe(line);
    expect(scrubbed('RangeError: Invalid time value')).toBe('RangeError: Invalid time value');
  });

  it('name the route without the record or the query', () => {
    expect(clientRoute('/loads/0190c5a4-6b1e-7cc2-9a3e-1f2b3c4d5e6f?add=1')).toBe('/loads/:id');
    expect(clientRoute('/fuel#top')).toBe('/fuel');
  });

  it('cut the message and the stack to their size', () => {
    const report = clientErrorReport({
      message: 'x'.repeat(900),
      stack: Array.from({ length: 40 }, (_, i) => `  at f${i} (app.js:1:${i})`).join('\n'),
      route: '/dashboard',
      appVersion: '0.1.0+58fc995',
    });
    expect(report.message).toHaveLength(501);
    expect(report.stack?.split('\n')).toHaveLength(12);
    expect(report.stack?.split('\n')[11]).toBe('  at f11 (app.js:1:11)');
    expect(report.route).toBe('/dashboard');
    expect(report.appVersion).toBe('0.1.0+58fc995');
  });
});
