import { act, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestI18n } from '@/test/i18n';
import { formatCountdown, secondsUntil } from '../use-countdown';
import { ResendCountdown } from './resend-countdown';

// The 30 s resend countdown with a fake clock.

function renderCountdown(resendAt: number, onResend = vi.fn()) {
  render(
    <I18nextProvider i18n={createTestI18n('en')}>
      <ResendCountdown key={resendAt} resendAt={resendAt} onResend={onResend} pending={false} />
    </I18nextProvider>,
  );
  return onResend;
}

describe('resend countdown', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-23T10:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('counts 30 seconds down, then offers Resend OTP', () => {
    const onResend = renderCountdown(Date.now() + 30_000);
    expect(screen.getByTestId('resend-countdown')).toHaveTextContent('Resend OTP in 0:30');
    expect(screen.queryByRole('button', { name: 'Resend OTP' })).not.toBeInTheDocument();

    act(() => {
      vi.advanceTimersByTime(1_000);
    });
    expect(screen.getByTestId('resend-countdown')).toHaveTextContent('Resend OTP in 0:29');
    act(() => {
      vi.advanceTimersByTime(28_000);
    });
    expect(screen.getByTestId('resend-countdown')).toHaveTextContent('Resend OTP in 0:01');
    act(() => {
      vi.advanceTimersByTime(1_000);
    });

    expect(screen.queryByTestId('resend-countdown')).not.toBeInTheDocument();
    expect(screen.getByText("Didn't get the code?")).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Resend OTP' }));
    expect(onResend).toHaveBeenCalledTimes(1);
  });

  it('follows the clock when timers were held back (a tab in the background)', () => {
    renderCountdown(Date.now() + 30_000);
    // The clock moves 20 s while only one timer tick runs.
    vi.setSystemTime(Date.now() + 19_000);
    act(() => {
      vi.advanceTimersByTime(1_000);
    });
    expect(screen.getByTestId('resend-countdown')).toHaveTextContent('Resend OTP in 0:10');
  });

  it('stops ticking at zero', () => {
    renderCountdown(Date.now() + 2_000);
    act(() => {
      vi.advanceTimersByTime(2_000);
    });
    expect(vi.getTimerCount()).toBe(0);
  });

  it('formats minutes and seconds and never goes below zero', () => {
    expect(formatCountdown(30)).toBe('0:30');
    expect(formatCountdown(245)).toBe('4:05');
    expect(secondsUntil(1_500, 0)).toBe(2);
    expect(secondsUntil(0, 5_000)).toBe(0);
  });
});
