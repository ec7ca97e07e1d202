import { useState } from 'react';
import { Alert, Autocomplete, Button, Stack, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { failedReasons, refusalTexts } from './refusalTexts';
import { enrol, fetchCandidates, type Attendee, type Candidate } from './trainingApi';

/**
 * Picks a technician to enrol. The verdict of every enrolment rule shows as soon as someone is
 * picked, before saving; the server judges again and its refusal's reasons show the same way.
 */
export function EnrolPicker({ sessionId, onEnrolled }: { sessionId: number; onEnrolled: (attendees: Attendee[]) => void }) {
  const translate = useTranslate();
  const { data: candidates = [], refetch } = useQuery({
    queryKey: ['training_candidates', sessionId],
    queryFn: () => fetchCandidates(sessionId),
  });
  const [picked, setPicked] = useState<Candidate | null>(null);
  const [refusal, setRefusal] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const reasons = picked ? failedReasons(picked.rules, translate) : [];
  const save = async () => {
    if (!picked) return;
    setBusy(true);
    setRefusal([]);
    try {
      onEnrolled(await enrol(sessionId, [picked.id]));
      setPicked(null);
      await refetch();
    } catch (error) {
      setRefusal(refusalTexts(error, translate, (key) => candidates.find((c) => String(c.id) === key)?.name));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Autocomplete
          sx={{ minWidth: 280, flex: 1 }}
          size="small"
          options={candidates.filter((c) => !c.enrolled)}
          value={picked}
          onChange={(_, value) => {
            setPicked(value);
            setRefusal([]);
          }}
          getOptionLabel={(c) =>
            `${c.name} (${c.employee_no}${c.home_station_code ? ` · ${c.home_station_code}` : ''})${c.rules.some((r) => !r.ok) ? ` — ${translate('training.enrol.refused')}` : ''}`
          }
          renderInput={(params) => <TextField {...params} label={translate('training.enrol.technician')} />}
        />
        <Button variant="contained" onClick={save} disabled={!picked || busy}>
          {translate('training.enrol.button')}
        </Button>
      </Stack>
      {[...reasons, ...refusal].length > 0 && (
        <Alert severity="warning" role="alert">
          <ul style={{ margin: 0, paddingLeft: 16 }}>
            {[...new Set([...reasons, ...refusal])].map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
        </Alert>
      )}
    </Stack>
  );
}
