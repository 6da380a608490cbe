/** @vitest-environment node */
import { describe, expect, it } from 'vitest';
import { webSources } from '../../../test/web-sources';

/**
 * Forms and dialogs are built one way (decision 246): every `<form onSubmit>` submits through
 * react-hook-form's handleSubmit, and every dialog is the shared AppDialog (components/ui/dialog.tsx), the
 * one place that may use Radix's dialog.
 */

const files = webSources(/\.tsx$/);

/** The expression inside `onSubmit={…}` starting at `open` (the index of its `{`). */
function braced(text: string, open: number): string {
  let depth = 0;
  for (let index = open; index < text.length; index += 1) {
    if (text[index] === '{') depth += 1;
    if (text[index] === '}') {
      depth -= 1;
      if (depth === 0) return text.slice(open + 1, index).trim();
    }
  }
  return '';
}

const submitsThroughForm = /^(?:\w+\.)?handleSubmit\(/;

/** Each `<form>` whose onSubmit is not react-hook-form's handleSubmit, as "file:line". */
function handRolledForms(name: string, text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(/<form\b/g)) {
    // The opening tag ends at the first `>` outside braces.
    let depth = 0;
    let end = match.index;
    for (; end < text.length; end += 1) {
      if (text[end] === '{') depth += 1;
      else if (text[end] === '}') depth -= 1;
      else if (text[end] === '>' && depth === 0) break;
    }
    const head = text.slice(match.index, end);
    const at = head.indexOf('onSubmit={');
    if (at < 0) continue;
    const value = braced(text, match.index + at + 'onSubmit='.length);
    const bound = /^\w+$/.test(value)
      ? new RegExp(`\\b${value}\\s*=\\s*(?:\\w+\\.)?handleSubmit\\(`).test(text)
      : submitsThroughForm.test(value);
    if (!bound) found.push(`${name}:${text.slice(0, match.index).split('\n').length}`);
  }
  return found;
}

/**
 * Forms on every page, kept off react-hook-form for good (decision 247): the header's search box (a plain
 * GET to /busca that works without JavaScript) and the newsletter's light stand-in (it only loads the real
 * form, which is on react-hook-form, and hands it what was typed; decision 048). One field each, checked
 * by the input itself; react-hook-form there would put its bundle in every page's first load (issue #21).
 */
const everyPageForms: readonly string[] = [
  'features/newsletter/components/lazy-newsletter-form.tsx',
  'features/search/components/search-box.tsx',
];

/** Dialog-like parts that are not a dialog box: the photo lightbox and the phone's side menu. */
const otherRadixDialogs = new Set([
  'components/ui/dialog.tsx',
  'features/lots/components/photo-zoom-dialog.tsx',
  'features/layout/components/avatar-menus.tsx',
]);

describe('forms submit through react-hook-form', () => {
  const handRolled = files.flatMap(({ name, text }) => handRolledForms(name, text));
  const allowed = [...everyPageForms];
  const exempted = new Set(allowed);

  it('no form but the every-page exemptions submits by hand', () => {
    expect(handRolled.filter((entry) => !exempted.has(entry.replace(/:\d+$/, '')))).toEqual([]);
  });

  it('each exempted file still has its one hand-rolled form (else it leaves the list)', () => {
    const perFile = (entries: Iterable<string>) => {
      const counts = new Map<string, number>();
      for (const entry of entries) {
        const file = entry.replace(/:\d+$/, '');
        counts.set(file, (counts.get(file) ?? 0) + 1);
      }
      return counts;
    };
    expect(Object.fromEntries(perFile(handRolled))).toEqual(Object.fromEntries(perFile(allowed)));
  });

  it('the every-page forms stay off react-hook-form (the reason for their exemption)', () => {
    const heavy = files
      .filter(({ name, text }) => everyPageForms.includes(name) && /from 'react-hook-form'/.test(text))
      .map(({ name }) => name);
    expect(heavy).toEqual([]);
  });

  it('tells a react-hook-form submit from a hand-rolled one', () => {
    const sample = (submit: string, extra = '') =>
      `${extra}\nreturn (\n  <form\n    noValidate\n    onSubmit={${submit}}\n  >\n  </form>\n);`;
    expect(handRolledForms('a.tsx', sample('handleSubmit(save)'))).toEqual([]);
    expect(handRolledForms('a.tsx', sample('form.handleSubmit((values) => run(values))'))).toEqual([]);
    expect(handRolledForms('a.tsx', sample('submit', 'const submit = form.handleSubmit(send);'))).toEqual([]);
    expect(handRolledForms('a.tsx', sample('submit', 'async function submit(event) {}'))).toEqual([
      'a.tsx:3',
    ]);
    expect(handRolledForms('a.tsx', sample('(event) => { event.preventDefault(); }'))).toEqual(['a.tsx:3']);
    expect(handRolledForms('a.tsx', '<form action="/busca" method="get">')).toEqual([]);
  });
});

describe('dialogs are the shared AppDialog', () => {
  it("no component but the shell uses Radix's dialog", () => {
    const copies = files
      .filter(({ name, text }) => !otherRadixDialogs.has(name) && /@radix-ui\/react-dialog/.test(text))
      .map(({ name }) => name);
    expect(copies).toEqual([]);
  });

  it('no component makes a modal of its own (aria-modal)', () => {
    const own = files
      .filter(({ name, text }) => name !== 'components/ui/dialog.tsx' && /aria-modal/.test(text))
      .map(({ name }) => name);
    expect(own).toEqual([]);
  });
});
