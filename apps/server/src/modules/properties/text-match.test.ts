import { describe, expect, it } from 'vitest';
import { textLookup } from './text-match.ts';

describe('textLookup', () => {
  it('asks the index for the longest uncommon word of several', () => {
    expect(textLookup('botanical garden road')).toEqual({ kind: 'word', word: 'botanical' });
    expect(textLookup('27th main road')).toEqual({ kind: 'word', word: '27th' });
    expect(textLookup('ul ganj')).toEqual({ kind: 'word', word: 'ganj' });
    expect(textLookup('near_station 100% vastu')).toEqual({ kind: 'word', word: 'station' });
  });

  it('asks for nothing when every word is common: most rows match', () => {
    expect(textLookup('main road')).toEqual({ kind: 'none' });
    expect(textLookup('road')).toEqual({ kind: 'none' });
    expect(textLookup(' sector-road ')).toEqual({ kind: 'none' });
  });

  it('asks for the whole text when it is one word or its uncommon words are short', () => {
    expect(textLookup('bikaner')).toEqual({ kind: 'whole' });
    expect(textLookup('sector 9 road')).toEqual({ kind: 'whole' });
    expect(textLookup('road no. 12')).toEqual({ kind: 'whole' });
    expect(textLookup('%%')).toEqual({ kind: 'whole' });
  });
});
