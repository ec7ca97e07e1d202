import { describe, expect, it } from 'vitest';
import { parseMvt, parseMvtBatch, type MvtMessage } from '../../../model/modules/movements';

/** The messages below are written from the AHM 780 layout (IATA Airport Handling Manual), one per case. */
const parsed = (text: string): MvtMessage => {
  const [result] = parseMvtBatch(text);
  if (!result.ok) throw new Error(`refused: ${JSON.stringify(result.errors)}`);
  return result.message;
};

describe('an IATA MVT message (AHM 780)', () => {
  it('reads a departure: off-block/airborne, the arrival estimate and its airport, delays and free text (AHM 780 AD, EA, DL, SI)', () => {
    const message = parsed(
      ['MVT', 'AF1234/15.FGKXA.CDG', 'AD1405/1417 EA1620 LHR', 'DL81/93/0025/0010', 'SI ATC SLOT', 'REVISED'].join('\n'),
    );
    expect(message).toMatchObject({
      identifier: 'MVT',
      correction: false,
      flightNo: 'AF1234',
      day: 15,
      registration: 'FGKXA',
      station: 'CDG',
      offBlock: { day: null, hour: 14, minute: 5 },
      airborne: { day: null, hour: 14, minute: 17 },
      estimatedArrival: { time: { day: null, hour: 16, minute: 20 }, station: 'LHR' },
      delays: [
        { code: '81', minutes: 25 },
        { code: '93', minutes: 10 },
      ],
      supplementary: ['ATC SLOT', 'REVISED'],
    });
  });

  it('reads an arrival with touchdown and on-block, and a flight number with leading zeros and a suffix (AHM 780 AA)', () => {
    expect(parsed('MVT\nBA0012A/01.GEUUA.CDG\nAA0712/0719')).toMatchObject({
      flightNo: 'BA12A',
      touchdown: { hour: 7, minute: 12 },
      onBlock: { hour: 7, minute: 19 },
    });
  });

  it('reads a delay: the new estimated departure on another day, the next information, a delay code without length (AHM 780 ED, NI)', () => {
    expect(parsed('MVT\nU21234/31.GEZAA.LGW\nED010130\nNI010100\nDL41')).toMatchObject({
      flightNo: 'U21234',
      estimatedDeparture: { day: 1, hour: 1, minute: 30 },
      nextInformation: { day: 1, hour: 1, minute: 0 },
      delays: [{ code: '41', minutes: null }],
    });
  });

  it('takes the time it was sent from its Type-B originator line', () => {
    expect(parsed('QU PARKMAF\n.HDQOOAF 151420\nMVT\nAF1234/15.FGKXA.CDG\nED151530')).toMatchObject({
      sent: { day: 15, hour: 14, minute: 20 },
      estimatedDeparture: { day: 15, hour: 15, minute: 30 },
    });
  });

  it('reads a correction (COR) and an aircraft-initiated message (MVA); passengers and take-off estimates are read past', () => {
    expect(parsed('COR\nMVT\nAF1234/15.FGKXA.CDG\nAD1406/1418 EA1621 LHR\nPX132')).toMatchObject({
      correction: true,
      offBlock: { minute: 6 },
    });
    expect(parsed('MVA\nAF1234/15.FGKXA.CDG\nAD/1417')).toMatchObject({ identifier: 'MVA', offBlock: null, airborne: { minute: 17 } });
  });

  it('reads a diversion as an arrival estimate at another airport (AHM 780 EA)', () => {
    expect(parsed('MVT\nKL1001/15.PHBXA.AMS\nEA1750 BRU\nSI DIVERTED WX')).toMatchObject({
      estimatedArrival: { time: { hour: 17, minute: 50 }, station: 'BRU' },
      supplementary: ['DIVERTED WX'],
    });
  });

  it('refuses a malformed message with every reason and its line, without stopping the others of the batch', () => {
    const batch = parseMvtBatch(
      [
        'QU PARKMAF',
        '.HDQOOAF 151420',
        'MVT',
        'AF1234/15.FGKXA.CDG',
        'AD2505/1417',
        'DL8/0025',
        'XX SOMETHING',
        'MVT',
        'AF12/45.FGKXA.CDG',
        'AD1405',
        'MVT',
        'AF1235/15.FGKXB.CDG',
        'AD1405',
        'NNNN',
      ].join('\r\n'),
    );
    expect(batch.map((m) => m.ok)).toEqual([false, false, true]);
    expect(batch[0]).toMatchObject({
      errors: [
        { line: 5, key: 'bad_time' },
        { line: 6, key: 'bad_delay' },
        { line: 7, key: 'unknown_element' },
      ],
    });
    expect(batch[1]).toMatchObject({ errors: [{ line: 2, key: 'flight_line' }] });
    expect(batch[2]).toMatchObject({ message: { sent: null } });
  });

  it('refuses text that is no MVT at all, binary garbage included, as one refused message', () => {
    expect(parseMvtBatch('hello world')).toMatchObject([{ ok: false, errors: [{ line: 1, key: 'no_identifier' }] }]);
    expect(parseMvtBatch('\u0000\u00ff\u0001garbage')).toMatchObject([{ ok: false }]);
    expect(parseMvtBatch('')).toEqual([]);
  });

  it('refuses a message that says nothing to apply, and an element given twice', () => {
    expect(parseMvt('MVT\nAF1234/15.FGKXA.CDG\nDL81/0025')).toMatchObject({ ok: false, errors: [{ key: 'nothing_to_apply' }] });
    expect(parseMvt('MVT\nAF1234/15.FGKXA.CDG\nED151500\nED151600')).toMatchObject({
      ok: false,
      errors: [{ line: 4, key: 'repeated_element' }],
    });
  });
});
