import { describe, expect, it } from 'vitest';
import jsyaml from 'js-yaml';
import { withArgNames, withKeywords } from './apply-catalogue-pass.js';

const FILE = `name: IF
args:
  - name: logical_test
    type: any
    required: true
  - name: value_if_true
    type: any
    required: true
related: [ifs]
`;

describe('applying a catalogue pass', () => {
  it('adds each argument its names under its name, and replaces them when run again', () => {
    const once = withArgNames(FILE, [{ de: 'Prüfung', fr: 'test_logique', tr: 'mantıksal_sınama' }, null]);
    expect(once).toContain('  - name: logical_test\n    names: { de: "Prüfung", fr: "test_logique", tr: "mantıksal_sınama" }\n    type: any');
    const twice = withArgNames(once, [null, { de: 'Dann_Wert', fr: 'valeur_si_vrai', tr: 'eğer_doğruysa_değer' }]);
    const args = (jsyaml.load(twice) as { args: { names?: object }[] }).args;
    expect(args.map((a) => a.names)).toEqual([
      { de: 'Prüfung', fr: 'test_logique', tr: 'mantıksal_sınama' },
      { de: 'Dann_Wert', fr: 'valeur_si_vrai', tr: 'eğer_doğruysa_değer' },
    ]);
    expect(() => withArgNames(FILE, [null])).toThrow('2 arguments');
  });

  it('writes the languages a page was found for, and adds the others later without losing them', () => {
    const turkish = withArgNames(FILE, [{ tr: 'mantıksal_sınama' }, null]);
    expect(turkish).toContain('  - name: logical_test\n    names: { tr: "mantıksal_sınama" }\n');
    const both = withArgNames(turkish, [{ de: 'Prüfung' }, null]);
    expect((jsyaml.load(both) as { args: { names?: object }[] }).args[0]!.names).toEqual({ de: 'Prüfung', tr: 'mantıksal_sınama' });
  });

  it('writes keywords last, merged per locale, leaving the rest of the file as it was', () => {
    const first = withKeywords(FILE, { fa: ['شرط', 'اگر'], en: ['condition'] });
    expect(first.startsWith(FILE)).toBe(true);
    const second = withKeywords(first, { en: ['if then', 'condition'], de: ['wenn dann'] });
    expect((jsyaml.load(second) as { keywords: object }).keywords).toEqual({ fa: ['شرط', 'اگر'], en: ['if then', 'condition'], de: ['wenn dann'] });
    expect(second.startsWith(FILE)).toBe(true);
    expect(second.match(/^\S+:/gm)).toEqual(['name:', 'args:', 'related:', 'keywords:']);
  });

  it('replaces a keywords block followed by other keys, and keeps those keys', () => {
    const middle = `name: IF\nkeywords:\n  en: ["old"]\nrelated: [ifs]\n`;
    const replaced = withKeywords(middle, { en: ['new'] });
    expect(replaced).toBe(`name: IF\nkeywords:\n  en: ["new"]\nrelated: [ifs]\n`);
  });
});
