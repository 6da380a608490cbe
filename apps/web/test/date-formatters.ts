/**
 * Counts the `Intl.DateTimeFormat` objects created until `restore()`: a page that shows only dates the server
 * formatted must create none (decision 295).
 */
export function countDateFormatters(): { created: () => number; restore: () => void } {
  const Real = Intl.DateTimeFormat;
  let created = 0;
  Intl.DateTimeFormat = class extends Real {
    constructor(...args: ConstructorParameters<typeof Real>) {
      super(...args);
      created += 1;
    }
  } as typeof Real;
  return {
    created: () => created,
    restore: () => {
      Intl.DateTimeFormat = Real;
    },
  };
}
