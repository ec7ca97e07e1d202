/**
 * The IATA aircraft movement message (MVT, or MVA when the aircraft sent it), in the AHM 780 layout
 * (docs/modules/movements.md): what one message says, as written, before it is placed in time.
 */

/** A UTC time an element gives: `hhmm` on the flight's day, or `ddhhmm` on another day (`day` set). */
export interface MvtTime {
  day: number | null;
  hour: number;
  minute: number;
}

/** A delay: its IATA code (two digits, or two letters for a carrier's own) and, when given, its length. */
export interface MvtDelay {
  code: string;
  minutes: number | null;
}

export interface MvtMessage {
  identifier: 'MVT' | 'MVA';
  /** `COR`: this message replaces an earlier one of the same flight. */
  correction: boolean;
  /** When it was sent: the time of its Type-B originator line (`.HDQOOAF 151420`), when it came with one. */
  sent: MvtTime | null;
  /** As the code matches it: airline designator, number without leading zeros, suffix (`AF0012` → `AF12`). */
  flightNo: string;
  /** Day of the month of the flight's scheduled departure. */
  day: number;
  /** As written, without the dash (`FGKXA`); null when the message names none. */
  registration: string | null;
  /** The airport the movement is at: the departure airport (AD, ED), the arrival airport (AA). */
  station: string;
  /** AD: off-block and airborne. */
  offBlock: MvtTime | null;
  airborne: MvtTime | null;
  /** AA: touchdown and on-block. */
  touchdown: MvtTime | null;
  onBlock: MvtTime | null;
  /** ED: the new estimated off-block. */
  estimatedDeparture: MvtTime | null;
  /** EA (with AD, or alone): the estimated arrival and the airport named — another than planned is a diversion. */
  estimatedArrival: { time: MvtTime; station: string } | null;
  /** NI: when the next information is due (a delay whose end is not known yet). */
  nextInformation: MvtTime | null;
  delays: MvtDelay[];
  /** SI: free text, line by line. */
  supplementary: string[];
}

/** Why a message was refused; `line` counts from 1 in the message's own text. */
export interface MvtError {
  line: number;
  key: MvtErrorKey;
}

export const mvtErrorKeys = [
  'no_identifier',
  'flight_line',
  'bad_time',
  'bad_delay',
  'unknown_element',
  'repeated_element',
  'nothing_to_apply',
] as const;
export type MvtErrorKey = (typeof mvtErrorKeys)[number];

export type ParsedMvt = { ok: true; text: string; message: MvtMessage } | { ok: false; text: string; errors: MvtError[] };
