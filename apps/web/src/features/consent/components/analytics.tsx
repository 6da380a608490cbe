'use client';

import { useEffect, useState } from 'react';
import { publicConfig } from '@/config/public';
import { useCurrentUser } from '@/features/auth/client';
import { identifyRumUser, loadWebAnalytics } from '../lib/analytics-adapters';
import { type CookieChoiceValue, cookieChoiceEvent, readCookieChoice } from '../lib/cookie-choice';

const settings = { webAnalyticsSrc: publicConfig.webAnalyticsSrc, rumGlobal: publicConfig.rumGlobal };

/** Starts the analytics of spec §7 once (and only if) the person accepted them; renders nothing. */
export function Analytics() {
  const [choice, setChoice] = useState<CookieChoiceValue | undefined>(undefined);
  const { user } = useCurrentUser();
  useEffect(() => {
    setChoice(readCookieChoice(document.cookie));
    const onChoice = (event: Event) => setChoice((event as CustomEvent<CookieChoiceValue>).detail);
    window.addEventListener(cookieChoiceEvent, onChoice);
    return () => window.removeEventListener(cookieChoiceEvent, onChoice);
  }, []);
  useEffect(() => {
    loadWebAnalytics(settings, choice);
  }, [choice]);
  useEffect(() => {
    if (!user) return;
    identifyRumUser(settings, choice, {
      name: user.name,
      email: user.email,
      buyerId: user.buyerId,
      sessionId: user.sessionId,
    });
  }, [choice, user]);
  return null;
}
