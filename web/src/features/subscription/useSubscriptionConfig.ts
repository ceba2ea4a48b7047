import type { PlansResponse } from '@haulbook/sync-protocol';
import { useCallback, useEffect, useState } from 'react';
import { subscriptionApi } from '../../data/subscription';

export interface SubscriptionConfig {
  config: PlansResponse | undefined;
  /** True when the plans could not be fetched (offline, server down). */
  failed: boolean;
  retry: () => void;
}

/** The plans with their price ids and the payment mode (Stripe or demo), from the server. */
export function useSubscriptionConfig(): SubscriptionConfig {
  const [config, setConfig] = useState<PlansResponse>();
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    subscriptionApi.plans().then(
      (plans) => live && setConfig(plans),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [attempt]);
  const retry = useCallback(() => {
    setFailed(false);
    setAttempt((n) => n + 1);
  }, []);
  return { config, failed, retry };
}
