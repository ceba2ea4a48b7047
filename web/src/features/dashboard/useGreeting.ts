/**
 * 'Welcome' on a driver's first visit to the dashboard on this device, 'Welcome back' after. The
 * visit is remembered per driver in localStorage; the greeting stays as it was for the whole visit.
 * A visit that opens on the dashboard the server drew (prerender/pages.tsx) keeps its 'Welcome
 * back': the server cannot read this device's memory, and a driver it knows has been here before.
 */
import { useEffect, useState } from 'react';
import { showsDriverPage } from '../../ui/prerendered';

const key = (userId: string) => `haulbook:dashboard-visited:${userId}`;

function visitedBefore(userId: string): boolean {
  try {
    return localStorage.getItem(key(userId)) !== null;
  } catch {
    return true;
  }
}

export function useGreeting(userId: string | undefined): 'Welcome' | 'Welcome back' {
  const [returning] = useState(() => (userId ? showsDriverPage() || visitedBefore(userId) : true));
  useEffect(() => {
    if (!userId) return;
    try {
      localStorage.setItem(key(userId), new Date().toISOString());
    } catch {
      // Storage refused (private mode, quota): the next visit greets as a first one again.
    }
  }, [userId]);
  return returning ? 'Welcome back' : 'Welcome';
}
