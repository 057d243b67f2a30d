import { describe, expect, it } from 'vitest';
import { calendarSettingsSchema } from './schemas';
import { seedCalendarSettings } from './seed';
import { jitsiRoomUrl, planMeeting } from './meeting';

const bytes = (fill: number) => new Uint8Array(16).fill(fill);

describe('the meeting provider', () => {
  it('makes a Jitsi room by default, named by 128 random bits on the server of the settings', () => {
    const settings = calendarSettingsSchema.parse({ ...seedCalendarSettings, meetingProvider: undefined, jitsiBaseUrl: undefined });
    expect(settings).toMatchObject({ meetingProvider: 'jitsi', jitsiBaseUrl: 'https://meet.jit.si' });
    expect(planMeeting(settings, () => bytes(0xab))).toEqual({ provider: 'jitsi', meetLink: `https://meet.jit.si/NorthstarConsultation-${'ab'.repeat(16)}` });
    expect(jitsiRoomUrl('https://video.example.org/rooms/', bytes(1))).toBe(`https://video.example.org/rooms/NorthstarConsultation-${'01'.repeat(16)}`);
  });

  it('refuses a room name with too little randomness', () => {
    expect(() => jitsiRoomUrl('https://meet.jit.si', new Uint8Array(8))).toThrow(/16 random bytes/);
  });

  it('makes no link on the spot for Google (it follows) or none', () => {
    const random = () => {
      throw new Error('no randomness needed');
    };
    expect(planMeeting({ meetingProvider: 'google', jitsiBaseUrl: 'https://meet.jit.si' }, random)).toEqual({ provider: 'google' });
    expect(planMeeting({ meetingProvider: 'none', jitsiBaseUrl: 'https://meet.jit.si' }, random)).toEqual({ provider: 'none' });
  });

  it.each([
    ['http://meet.example.org', 'Enter an https address such as https://meet.jit.si.'],
    ['meet.jit.si', 'Enter an https address such as https://meet.jit.si.'],
    ['https://meet.example.org/?room=x', 'Enter an https address such as https://meet.jit.si.'],
  ])('refuses the Jitsi server %s in words', (jitsiBaseUrl, message) => {
    const result = calendarSettingsSchema.safeParse({ ...seedCalendarSettings, jitsiBaseUrl });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['jitsiBaseUrl', message]]);
  });

  it('refuses an unknown provider and keeps a server address without its trailing slash', () => {
    expect(calendarSettingsSchema.safeParse({ ...seedCalendarSettings, meetingProvider: 'zoom' }).success).toBe(false);
    expect(calendarSettingsSchema.parse({ ...seedCalendarSettings, jitsiBaseUrl: 'https://video.example.org/' }).jitsiBaseUrl).toBe('https://video.example.org');
  });
});
