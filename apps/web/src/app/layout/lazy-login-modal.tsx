import { useEffect } from 'react';
import type { LoginModalProps } from '@/features/auth/components/login-modal';
import { preloadable } from '@/lib/preloadable';

// The login modal shows only when a visitor asks to log in (or a page needs a player), so it is no part of
// any page's first paint (ADR 039): its code loads when it is opened, or when the header's Log in button
// is pointed at or focused, which is what opens it most often.

/** If its code cannot load (offline), the modal closes at once, so the next Log in tries again. */
function Unavailable({ onClose }: LoginModalProps) {
  useEffect(onClose, [onClose]);
  return null;
}

const loginModal = preloadable<LoginModalProps>(
  () => import('@/features/auth/components/login-modal').then((module) => module.LoginModal),
  Unavailable,
);

/** Mounted while the modal is open. */
export const LazyLoginModal = loginModal.Component;

export function preloadLoginModal(): void {
  void loginModal.preload().catch(() => undefined);
}
