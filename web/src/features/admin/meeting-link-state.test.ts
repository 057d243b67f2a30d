import { describe, expect, it } from 'vitest';
import { meetingLinkState } from './meeting-link-state';

describe('the meeting links’ configuration state', () => {
  it('says nothing while every booking gets a link', () => {
    expect(meetingLinkState('jitsi', false)).toBeUndefined();
    expect(meetingLinkState('google', true)).toBeUndefined();
  });

  it('notes that staff send links when none are made, and warns when Google Meet has no account', () => {
    expect(meetingLinkState('none', true)).toMatchObject({ tone: 'note', message: expect.stringContaining('asks you to send the customer and guests a link') });
    expect(meetingLinkState('google', false)).toMatchObject({ tone: 'warning', message: expect.stringContaining('no Google account is configured') });
  });
});
