import type { FastifyRequest } from 'fastify';
import { beginAttempt, forgetAttempt, keepFailedAttempt } from '../../../auth/loginThrottle';
import { verifyPassword } from '../../../auth/passwords';
import type { Session } from '../../../auth/session';
import type { Database } from '../../../db/client';
import { activityRts } from '../../../db/schema';
import { ApiError, forbidden, invalid } from '../../../errors';
import { activityForWrite } from '../activityAccess';
import type { ActivityRow } from '../queries';
import { ruleRefusal } from '../../../core/ruleRefusal';
import { recordActivityWork } from '../activityWork';
import { certificateFacts } from './certificateFacts';
import { renderCertificate } from './certificatePdf';
import { certifiedBy, certifyingSigner } from './certifyingOrganisation';
import { rtsDraft } from './rtsDraft';
import { keepReleasePdf } from './storedCertificate';

/**
 * Re-authentication before an e-signature: the caller types their password again. Failures count
 * in the sign-in throttle of their address, so the signing form is no way around it; the attempt is
 * kept outside the signing transaction, which a wrong password rolls back.
 */
export async function reauthenticate(db: Database, request: FastifyRequest, session: Session, password: string): Promise<void> {
  const attempt = await beginAttempt(db, session.user.email, request.ip);
  if (attempt.refused) {
    const { messageKey, seconds } = attempt.refused;
    throw new ApiError(429, messageKey, { seconds, minutes: Math.ceil(seconds / 60) });
  }
  if (!(await verifyPassword(password, session.user.password_hash))) {
    await keepFailedAttempt(db);
    throw invalid({ password: 'scheduled.rts.password_wrong' });
  }
  await forgetAttempt(db, attempt.id);
}

export type RtsDraft = Awaited<ReturnType<typeof rtsDraft>>;

/**
 * Renders the certificate of a release the draft allows and stores it with its SHA-256: the sign
 * route's last step, and how the demo seed signs its releases. Returns the hash.
 */
export async function storeRelease(
  tx: Database,
  activity: ActivityRow,
  draft: RtsDraft & { signer: NonNullable<RtsDraft['signer']>; template: NonNullable<RtsDraft['template']> },
  account: { id: number; name: string; email: string },
  signedAt: Date,
): Promise<string> {
  const facts = await certificateFacts(tx, activity, {
    organisation: certifiedBy(draft.organisation),
    statement: draft.statement,
    regulationBasis: draft.template.regulation_basis,
    signer: certifyingSigner(draft.signer, draft.licence, account),
    signedAt,
  });
  const pdf = await renderCertificate(facts);
  const stored = await keepReleasePdf(tx, pdf, account.id);
  await tx.insert(activityRts).values({
    activity_id: activity.id,
    rts_id: draft.template.id,
    technician_id: draft.signer.id,
    signed_by: account.id,
    signed_at: signedAt,
    licence: draft.licence,
    statement: draft.statement,
    ...stored,
  });
  return stored.pdf_sha256;
}

/**
 * POST /activities/:id/rts/sign. The certificate is rendered and stored with its SHA-256 in the
 * same transaction as the signature, so a signed activity always has its PDF; from then on the
 * activity is locked (activityForWrite answers 409 to every write, a second signature included).
 */
export async function signRts(
  db: Database,
  request: FastifyRequest,
  session: Session,
  activityId: number,
  body: { password: string; rts_template_id?: number | null },
) {
  // Unknown or foreign activities answer 404 before the password is even looked at.
  await db.transaction(async (tx) => activityForWrite(tx as unknown as Database, session, activityId));
  await reauthenticate(db, request, session, body.password);
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const activity = await activityForWrite(tx, session, activityId);
    const signedAt = new Date();
    const draft = await rtsDraft(tx, activity, session.user.id, signedAt, body.rts_template_id);
    if (!draft.signer) throw forbidden('scheduled.rts.no_technician');
    if (!draft.template) throw invalid({ rts_template_id: 'scheduled.rts.no_template' });
    if (!draft.canSign) throw ruleRefusal(request, 'rts', draft.rules, 'scheduled.rts.not_signable');
    const hash = await storeRelease(tx, activity, draft, session.user, signedAt);
    await recordActivityWork(tx, request, activity.id, {
      action: 'rts_sign',
      changes: {
        rts_id: draft.template.id,
        technician_id: draft.signer.id,
        licence: draft.licence,
        statement: draft.statement,
        sha256: hash,
      },
    });
    return { signed_at: signedAt, sha256: hash };
  });
}
