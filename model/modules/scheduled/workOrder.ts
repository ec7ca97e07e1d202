/**
 * A work-order number people can say on the radio (docs/modules/scheduled.md): station, station-local date and the
 * station-day's sequence, AMS-261123-0042. Past 9 999 the sequence simply grows a digit.
 */
export function formatWorkOrder(stationCode: string, localDate: string, sequence: number): string {
  const [year, month, day] = localDate.split('-');
  return `${stationCode}-${year.slice(2)}${month}${day}-${String(sequence).padStart(4, '0')}`;
}
