'use client';

import { getMacroCategory, type MacroCategoryCode } from '@circula/domain';
import { createContext, type ReactNode, useContext, useMemo } from 'react';

const CategoryNames = createContext<ReadonlyMap<MacroCategoryCode, string> | null>(null);

/**
 * The category names staff gave (decision 212), read once by the site's layout, for the cards that show a
 * lot's category by its code wherever they are rendered. It receives only the code and name of each (not
 * the slugs and subcategories): what a client component receives travels in every page's payload.
 */
export function CategoryNamesProvider({
  names: pairs,
  children,
}: {
  names: readonly (readonly [MacroCategoryCode, string])[];
  children: ReactNode;
}) {
  const names = useMemo(() => new Map(pairs), [pairs]);
  return <CategoryNames.Provider value={names}>{children}</CategoryNames.Provider>;
}

/** A lot's category name: the staff's, or the domain's when no provider is above. */
export function CategoryName({ code }: { code: MacroCategoryCode }) {
  const names = useContext(CategoryNames);
  return <>{names?.get(code) ?? getMacroCategory(code).name}</>;
}
