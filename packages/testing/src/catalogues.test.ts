import { describe, expect, it } from 'vitest';
import { catalogueProblems } from './catalogues.ts';

describe('catalogueProblems', () => {
  it('finds nothing wrong with two catalogues that agree', () => {
    expect(
      catalogueProblems({ 'a.count': '{count} homes', 'a.hi': 'Hello' }, { 'a.count': '{count} घर', 'a.hi': 'नमस्ते' }),
    ).toEqual([]);
  });

  it('names every kind of problem', () => {
    expect(
      catalogueProblems(
        { 'a.b': 'Hello {name}', 'a.c': 'Same', 'a.d': 'Missing', 'a.e': 'Broken' },
        { 'a.b': 'नमस्ते {naam}', 'a.c': 'Same', 'a.e': '{count, plural, one {x}', 'a.a': 'Extra' },
      ),
    ).toEqual([
      'a.d: missing in Hindi',
      'a.a: in Hindi, not in English',
      'Hindi: keys are not sorted',
      'a.b: other arguments in Hindi',
      'a.c: not translated',
      expect.stringMatching(/^a\.e: not valid ICU/),
    ]);
  });

  it('lets a name read the same in both languages when asked', () => {
    expect(catalogueProblems({ 'a.name': 'Aangan' }, { 'a.name': 'Aangan' }, new Set(['a.name']))).toEqual([]);
  });
});
