/**
 * 'Welcome' on a driver's first visit to the dashboard, 'Welcome back' after. The server knows
 * whether the driver has seen it (CurrentUser.dashboardSeen, on every device); this device also
 * remembers its own visits, so an offline first visit is not welcomed twice. The greeting stays
 * as it was for the whole visit: a visit that opens on the dashboard the server drew keeps the
 * word the server drew (it marked the dashboard seen as it drew it).
 */
import { greetingWord, type CurrentUser } from '@haulbook/sync-protocol';
import { useEffect, useState } from 'react';
import { api } from '../../data/api';
import { prerenderedCopy, showsDriverPage } from '../../ui/prerendered';

const key = (userId: string) => `haulbook:dashboard-visited:${userId}`;

function visitedBefore(userId: string): boolean {
  try {
    return localStorage.getItem(key(userId)) !== null;
  } catch {
    return true;
  }
}

/** The word on the drawn dashboard, when the server drew it. */
const drawnWord = () =>
  showsDriverPage()
    ? prerenderedCopy()?.querySelector<HTMLElement>('[data-greeting]')?.dataset.greeting
    : undefined;

export function useGreeting(user: CurrentUser | null): string {
  const userId = user?.id;
  const [word] = useState(
    () =>
      drawnWord() ??
      greetingWord(userId === undefined || user!.dashboardSeen || visitedBefore(userId)),
  );
  const seen = user?.dashboardSeen ?? true;
  useEffect(() => {
    if (!userId) return;
    try {
      localStorage.setItem(key(userId), new Date().toISOString());
    } catch {
      // Storage refused (private mode, quota): the server still knows after the call below.
    }
    // Offline, the call fails and is made again on the next visit; nothing else waits on it.
    if (!seen) void api.postIgnoringBody('/api/dashboard/seen').catch(() => undefined);
  }, [userId, seen]);
  return word;
}
