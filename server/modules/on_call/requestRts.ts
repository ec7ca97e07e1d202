import { asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { draftRtsStatement, rtsSignable } from '../../../model/modules/scheduled';
import { utcToLocal } from '../../../model/core/localTime';
import type { Session } from '../../auth/session';
import type { Database } from '../../db/client';
import { aircraftType, customers, onCallRts, onCallTechnicians, technicians } from '../../db/schema';
import { ApiError, forbidden, invalid, notFound } from '../../errors';
import { ruleRefusal } from '../../core/ruleRefusal';
import {
  certifiedBy,
  certifyingOrganisation,
  certifyingSigner,
  licenceText,
  particularsOf,
  reauthenticate,
  renderCertificate,
  rtsTemplateFor,
  keepReleasePdf,
  releasePdf,
  stationPlace,
  technicianOfUser,
} from '../scheduled';
import { fittedParts } from '../../core/workItem/jobParts';
import { signerFacts } from '../../core/workItem/signerFacts';
import { deferredItemsOf, openDefectsOf } from '../defects';
import { findRequest, touchRequest, type RequestRow } from './requestQueries';

/**
 * The return to service of an on-call job, signed as Scheduled's (password again, the template's
 * statement, the model's rtsSignable judging the signer's licence on the aircraft type, the PDF
 * kept with its SHA-256). The job is the one "service": done once the request is completed.
 */
async function signingFacts(tx: Database, current: RequestRow, userId: number, now: Date, templateId: number) {
  if (current.station_id === null) throw new ApiError(409, 'on_call.not_dispatched');
  const template = await rtsTemplateFor(tx, current.customer_id, templateId);
  if (!template) throw invalid({ rts_id: 'validation.reference_missing' });
  const signer = await technicianOfUser(tx, userId);
  if (!signer) throw forbidden('scheduled.rts.no_technician');
  const station = await stationPlace(tx, current.station_id);
  const [type] = current.aircraft_type_id
    ? await tx
        .select({
          icao: aircraftType.icao,
          name: sql<string>`${aircraftType.icao} || ' ' || ${aircraftType.manufacturer} || ' ' || ${aircraftType.model}`,
        })
        .from(aircraftType)
        .where(eq(aircraftType.id, current.aircraft_type_id))
    : [];
  const [signed] = await tx.select({ id: onCallRts.id }).from(onCallRts).where(eq(onCallRts.request_id, current.id));
  const signingDate = utcToLocal(now, station.time_zone).date;
  const licence = licenceText(signer);
  const { statement, unfilled } = draftRtsStatement(template.text, {
    registration: current.registration,
    work_order: current.request_no,
    station: station.code,
    date: signingDate,
    technician: signer.name,
    licence,
  });
  const organisation = await certifyingOrganisation(tx);
  const finished = current.status === 'completed' || current.status === 'closed';
  const rules = rtsSignable({
    signingDate,
    activity: {
      status: finished ? 'completed' : 'in_progress',
      aircraft_type_id: current.aircraft_type_id ?? 0,
      aircraft_type_code: type?.icao ?? null,
      services: current.aircraft_type_id
        ? [{ service_id: 0, status: 'done', authorisation_category: null, type_authorisation_required: true }]
        : [],
    },
    signed: Boolean(signed),
    openDefects: await openDefectsOf(tx, { kind: 'on_call_requests', id: current.id }),
    particulars: particularsOf(organisation, signer, unfilled),
    signer: await signerFacts(tx, signer, signingDate),
  });
  return { template, signer, station, typeName: type?.name ?? '—', rules, licence, statement, organisation, signingDate };
}

/** POST /on_call_requests/:id/rts {rts_id, password}: 404 for another region before the password is read. */
export async function signRequestRts(
  app: FastifyInstance,
  request: FastifyRequest,
  session: Session,
  id: number,
  body: { rts_id: number; password: string },
) {
  await findRequest(app.db, session, id);
  await reauthenticate(app.db, request, session, body.password);
  await app.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const current = await findRequest(tx, session, id, true);
    const signedAt = new Date();
    const facts = await signingFacts(tx, current, session.user.id, signedAt, body.rts_id);
    if (!facts.rules.every((rule) => rule.ok)) throw ruleRefusal(request, 'rts', facts.rules, 'scheduled.rts.not_signable');
    const [customer] = await tx.select({ name: customers.name }).from(customers).where(eq(customers.id, current.customer_id));
    const crew = await tx
      .select({ name: technicians.name, role: onCallTechnicians.role })
      .from(onCallTechnicians)
      .innerJoin(technicians, eq(technicians.id, onCallTechnicians.technician_id))
      .where(eq(onCallTechnicians.request_id, current.id))
      .orderBy(asc(onCallTechnicians.role), asc(technicians.name));
    const pdf = await renderCertificate({
      workOrder: current.request_no,
      registration: current.registration,
      aircraftType: facts.typeName,
      customer: customer.name,
      flights: current.flight_no ?? '',
      station: facts.station,
      localDate: facts.signingDate,
      services: [
        { code: current.ata_chapter ? `ATA ${current.ata_chapter}` : 'AOG', name: current.resolution ?? current.defect, status: 'done' },
      ],
      technicians: crew,
      partsFitted: await fittedParts(tx, { on_call_request_id: current.id }),
      deferredItems: await deferredItemsOf(tx, { kind: 'on_call_requests', id: current.id, registration: current.registration }),
      times: [
        { label: 'Requested', at: current.requested_at },
        { label: 'On site', at: current.on_site_at },
        { label: 'Completed', at: current.completed_at },
      ],
      organisation: certifiedBy(facts.organisation),
      statement: facts.statement,
      regulationBasis: facts.template.regulation_basis,
      signer: certifyingSigner(facts.signer, facts.licence, session.user),
      signedAt,
    });
    const stored = await keepReleasePdf(tx, pdf, session.user.id);
    const hash = stored.pdf_sha256;
    await tx.insert(onCallRts).values({
      request_id: current.id,
      rts_id: facts.template.id,
      technician_id: facts.signer.id,
      signed_by: session.user.id,
      signed_at: signedAt,
      licence: facts.licence,
      statement: facts.statement,
      ...stored,
    });
    await touchRequest(tx, request, current.id, {
      action: 'rts_sign',
      changes: { rts_id: facts.template.id, technician_id: facts.signer.id, licence: facts.licence, sha256: hash },
    });
  });
}

/** GET /on_call_requests/:id/rts.pdf: the signed certificate, refused (409) if its bytes no longer match the hash. */
export async function storedRequestCertificate(db: Database, request: FastifyRequest, requestId: number) {
  const [row] = await db
    .select({ pdf_path: onCallRts.pdf_path, pdf_sha256: onCallRts.pdf_sha256 })
    .from(onCallRts)
    .where(eq(onCallRts.request_id, requestId));
  if (!row) throw notFound();
  return releasePdf(db, request, row);
}
