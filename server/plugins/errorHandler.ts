import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { negotiateLocale } from '../../model/locales';
import { ApiError } from '../errors';
import { translatorFor } from '../i18n';
import { fieldErrorsFromIssues, type RawIssue } from '../validationMessages';

/**
 * One place that shapes every error: 422 `{message, errors}` for validation, `{message}`
 * otherwise, translated; never a stack trace, never a 500 for bad input.
 */
export default fp(async function errorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError & { zodIssues?: RawIssue[]; namesNothing?: boolean }, request, reply) => {
    const t = request.t ?? translatorFor(negotiateLocale(request.headers['accept-language']));
    request.locale ??= negotiateLocale(request.headers['accept-language']);
    if (error instanceof ApiError) {
      const body: Record<string, unknown> = { message: t(error.messageKey, error.vars), ...error.extra };
      if (error.fieldErrors) {
        body.errors = Object.fromEntries(
          Object.entries(error.fieldErrors).map(([field, keys]) => [field, keys.map((key) => t(key, error.vars))]),
        );
      }
      if (error.statusCode === 429 && error.vars.seconds) reply.header('retry-after', String(error.vars.seconds));
      return reply.code(error.statusCode).send(body);
    }
    const issues = error.zodIssues ?? (error.validation?.[0] as { zodIssues?: RawIssue[] } | undefined)?.zodIssues;
    // A record's path that cannot name one (an id of letters, a NUL) names nothing: 404, as an unknown id (server/plugins/validation.ts).
    if (issues && error.namesNothing) return reply.code(404).send({ message: t('errors.not_found') });
    if (issues) {
      return reply.code(422).send({
        message: t('validation.invalid_input'),
        errors: fieldErrorsFromIssues(issues, request.locale, t),
      });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send({ message: t('errors.server_error') });
    }
    // Fastify's own client errors (bad JSON, body too large, wrong content type, rate limit …).
    const key =
      status === 413
        ? 'errors.payload_too_large'
        : status === 415
          ? 'errors.unsupported_media_type'
          : status === 429
            ? 'errors.too_many_requests'
            : status === 404
              ? 'errors.not_found'
              : status === 401
                ? 'errors.unauthenticated'
                : status === 403
                  ? 'errors.forbidden'
                  : 'errors.bad_request';
    // Malformed JSON is bad input like any other: the API's 422 shape, not a bare 400.
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
      return reply.code(422).send({ message: t('validation.invalid_input'), errors: { _: [t('errors.bad_request')] } });
    }
    return reply.code(status).send({ message: t(key) });
  });

  app.setNotFoundHandler((request, reply) => reply.code(404).send({ message: request.t('errors.not_found') }));
});
