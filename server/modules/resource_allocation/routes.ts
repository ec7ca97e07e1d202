import type { FastifyRequest } from 'fastify';
import { activeRegionId } from '../../auth/session';
import { inTransaction, route, type RouteApp } from '../../core/routeKit';
import { timelineBookings } from './bookingQueries';
import { createBooking, moveBookingByHand, releaseBooking } from './bookingWrites';
import { calibrationHistory, returnFromCalibration, sendForCalibration } from './calibrations';
import { dueLists } from './dueQueries';
import { listResources } from './resourceQueries';
import { resourceRouteSchemas as schemas } from './routeSchemas';
import { arriveTransfer, cancelTransfer, createTransfer, listTransfers } from './transfers';
import { toolUsage } from './usage';

const read = ['resources_tab'];
const write = ['resources_write'];

/**
 * The Resources tab's endpoints (docs/modules/resource_allocation.md): resources and their
 * availability, the timeline's bookings, due lists, calibration trips and tool usage, transfers.
 * Thin: parse, open a transaction, call the writes and queries, answer.
 */
export default async function resourceAllocationRoutes(app: RouteApp): Promise<void> {
  /** Lists show the active region; without one there is nothing to show. */
  const region = (request: FastifyRequest) => activeRegionId(request.requireSession());

  app.get('/resources', route(read, schemas.resources), async (request) => {
    const regionId = region(request);
    return regionId === null ? [] : listResources(app.db, regionId, request.query);
  });

  app.get('/resources/due', route(read, schemas.due), async (request) => {
    const regionId = region(request);
    if (regionId === null) return { calibration: [], service: [], insurance: [] };
    return dueLists(app.db, regionId, request.query);
  });

  app.get('/resource_bookings', route(read, schemas.bookings), async (request) => {
    const regionId = region(request);
    return regionId === null ? { bookings: [], unavailable: [], stations: [] } : timelineBookings(app.db, regionId, request.query);
  });

  app.post('/resource_bookings', route(write, schemas.createBooking), async (request, reply) => {
    const { body } = request;
    return reply.code(201).send(await inTransaction(app.db, (tx) => createBooking(tx, request, request.requireSession(), body)));
  });

  app.put('/resource_bookings/:id', route(write, schemas.moveBooking), async (request) => {
    const {
      params: { id },
      body,
    } = request;
    return inTransaction(app.db, (tx) => moveBookingByHand(tx, request, request.requireSession(), id, body));
  });

  app.delete('/resource_bookings/:id', route(write, schemas.releaseBooking), async (request) => {
    const { id } = request.params;
    return inTransaction(app.db, (tx) => releaseBooking(tx, request, request.requireSession(), id));
  });

  app.post('/calibrated_tools/:id/calibration/send', route(write, schemas.sendCalibration), async (request) => {
    const {
      params: { id },
      body,
    } = request;
    return inTransaction(app.db, (tx) => sendForCalibration(tx, request, request.requireSession(), id, body));
  });

  app.post('/calibrated_tools/:id/calibration/return', route(write, schemas.returnCalibration), async (request) => {
    const {
      params: { id },
      body,
    } = request;
    return inTransaction(app.db, (tx) => returnFromCalibration(tx, request, request.requireSession(), id, body));
  });

  app.get('/calibrated_tools/:id/calibrations', route(read, schemas.calibrations), async (request) =>
    calibrationHistory(app.db, request.requireSession(), request.params.id),
  );

  app.get('/calibrated_tools/:id/usage', route(read, schemas.usage), async (request) =>
    toolUsage(app.db, request.requireSession(), request.params.id, request.query),
  );

  app.get('/resource_transfers', route(read, schemas.transfers), async (request) => {
    const regionId = region(request);
    return regionId === null ? [] : listTransfers(app.db, regionId);
  });

  app.post('/resource_transfers', route(write, schemas.createTransfer), async (request, reply) => {
    const { body } = request;
    return reply.code(201).send(await inTransaction(app.db, (tx) => createTransfer(tx, request, request.requireSession(), body)));
  });

  app.post('/resource_transfers/:id/arrive', route(write, schemas.arriveTransfer), async (request) => {
    const {
      params: { id },
      body: { version },
    } = request;
    return inTransaction(app.db, (tx) => arriveTransfer(tx, request, request.requireSession(), id, version));
  });

  app.post('/resource_transfers/:id/cancel', route(write, schemas.cancelTransfer), async (request) => {
    const {
      params: { id },
      body: { version },
    } = request;
    return inTransaction(app.db, (tx) => cancelTransfer(tx, request, request.requireSession(), id, version));
  });
}
