/**
 * Closed lists of the Resources tab (module `resource_allocation`, docs/modules/resource_allocation.md). Labels: i18n
 * `resource_allocation.choices.<list>.<value>`.
 */

/** The kinds of resource a booking holds; an activity's allocations (Scheduled) are of these kinds too. */
export const bookableKinds = ['truck', 'equipment', 'calibrated_tool'] as const;
export type BookableKind = (typeof bookableKinds)[number];

/** What a booking is for; a transfer books the resource for its time in transit. */
export const bookingPurposes = ['activity', 'on_call', 'de_icing', 'transfer', 'reservation'] as const;
export type BookingPurpose = (typeof bookingPurposes)[number];

export const resourceTransferStatuses = ['planned', 'in_transit', 'arrived', 'cancelled'] as const;
export type ResourceTransferStatus = (typeof resourceTransferStatuses)[number];

/** The outcome a calibration laboratory reports when a tool comes back. */
export const calibrationResults = ['in_tolerance', 'adjusted', 'out_of_tolerance'] as const;
export type CalibrationResult = (typeof calibrationResults)[number];
