import { AxiosError, type AxiosResponse } from 'axios';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultPrivacySettings } from '../../../shared/privacy/privacy-defaults.ts';
import { candidateNotice } from '../../../shared/privacy/candidate-notice.ts';
import { acknowledgeNotice } from './interview-api.ts';
import { PrivacyNoticeCard, noticeIsDue } from './privacy-notice-card.tsx';
import '../../test-support/mount-hook.tsx';

vi.mock('./interview-api.ts', () => ({ acknowledgeNotice: vi.fn() }));
const send = vi.mocked(acknowledgeNotice);

const notice = {
  version: '2026-11-29.abcdef12',
  acknowledgedVersion: null,
  acknowledgedAt: null,
  content: candidateNotice(defaultPrivacySettings),
};

let container: HTMLElement | undefined;
let root: Root | undefined;
beforeEach(() => send.mockReset());
afterEach(() => {
  act(() => root?.unmount());
  container?.remove();
});

function showNotice() {
  const acknowledged: string[] = [];
  let changed = 0;
  container = document.body.appendChild(document.createElement('div'));
  root = createRoot(container);
  act(() =>
    root?.render(
      <PrivacyNoticeCard
        token="token"
        notice={notice}
        onAcknowledged={(version) => acknowledged.push(version)}
        onChanged={() => (changed += 1)}
      />,
    ),
  );
  const box = container.querySelector('input[type="checkbox"]') as HTMLInputElement;
  const button = [...container.querySelectorAll('button')].find(
    (b) => b.textContent === 'Continue',
  ) as HTMLButtonElement;
  return {
    acknowledged,
    changed: () => changed,
    tick: () => act(() => box.click()),
    press: () => act(async () => button.click()),
    alert: () => container?.querySelector('[role="alert"]')?.textContent ?? null,
  };
}

const failure = (status?: number) =>
  new AxiosError(
    'failed',
    status ? 'ERR_BAD_REQUEST' : 'ERR_NETWORK',
    undefined,
    undefined,
    status ? ({ status, data: {} } as AxiosResponse) : undefined,
  );

describe('the privacy notice card', () => {
  it('shows the notice under its heading, each section with its own', () => {
    showNotice();
    expect(container?.querySelector('h1')?.textContent).toBe('Your personal data');
    expect([...(container?.querySelectorAll('h2') ?? [])].map((h) => h.textContent)).toEqual([
      'What we collect',
      'Why',
      'For how long',
      'Who sees it',
      'Your rights',
      'Who we are',
    ]);
  });

  it('asks for the tick first and sends nothing without it', async () => {
    const card = showNotice();
    await card.press();
    expect(card.alert()).toBe('Please tick “I have read this notice” first.');
    expect(send).not.toHaveBeenCalled();
  });

  it('records the version read, then lets the page show the rules', async () => {
    send.mockResolvedValue();
    const card = showNotice();
    card.tick();
    await card.press();
    expect(send).toHaveBeenCalledWith('token', '2026-11-29.abcdef12');
    expect(card.acknowledged).toEqual(['2026-11-29.abcdef12']);
  });

  it('loads the new notice when the text changed meanwhile (409)', async () => {
    send.mockRejectedValueOnce(failure(409));
    const card = showNotice();
    card.tick();
    await card.press();
    expect(card.changed()).toBe(1);
    expect(card.acknowledged).toEqual([]);
  });

  it('says so when offline, and Continue works again', async () => {
    send.mockRejectedValueOnce(failure()).mockResolvedValueOnce();
    const card = showNotice();
    card.tick();
    await card.press();
    expect(card.alert()).toMatch(/you may be offline/);
    await card.press();
    expect(card.acknowledged).toEqual(['2026-11-29.abcdef12']);
  });
});

describe('noticeIsDue', () => {
  it('asks before a round not started, until the version in force is acknowledged', () => {
    expect(noticeIsDue(notice, true)).toBe(true);
    expect(noticeIsDue({ ...notice, acknowledgedVersion: notice.version }, true)).toBe(false);
    expect(noticeIsDue({ ...notice, acknowledgedVersion: '2026-11-29.00000000' }, true)).toBe(true);
  });

  it('never holds up a round under way', () => {
    expect(noticeIsDue(notice, false)).toBe(false);
  });
});
