import { describe, expect, it } from 'vitest';
import { BROKERAGE_WORDS, findBrokerageWords } from './brokerage-words.ts';

describe('brokerage words', () => {
  it('finds each word of the list as a whole word, in any case, once', () => {
    expect(findBrokerageWords('Broker flat. One month BROKERAGE, broker fee extra')).toEqual(['brokerage', 'broker']);
    expect(findBrokerageWords('Commission: 1 month rent')).toEqual(['commission']);
    expect(findBrokerageWords('dalali lagegi')).toEqual(['dalali']);
    expect(findBrokerageWords('दलाली एक महीने का किराया')).toEqual(['दलाली']);
  });

  it('does not match a longer word that contains one', () => {
    // Decision 021: 'brokers' is what owners write when they want none ('brokers excuse').
    expect(findBrokerageWords('Brokers excuse, commissioned in 2020, brokered')).toEqual([]);
  });

  it('does not count a word an owner negates', () => {
    expect(findBrokerageWords('No brokerage. Zero commission. Without broker. बिना दलाली')).toEqual([]);
    expect(findBrokerageWords('No brokerage, but broker fee applies')).toEqual(['broker']);
  });

  it('finds every word of the list', () => {
    for (const word of BROKERAGE_WORDS) expect(findBrokerageWords(`Pay the ${word} first`)).toEqual([word]);
  });

  it('finds nothing in a plain description', () => {
    expect(findBrokerageWords('Sunny 2 BHK near the metro, owner lives upstairs.')).toEqual([]);
  });
});
