/**
 * Onboarding's draft and step, kept in the tab's session storage until "Start tracking" succeeds, so a
 * reload (or a dropped connection and a reload) does not send the person back to an empty first step.
 * Kept per person and brand: another sign-in in the same tab starts its own.
 */
import { useEffect, useState } from 'react';
import { z } from 'zod';
import { useSession } from '../auth/session';
import { useActiveBrandId } from '../workspace/activeBrand';
import { ONBOARDING_STEPS, type OnboardingDraft } from './onboardingRules';

const savedShape = z.object({
  step: z
    .number()
    .int()
    .min(0)
    .max(ONBOARDING_STEPS.length - 1),
  draft: z.object({
    name: z.string(),
    website: z.string(),
    aliases: z.array(z.string()),
    competitors: z.array(z.string()),
    topics: z.array(z.object({ name: z.string(), prompts: z.array(z.string()) })),
  }),
});

type SavedOnboarding = z.infer<typeof savedShape>;

function read(key: string): SavedOnboarding | null {
  try {
    const parsed = savedShape.safeParse(JSON.parse(sessionStorage.getItem(key) ?? 'null'));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

// Storage may be full or blocked (private mode): the onboarding then works as before, without keeping.
function write(key: string, saved: SavedOnboarding) {
  try {
    sessionStorage.setItem(key, JSON.stringify(saved));
  } catch {
    /* not kept */
  }
}

/**
 * The onboarding's draft and step: the saved ones when this person left some in this tab, else `initial`
 * and the first step. Every change is saved; `forget` drops them once tracking has started.
 */
export function useSavedOnboarding(initial: OnboardingDraft) {
  const personId = useSession().session?.user.id;
  const brandId = useActiveBrandId();
  // Nothing is kept before the session is known: there is no one to keep it for.
  const key = personId ? `sightline:onboarding:${personId}:${brandId ?? 'default'}` : null;
  const [draft, setDraft] = useState<OnboardingDraft>(initial);
  const [step, setStep] = useState(0);
  const [readKey, setReadKey] = useState<string | null>(null);
  if (key !== readKey) {
    setReadKey(key);
    const saved = key ? read(key) : null;
    if (saved) {
      setDraft(saved.draft);
      setStep(saved.step);
    }
  }
  useEffect(() => {
    if (key) write(key, { step, draft });
  }, [key, step, draft]);
  const forget = () => {
    if (!key) return;
    try {
      sessionStorage.removeItem(key);
    } catch {
      /* nothing was kept */
    }
  };
  return { draft, setDraft, step, setStep, forget };
}
