import { describe, expect, it } from 'vitest';
import { toCsv } from './csv.ts';

describe('toCsv', () => {
  it('quotes every cell, doubles quotes and keeps commas and line breaks inside their cell', () => {
    expect(toCsv(['Email', 'Note'], [['a@example.in', 'said "hi", then\nleft']])).toBe(
      '"Email","Note"\r\n"a@example.in","said ""hi"", then\nleft"\r\n',
    );
  });

  it('turns anything a spreadsheet would run as a formula into text', () => {
    const hostile = ['=HYPERLINK("http://x")', '+1+1', '-2+3@example.in', '@SUM(A1)', '\t=1', '\r=1'];
    const [, ...rows] = toCsv(
      ['Value'],
      hostile.map((value) => [value]),
    ).split('\r\n');
    expect(rows.filter(Boolean)).toEqual([
      `"'=HYPERLINK(""http://x"")"`,
      `"'+1+1"`,
      `"'-2+3@example.in"`,
      `"'@SUM(A1)"`,
      `"'\t=1"`,
      `"'\r=1"`,
    ]);
  });

  it('leaves ordinary text alone, a formula sign inside it included', () => {
    expect(toCsv(['Value'], [['ravi+news@example.in'], ['a=b']])).toBe(
      '"Value"\r\n"ravi+news@example.in"\r\n"a=b"\r\n',
    );
  });
});
