/**
 * 'Welcome' on a driver's first visit to the dashboard on this device, 'Welcome back' after. The
 * visit is remembered per driver in localStorage; the greeting stays as it was for the whole visit.
 */
import { useEffect, useState } from 'react';

const key = (userId: string) => `haulbook:dashboard-visited:${userId}`;

function visitedBefore(userId: string): boolean {
  try {
    return localStorage.getItem(key(userId)) !== null;
  } catch {
    return true;
  }
}

export function useGreeting(userId: string | undefined): 'Welcome' | 'Welcome back' {
  const [returning] = useState(() => (userId ? visitedBefore(userId) : true));
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
