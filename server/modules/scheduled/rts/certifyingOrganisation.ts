import { eq } from 'drizzle-orm';
import type { RtsParticulars } from '../../../../model/modules/scheduled/rtsParticulars';
import type { Database } from '../../../db/client';
import { appSettings } from '../../../db/schema';
import type { CertificateFacts } from './certificatePdf';

export interface CertifyingOrganisation {
  name: string;
  approvalReference: string | null;
}

/**
 * The maintenance organisation issuing the certificate of release to service, as Settings names it:
 * its name and its Part-145 approval reference, which the certificate carries (145.A.50(a), AMC).
 * Read from the settings row directly: Settings comes after Scheduled in the module order.
 */
export async function certifyingOrganisation(db: Database): Promise<CertifyingOrganisation> {
  const [row] = await db
    .select({ name: appSettings.company_name, approvalReference: appSettings.approval_reference })
    .from(appSettings)
    .where(eq(appSettings.id, 1));
  return row ?? { name: '', approvalReference: null };
}

/** What rtsSignable checks of the certificate's particulars, for an activity's release and an on-call job's alike. */
export function particularsOf(
  organisation: CertifyingOrganisation,
  signer: { certification_authorisation_no: string | null } | null,
  unfilled: readonly string[],
): RtsParticulars {
  return {
    approval_reference: organisation.approvalReference,
    certification_authorisation_no: signer?.certification_authorisation_no ?? null,
    unfilled,
  };
}

/** A value rtsSignable has required before signing: missing here is a bug, never a blank on the certificate. */
function required(value: string | null, what: string): string {
  if (!value?.trim()) throw new Error(`The certificate needs the ${what}: rtsSignable refuses to sign without it.`);
  return value;
}

/** The issuer as the signed certificate states it (the approval_reference rule has passed). */
export function certifiedBy(organisation: CertifyingOrganisation): CertificateFacts['organisation'] {
  return { name: organisation.name, approvalReference: required(organisation.approvalReference, 'Part-145 approval reference') };
}

/** The signer as the signed certificate states them (the certification_authorisation rule has passed). */
export function certifyingSigner(
  signer: { name: string; certification_authorisation_no: string | null },
  licence: string,
  account: { name: string; email: string },
): CertificateFacts['signer'] {
  return {
    technician: signer.name,
    authorisationNo: required(signer.certification_authorisation_no, 'certification authorisation number'),
    licence,
    account: `${account.name} <${account.email}>`,
  };
}
