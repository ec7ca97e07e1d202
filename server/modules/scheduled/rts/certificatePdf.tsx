import { Document, Page, StyleSheet, Text, View, renderToBuffer } from '@react-pdf/renderer';
import { utcToLocal } from '../../../../model/core/localTime';
import type { FittedPart } from '../../../core/workItem/jobParts';
import type { DeferredItem } from '../../defects';
import { certificateFontFamily, reloadCertificateFont } from './certificateFont';

/** Everything the signed certificate of release to service shows. */
export interface CertificateFacts {
  /** The maintenance organisation issuing it and its Part-145 approval reference (145.A.50(a), AMC; Settings). */
  organisation: { name: string; approvalReference: string };
  workOrder: string;
  registration: string | null;
  aircraftType: string;
  customer: string;
  flights: string;
  station: { code: string; name: string; time_zone: string };
  localDate: string;
  services: { code: string; name: string; status: string }[];
  technicians: { name: string; role: string }[];
  /** The parts fitted (issued to the job, less returns), with their release certificates (145.A.42, 14 CFR 43). */
  partsFitted: FittedPart[];
  times: { label: string; at: Date | null }[];
  /** The aircraft's deferred defects at release: incomplete work is stated on the certificate (145.A.50(e)). */
  deferredItems: DeferredItem[];
  statement: string;
  regulationBasis: string;
  /** The certifying technician, with the certification authorisation the organisation issued them (145.A.35). */
  signer: { technician: string; authorisationNo: string; licence: string; account: string };
  signedAt: Date;
}

/**
 * The certificate is a regulatory record that authorities and other operators read: it is issued
 * in English, as Part-145 release forms are, and set in Noto Sans (./certificateFont.ts) so that
 * every name prints as written, whatever its alphabet.
 */
const labels = {
  title: 'Certificate of release to service',
  approval: 'EASA Part-145 approval',
  crs: 'Certificate of release to service (EASA Part-145 145.A.50)',
  approvalReference: 'Part-145 approval reference',
  workOrder: 'Work order',
  aircraft: 'Aircraft',
  customer: 'Customer',
  flights: 'Flights',
  station: 'Station',
  date: 'Local date',
  services: 'Work performed',
  technicians: 'Technicians',
  parts: 'Parts fitted',
  lot: 'S/N or batch',
  certificate: 'Release certificate',
  times: 'Times (UTC / station-local)',
  deferred: 'Deferred items (MEL/CDL)',
  due: 'due',
  techLog: 'tech log',
  statement: 'Statement',
  basis: 'Regulation basis',
  signedBy: 'Signed by',
  authorisation: 'Certification authorisation',
  licence: 'Licence',
  signedAt: 'Signed at',
};

/**
 * The statement AMC 145.A.50 gives for a certificate of release to service (AMC1 145.A.50(b); a
 * component released on its own gets EASA Form 1, whose block 14a says the same for the items),
 * printed as written, with the organisation's Part-145 approval reference beside it
 * (docs/modules/scheduled.md, "The certificate of release to service").
 */
export const crsStatement =
  'Certifies that the work specified, except as otherwise specified, was carried out in accordance with Part-145 and in respect to that work the aircraft/aircraft component is considered ready for release to service.';

const styles = StyleSheet.create({
  page: { padding: 40, fontSize: 10, fontFamily: certificateFontFamily, lineHeight: 1.4 },
  title: { fontSize: 16, fontWeight: 700 },
  issuer: { marginBottom: 12 },
  section: { marginTop: 10 },
  heading: { fontWeight: 700, marginBottom: 2 },
  row: { flexDirection: 'row' },
  label: { width: 150, color: '#444' },
  value: { flex: 1 },
  statement: { padding: 8, borderWidth: 1, borderColor: '#888' },
});

const dash = '—';

/** "2026-11-23 14:05 UTC / 15:05 Europe/Amsterdam (2026-11-23)". */
export function utcAndLocal(at: Date, timeZone: string): string {
  const utc = at.toISOString().slice(0, 16).replace('T', ' ');
  const local = utcToLocal(at, timeZone);
  return `${utc} UTC / ${local.date} ${local.time} ${timeZone}`;
}

function Field({ label, value }: { label: string; value: string }) {
  return (
    <View style={styles.row}>
      <Text style={styles.label}>{label}</Text>
      <Text style={styles.value}>{value}</Text>
    </View>
  );
}

