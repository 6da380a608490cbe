/**
 * A value made on its first use and kept. For module-level constructions that cost real time: an Intl
 * formatter loads its locale's data when created (tens of milliseconds in a phone's browser), which a page
 * whose first script merely imports the module should not pay before anything is formatted.
 */
export function lazily<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => {
    made ??= { value: make() };
    return made.value;
  };
}
