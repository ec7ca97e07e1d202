import type { MvtDelay, MvtError, MvtErrorKey, MvtMessage, MvtTime, ParsedMvt } from './mvtMessage';

/**
 * Reads IATA MVT/MVA messages (AHM 780 layout, docs/modules/movements.md). One text may hold several:
 * each starts at its `MVT`/`MVA` line (or the `COR` line before it), and a malformed one is refused
 * with its reasons without stopping the others.
 */
export function parseMvtBatch(text: string): ParsedMvt[] {
  return splitMessages(text).map(parseMvt);
}

const identifierLine = /^(MVT|MVA)$/;
/** Type-B routing before the message: an address line (`QU PARLHAF`) or the originator (`.HDQOOAF 151200`). */
const routingLine = /^(Q[A-Z] [A-Z0-9 ]+|\.[A-Z0-9]{7}( .*)?)$/;
/** The originator line, with the day and time the message was sent. */
const originatorLine = /^\.[A-Z0-9]{7} (\d{6})\b/;
/** End-of-message marks of teletype traffic. */
const endLine = /^(NNNN|=)$/;

function lines(text: string): string[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.trim().replace(/\s+/g, ' ').toUpperCase());
}

/**
 * Cuts a batch into messages' texts. Each keeps the routing lines just before it (its originator
 * line says when it was sent); end lines go; text with no identifier at all is one (refused) message.
 */
export function splitMessages(text: string): string[] {
  const all = lines(text).filter((line) => line !== '' && !endLine.test(line));
  const messages: string[][] = [];
  let current: string[] | null = null;
  let routing: string[] = [];
  all.forEach((line, i) => {
    const startsHere = line === 'COR' ? identifierLine.test(all[i + 1] ?? '') : identifierLine.test(line) && all[i - 1] !== 'COR';
    if (startsHere) {
      messages.push((current = routing));
      routing = [];
    } else if (routingLine.test(line) && (!current || identifierLine.test(all[i + 1] ?? '') || routingLine.test(all[i + 1] ?? ''))) {
      // Routing belongs to the message it comes before.
      routing.push(line);
      return;
    }
    if (current) current.push(line);
    else messages.push((current = [line]));
  });
  return messages.map((message) => message.join('\n'));
}

const time = String.raw`(\d{4}|\d{6})`;
const flightLine = /^([A-Z0-9]{2}[A-Z]?)(\d{1,4})([A-Z]?)\/(\d{2})(?:\.([A-Z0-9-]{2,10}))?\.([A-Z]{3})$/;
const elements: Record<string, RegExp> = {
  AD: new RegExp(`^AD(?:${time})?(?:/${time})?(?: EA${time} ([A-Z]{3}))?$`),
  AA: new RegExp(`^AA(?:${time})?(?:/${time})?$`),
  ED: new RegExp(`^ED${time}$`),
  EA: new RegExp(`^EA${time} ([A-Z]{3})$`),
  NI: new RegExp(`^NI${time}$`),
  DL: /^DL([0-9A-Z/]+)$/,
};
/** Elements of AHM 780 that change no time the planning keeps (passengers, take-off estimate, fuel…): read past. */
const readPast = /^(PX|EO|EB|RR|FR|TOF|TOW|ZFW|FLD|EET) ?/;

function parseTime(text: string | undefined): MvtTime | null | 'bad' {
  if (text === undefined) return null;
  const day = text.length === 6 ? Number(text.slice(0, 2)) : null;
  const [hour, minute] = [Number(text.slice(-4, -2)), Number(text.slice(-2))];
  if (hour > 23 || minute > 59 || (day !== null && (day < 1 || day > 31))) return 'bad';
  return { day, hour, minute };
}

