/**
 * The earnings figures of the dashboard (SPEC §3, Dashboard stats). Nothing records loads yet, so
 * every period is empty; the loads feature will compute these from the loads stored on this device
 * (with the shared earnings rules) and this hook's callers will not change.
 */
export interface DashboardStats {
  weeklyEarnings: number;
  weeklyMiles: number;
  weeklyLoads: number;
  monthlyEarnings: number;
  monthlyMiles: number;
  monthlyLoads: number;
}

export const emptyDashboardStats: DashboardStats = {
  weeklyEarnings: 0,
  weeklyMiles: 0,
  weeklyLoads: 0,
  monthlyEarnings: 0,
  monthlyMiles: 0,
  monthlyLoads: 0,
};

export function useDashboardStats(): { stats: DashboardStats; loading: boolean } {
  return { stats: emptyDashboardStats, loading: false };
}
