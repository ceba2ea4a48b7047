/**
 * Asks the server what this browser's proof of a verified email allows (it lasts 30 minutes), and
 * asks again the moment it runs out, so the page says so before the driver types into a form that
 * could no longer be saved. Offline or on a failing server the answer is 'unknown'.
 */
import type { SignupVerification } from '@haulbook/sync-protocol';
import { useCallback, useEffect, useState } from 'react';
import { signupVerification } from '../../data/account';

export type ProofState = SignupVerification | { status: 'unknown' };

export function useSignupVerification(): { proof: ProofState | undefined; recheck: () => void } {
  const [proof, setProof] = useState<ProofState>();
  const recheck = useCallback(() => {
    signupVerification().then(setProof, () => setProof({ status: 'unknown' }));
  }, []);

  useEffect(recheck, [recheck]);

  useEffect(() => {
    if (proof?.status !== 'verified') return;
    const left = Date.parse(proof.expiresAt) - Date.now();
    const timer = setTimeout(recheck, Math.max(0, left) + 1000);
    return () => clearTimeout(timer);
  }, [proof, recheck]);

  return { proof, recheck };
}
