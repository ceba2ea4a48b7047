/**
 * A question asked in place of the button that asks it (move a load back, change a plan). The
 * button is unmounted while the question shows, so focus would drop to <body> both ways (WCAG
 * 2.4.3): it moves onto the question when it opens, to be announced with its words, and back to
 * the button when the question closes.
 */
import { useEffect, useRef, useState } from 'react';

export function useInlineQuestion() {
  const [asking, setAsking] = useState(false);
  const question = useRef<HTMLDivElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const asked = useRef(false);
  useEffect(() => {
    if (asking) {
      asked.current = true;
      question.current?.focus({ preventScroll: true });
    } else if (asked.current) opener.current?.focus();
  }, [asking]);
  return { asking, ask: () => setAsking(true), close: () => setAsking(false), question, opener };
}
