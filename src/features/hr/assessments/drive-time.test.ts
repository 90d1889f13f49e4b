import { describe, expect, it } from 'vitest';
import { driveWhen, fromDriveInput, timeZoneChoices, toDriveInput } from './drive-time.ts';

describe("a drive's window on its own clock", () => {
  it('reads an input on the drive’s clock and sends it with that zone’s offset', () => {
    expect(fromDriveInput('2026-11-24T10:00', 'Asia/Kolkata')).toBe('2026-11-24T10:00:00+05:30');
    expect(fromDriveInput('2026-07-01T09:30', 'Europe/London')).toBe('2026-07-01T09:30:00+01:00');
    expect(fromDriveInput('', 'Asia/Kolkata')).toBeNull();
  });

  it('shows a moment on the drive’s clock, whatever zone it was saved in', () => {
    expect(toDriveInput('2026-11-24T04:30:00Z', 'Asia/Kolkata')).toBe('2026-11-24T10:00');
    expect(toDriveInput(null, 'Asia/Kolkata')).toBe('');
    expect(driveWhen('2026-11-24T04:30:00Z', 'Asia/Kolkata')).toMatch(/24 Nov 2026.*10:00/);
    expect(driveWhen('2026-11-24T04:30:00Z', 'UTC')).toMatch(/24 Nov 2026.*4:30/);
  });

  it('offers India’s zone and the drive’s own among the choices', () => {
    const choices = timeZoneChoices('Etc/GMT+12');
    expect(choices).toContain('Asia/Kolkata');
    expect(choices).toContain('Etc/GMT+12');
    expect(new Set(choices).size).toBe(choices.length);
  });
});
