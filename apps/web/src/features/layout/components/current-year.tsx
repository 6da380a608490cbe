'use client';

import { useEffect, useState } from 'react';

/** The year a static page was built, corrected in the browser so the copyright never goes stale. */
export function CurrentYear({ initial }: { initial: number }) {
  const [year, setYear] = useState(initial);
  useEffect(() => setYear(new Date().getFullYear()), []);
  return <>{year}</>;
}
