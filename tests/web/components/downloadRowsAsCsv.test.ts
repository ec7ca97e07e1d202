import { describe, expect, it } from 'vitest';
import { rowsToCsv } from '../../../src/components/downloadRowsAsCsv';

describe('rowsToCsv (the screens’ CSV exports)', () => {
  it('heads the columns with every key in first-seen order and leaves missing and empty values blank', () => {
    expect(
      rowsToCsv([
        { id: 1, code: 'CDG' },
        { id: 2, name: 'Orly', code: null },
      ]),
    ).toBe('id,code,name\n1,CDG,\n2,,Orly');
  });

  it('RFC 4180: quotes a field with a comma, a quote or a line break and doubles its quotes', () => {
    expect(rowsToCsv([{ remark: 'Gear, left', quote: 'say "now"', lines: 'a\nb', plain: 'ok', yes: true, n: 12.5 }])).toBe(
      'remark,quote,lines,plain,yes,n\n"Gear, left","say ""now""","a\nb",ok,true,12.5',
    );
  });

  it("puts a ' before text a spreadsheet would evaluate, and leaves numbers (negative ones too) as they are", () => {
    expect(rowsToCsv([{ name: '=1+1', code: '+X', note: '-note', at: '@A1', tab: '\tx', quantity: -5, text_number: '-5' }])).toBe(
      "name,code,note,at,tab,quantity,text_number\n'=1+1,'+X,'-note,'@A1,'\tx,-5,'-5",
    );
  });

  it('an empty list is an empty file', () => {
    expect(rowsToCsv([])).toBe('');
  });
});
