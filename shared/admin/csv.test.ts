import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';

describe('toCsv', () => {
  it('quotes every cell, doubles quotes and ends rows with CRLF', () => {
    expect(toCsv(['a', 'b'], [['say "hi"', 3], [undefined, 'x,y\nz']])).toBe('"a","b"\r\n"say ""hi""","3"\r\n"","x,y\nz"\r\n');
  });

  it('neutralises cells a spreadsheet would run as formulas', () => {
    expect(toCsv(['v'], [['=HYPERLINK("x")'], ['+1'], ['-2'], ['@SUM(A1)'], ['plain']])).toBe(
      '"v"\r\n"\'=HYPERLINK(""x"")"\r\n"\'+1"\r\n"\'-2"\r\n"\'@SUM(A1)"\r\n"plain"\r\n',
    );
  });
});