function Certificate({ facts }: { facts: CertificateFacts }) {
  const zone = facts.station.time_zone;
  return (
    <Document title={`${labels.title} ${facts.workOrder}`} author={facts.signer.technician} subject={facts.workOrder}>
      <Page size="A4" style={styles.page}>
        <Text style={styles.title}>{labels.title}</Text>
        <Text style={styles.issuer}>{`${facts.organisation.name} — ${labels.approval} ${facts.organisation.approvalReference}`}</Text>
        <Field label={labels.workOrder} value={facts.workOrder} />
        <Field label={labels.aircraft} value={`${facts.registration ?? dash} (${facts.aircraftType})`} />
        <Field label={labels.customer} value={facts.customer} />
        <Field label={labels.flights} value={facts.flights || dash} />
        <Field label={labels.station} value={`${facts.station.code} ${facts.station.name} (${zone})`} />
        <Field label={labels.date} value={facts.localDate} />
        <View style={styles.section}>
          <Text style={styles.heading}>{labels.services}</Text>
          {facts.services.map((service) => (
            <Field key={service.code} label={service.code} value={`${service.name} — ${service.status}`} />
          ))}
        </View>
        <View style={styles.section}>
          <Text style={styles.heading}>{labels.technicians}</Text>
          {facts.technicians.map((person) => (
            <Field key={person.name} label={person.role} value={person.name} />
          ))}
        </View>
        <View style={styles.section}>
          <Text style={styles.heading}>{labels.parts}</Text>
          {facts.partsFitted.length === 0 && <Text>{dash}</Text>}
          {facts.partsFitted.map((part) => (
            <Field
              key={`${part.partNumber} ${part.lot}`}
              label={`${part.quantity} ${part.unit} ${part.partNumber}`}
              value={[part.description, part.lot && `${labels.lot} ${part.lot}`, `${labels.certificate} ${part.certificate || dash}`]
                .filter(Boolean)
                .join(' — ')}
            />
          ))}
        </View>
        <View style={styles.section}>
          <Text style={styles.heading}>{labels.deferred}</Text>
          {facts.deferredItems.length === 0 && <Text>{dash}</Text>}
          {facts.deferredItems.map((item) => (
            <Field
              key={`${item.mel_item} ${item.tech_log_ref} ${item.description}`}
              label={`MEL ${item.mel_item} cat. ${item.category}`}
              value={`${item.ata_chapter ? `ATA ${item.ata_chapter} ` : ''}${item.description} — ${labels.due} ${item.due_on}, ${labels.techLog} ${item.tech_log_ref}`}
            />
          ))}
        </View>
        <View style={styles.section}>
          <Text style={styles.heading}>{labels.times}</Text>
          {facts.times.map((time) => (
            <Field key={time.label} label={time.label} value={time.at ? utcAndLocal(time.at, zone) : dash} />
          ))}
        </View>
        <View style={styles.section}>
          <Text style={styles.heading}>{labels.crs}</Text>
          <Text style={styles.statement}>{crsStatement}</Text>
          <Field label={labels.approvalReference} value={`${facts.organisation.approvalReference} (${facts.organisation.name})`} />
        </View>
        <View style={styles.section}>
          <Text style={styles.heading}>{labels.statement}</Text>
          <Text style={styles.statement}>{facts.statement}</Text>
          <Field label={labels.basis} value={facts.regulationBasis} />
        </View>
        <View style={styles.section}>
          <Field label={labels.signedBy} value={`${facts.signer.technician} (${facts.signer.account})`} />
          <Field label={labels.authorisation} value={facts.signer.authorisationNo} />
          <Field label={labels.licence} value={facts.signer.licence} />
          <Field label={labels.signedAt} value={utcAndLocal(facts.signedAt, zone)} />
        </View>
      </Page>
    </Document>
  );
}

/**
 * One certificate at a time, each with the font read afresh. fontkit keeps the glyphs it lays out on the
 * font object, with the characters they stood for in that layout; after a name set with composed letters
 * (Żółć), a later certificate's text layer (ToUnicode: what is copied or searched) lost the plain "Z" of a
 * registration, though it printed. A fresh font per certificate keeps each certificate's text its own;
 * signing is rare, so the queue and the reload (tens of milliseconds) cost nothing anyone waits for.
 */
let rendering: Promise<unknown> = Promise.resolve();

/** The signed certificate as PDF bytes, rendered on the server so what is stored is what was signed. */
export async function renderCertificate(facts: CertificateFacts): Promise<Buffer> {
  const rendered = rendering.then(async () => {
    try {
      return await renderToBuffer(<Certificate facts={facts} />);
    } finally {
      reloadCertificateFont();
    }
  });
  rendering = rendered.catch(() => undefined);
  return rendered;
}