/** `DL81/93/0025/0010`: the codes, then their lengths in the same order (hhmm), lengths optional. */
function parseDelays(list: string): MvtDelay[] | null {
  const parts = list.split('/');
  const codes = parts.filter((part) => /^(\d{2}|[A-Z]{2})$/.test(part));
  const lengths = parts.slice(codes.length);
  if (!codes.length || codes.length + lengths.length !== parts.length || lengths.length > codes.length) return null;
  if (!lengths.every((length) => /^\d{4}$/.test(length) && Number(length.slice(2)) < 60)) return null;
  return codes.map((code, i) => ({
    code,
    minutes: lengths[i] === undefined ? null : Number(lengths[i].slice(0, 2)) * 60 + Number(lengths[i].slice(2)),
  }));
}

export function parseMvt(text: string): ParsedMvt {
  const rows = text.split('\n');
  const errors: MvtError[] = [];
  const fail = (line: number, key: MvtErrorKey) => errors.push({ line: line + 1, key });
  let at = 0;
  let sent: MvtTime | null = null;
  for (; routingLine.test(rows[at] ?? ''); at++) {
    const originator = originatorLine.exec(rows[at]);
    const time = originator ? parseTime(originator[1]) : null;
    if (time && time !== 'bad') sent = time;
  }
  const correction = rows[at] === 'COR';
  if (correction) at++;
  const identifier = rows[at];
  if (!identifierLine.test(identifier ?? '')) return { ok: false, text, errors: [{ line: at + 1, key: 'no_identifier' }] };
  at++;
  const flight = flightLine.exec(rows[at] ?? '');
  if (!flight || Number(flight[4]) < 1 || Number(flight[4]) > 31)
    return { ok: false, text, errors: [{ line: at + 1, key: 'flight_line' }] };
  const message: MvtMessage = {
    identifier: identifier as MvtMessage['identifier'],
    correction,
    sent,
    flightNo: `${flight[1]}${Number(flight[2])}${flight[3]}`,
    day: Number(flight[4]),
    registration: flight[5] ? flight[5].replace(/-/g, '') : null,
    station: flight[6],
    offBlock: null,
    airborne: null,
    touchdown: null,
    onBlock: null,
    estimatedDeparture: null,
    estimatedArrival: null,
    nextInformation: null,
    delays: [],
    supplementary: [],
  };
  const seen = new Set<string>();
  for (let i = at + 1; i < rows.length; i++) {
    const row = rows[i];
    // SI is the last element; what follows it is more of its text.
    if (row.startsWith('SI') || message.supplementary.length) {
      message.supplementary.push(message.supplementary.length ? row : row.slice(2).trim());
      continue;
    }
    if (readPast.test(row)) continue;
    const name = row.slice(0, 2);
    const match = elements[name]?.exec(row);
    if (!match) {
      fail(i, elements[name] ? (name === 'DL' ? 'bad_delay' : 'bad_time') : 'unknown_element');
      continue;
    }
    if (seen.has(name)) fail(i, 'repeated_element');
    seen.add(name);
    const times = name === 'DL' ? [] : match.slice(1).map((value) => (value && /^\d+$/.test(value) ? parseTime(value) : null));
    if (times.includes('bad')) {
      fail(i, 'bad_time');
      continue;
    }
    const [first, second, third] = times as (MvtTime | null)[];
    if (name === 'AD') {
      if (!first && !second) fail(i, 'bad_time');
      [message.offBlock, message.airborne] = [first, second];
      if (third) message.estimatedArrival = { time: third, station: match[4] };
    } else if (name === 'AA') {
      if (!first && !second) fail(i, 'bad_time');
      [message.touchdown, message.onBlock] = [first, second];
    } else if (name === 'ED') message.estimatedDeparture = first;
    else if (name === 'EA') message.estimatedArrival = { time: first!, station: match[2] };
    else if (name === 'NI') message.nextInformation = first;
    else {
      const delays = parseDelays(match[1]);
      if (delays) message.delays = delays;
      else fail(i, 'bad_delay');
    }
  }
  const says = message.offBlock ?? message.airborne ?? message.touchdown ?? message.onBlock;
  if (!errors.length && !says && !message.estimatedDeparture && !message.estimatedArrival && !message.nextInformation)
    fail(rows.length - 1, 'nothing_to_apply');
  return errors.length ? { ok: false, text, errors } : { ok: true, text, message };
}
