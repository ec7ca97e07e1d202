import { describe, expect, it } from 'vitest';
import { csvField, csvLine, csvLines, neutraliseFormula, restoreFormula } from '../../model/csvCells';

/** What the exports write and the import reads back (docs/security.md, "CSV exports and formula injection"). */
describe('neutraliseFormula', () => {
  it.each(['=1+1', '+1+1', '-1+1', '@SUM(A1)', '\t=1+1', '\r=1+1', '=HYPERLINK("http://127.0.0.1/x","Mehdi")'])(
    "puts a ' before text a spreadsheet evaluates: %j",
    (text) => {
      expect(neutraliseFormula(text)).toBe(`'${text}`);
    },
  );

  it('leaves other text, and any number, boolean or missing value, as it is', () => {
    for (const value of ['Mehdi', 'a=b', ' =1', '', "'quoted", '2026-07-01', 'x-1']) expect(neutraliseFormula(value)).toBe(value);
    expect(neutraliseFormula(-5)).toBe(-5);
    expect(neutraliseFormula(-0.5)).toBe(-0.5);
    expect(neutraliseFormula(false)).toBe(false);
    expect(neutraliseFormula(null)).toBeNull();
    expect(neutraliseFormula(undefined)).toBeUndefined();
  });

  it("follows OWASP for text that looks like a number: '-5' is text, so it is marked", () => {
    expect(neutraliseFormula('-5')).toBe("'-5");
  });
});

describe('restoreFormula', () => {
  it("drops the one ' the export added", () => {
    for (const text of ['=1+1', '+1', '-5', '@A1', '\tx', '\rx']) expect(restoreFormula(`'${text}`)).toBe(text);
  });

  it("keeps a ' that is part of the text", () => {
    for (const text of ["'quoted", "'", "'1+1", 'plain', '', "it's"]) expect(restoreFormula(text)).toBe(text);
  });

  it('gives back exactly what was exported, quotes before a formula included', () => {
    for (const text of ['=1', "'=1", "''+x", "'a", '-', "'-", 'x']) expect(restoreFormula(String(neutraliseFormula(text)))).toBe(text);
  });
});

describe('csvField', () => {
  it('neutralises text, then quotes it by RFC 4180', () => {
    expect(csvField('=HYPERLINK("http://127.0.0.1/x","Mehdi")')).toBe(`"'=HYPERLINK(""http://127.0.0.1/x"",""Mehdi"")"`);
    expect(csvField('@A1')).toBe("'@A1");
    expect(csvField('Gear, left')).toBe('"Gear, left"');
  });

  it('quotes a bare carriage return too, so no spreadsheet starts a new row inside the cell', () => {
    expect(csvField('a\r=1+1')).toBe('"a\r=1+1"');
    expect(csvField('\r=1+1')).toBe(`"'\r=1+1"`);
  });

  it('writes numbers as numbers, negative ones included, with fixed decimals when asked', () => {
    expect(csvField(-5)).toBe('-5');
    expect(csvField(-12.5, 2)).toBe('-12.50');
    expect(csvField(true)).toBe('true');
    expect(csvField(null)).toBe('');
    expect(csvField(undefined)).toBe('');
  });
});

describe('csvLine / csvLines', () => {
  it('joins the fields of each line with commas and the lines with the given line end', () => {
    expect(csvLine(['name', '=1', -1, null])).toBe("name,'=1,-1,");
    expect(
      csvLines(
        [
          ['a', 'b'],
          ['+x', 2],
        ],
        '\r\n',
      ),
    ).toBe("a,b\r\n'+x,2");
    expect(csvLines([], '\n')).toBe('');
  });
});
