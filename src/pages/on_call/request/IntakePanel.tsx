import { Box, Typography } from '@mui/material';
import { Form, SaveButton, useTranslate } from 'react-admin';
import { Section } from '../../../components/Section';
import { useStationTime } from '../../../components/date/useStationTime';
import { cleanIntake, RequestFields } from '../intake/RequestFields';
import type { RequestDetail } from '../onCallTypes';

/** The fields PUT /api/on_call_requests/:id takes: the intake and the version read (a stale copy is a 409). */
const intakeKeys = [
  'customer_id',
  'airport_id',
  'priority',
  'caller_name',
  'caller_phone',
  'defect',
  'registration',
  'aircraft_type_id',
  'flight_no',
  'std_at',
  'ata_chapter',
  'mel_status',
  'tech_log_ref',
  'part_numbers',
  'customer_po',
  'remarks',
  'version',
] as const;
export const intakeUpdate = (record: Partial<RequestDetail>) =>
  cleanIntake(Object.fromEntries(intakeKeys.map((key) => [key, record[key as keyof RequestDetail] ?? null])) as { part_numbers: string[] });

/** What was said on the phone; the desk corrects it while the request is open, others read it. */
export function IntakePanel({ record, editable }: { record: RequestDetail; editable: boolean }) {
  const translate = useTranslate();
  const time = useStationTime();
  return (
    <Section title={translate('on_call.request.intake')}>
      {editable ? (
        <Form>
          <RequestFields />
          <SaveButton />
        </Form>
      ) : (
        <Box
          component="dl"
          sx={{
            display: 'grid',
            gridTemplateColumns: 'max-content 1fr',
            columnGap: 2,
            rowGap: 0.5,
            m: 0,
            '& dd': { m: 0, overflowWrap: 'anywhere' },
          }}
        >
          {(
            [
              ['caller_name', `${record.caller_name} · ${record.caller_phone}`],
              ['requested_at', time(record.requested_at, record.time_zone)],
              ['flight_no', record.flight_no],
              ['defect', record.defect],
              ['ata_chapter', record.ata_chapter],
              ['mel_status', translate(`on_call.choices.mel_status.${record.mel_status}`, { _: record.mel_status })],
              ['tech_log_ref', record.tech_log_ref],
              ['part_numbers', record.part_numbers.join(', ')],
              ['customer_po', record.customer_po],
              ['remarks', record.remarks],
            ] as const
          )
            .filter(([, value]) => value)
            .map(([key, value]) => (
              <Box key={key} sx={{ display: 'contents' }}>
                <Typography component="dt" color="text.secondary">
                  {translate(`on_call.fields.${key}`)}
                </Typography>
                <Typography component="dd" sx={{ whiteSpace: 'pre-wrap' }}>
                  {value}
                </Typography>
              </Box>
            ))}
        </Box>
      )}
    </Section>
  );
}
