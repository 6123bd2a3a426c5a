import { useEffect, useRef, useState } from 'react';
import { GENERATION_DELAY_MS } from './rules';

/** A simulated generation: `generating` for 2 s, then the produced text. Timers are cleared on unmount. */
export function useSimulatedGeneration() {
  const [output, setOutput] = useState('');
  const [generating, setGenerating] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const generate = (produce: () => string) => {
    setGenerating(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      setOutput(produce());
      setGenerating(false);
    }, GENERATION_DELAY_MS);
  };
  return { output, generating, generate };
}
