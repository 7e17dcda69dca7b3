import { z } from 'zod';
import './messages.ts';

/**
 * The Scheduling Standards Consortium's appointment API, v1.1 (PRODUCT.md 17, decision 072):
 * our own zod schemas of the requests and answers of its synchronous operations, written from
 * the standard's OpenAPI document (components/schemas). Names follow the standard's.
 */

export const SSC_PROBLEM = {
  entityNotFound: 'https://docs.freightapis.org/problemDetails/entityNotFound',
  capabilityNotSupported: 'https://docs.freightapis.org/problemDetails/capabilityNotSupportedError',
  invalidArgument: 'https://docs.freightapis.org/problemDetails/invalidArgumentError',
  appointment: 'https://docs.freightapis.org/problemDetails/appointmentError',
} as const;

export const sscAppointmentStatus = z.enum([
  'NOT_SCHEDULED',
  'CONFIRMED',
  'UNCONFIRMED',
  'PENDING',
  'REJECTED',
  'CANCELED',
]);
export const sscAppointmentType = z.enum([
  'AUTOMATIC',
  'DEFERRED',
  'FCFS',
  'CARRIER_CONFIRMATION_REQUIRED',
]);
export const sscLoadingType = z.enum(['LIVE', 'DROP']);

const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** ISO 8601 durations of whole hours and minutes, as the arrival windows use them (PT1H30M). */
export const ISO_DURATION = /^P(?:\d+D)?(?:T(?:\d+H)?(?:\d+M)?(?:\d+S)?)?$/;

export const sscAddress = z.object({
  streetAddress: z.string().optional(),
  region: z.string().optional(),
  locality: z.string().optional(),
  country: z.string().optional(),
  postalCode: z.string().optional(),
});

export const sscCommonIdentifiers = z.strictObject({
  primaryReferenceNumber: z.string().optional(),
  poNumber: z.string().optional(),
  bolNumber: z.string().optional(),
  stopSequenceNumber: z.number().int().min(0).optional(),
  locationId: z.string().optional(),
  locationAddress: sscAddress.optional(),
});
export type SscCommonIdentifiers = z.infer<typeof sscCommonIdentifiers>;
export const sscRequiredAppointmentIdentifier = z.object({ appointmentId: z.string() });
export const sscRequestIdentifier = z.object({ requestIdentifier: z.string() });
/** appointmentIdentifier: load and stop identifiers, or an appointment id. */
export const sscAppointmentIdentifier = z.union([
  sscRequiredAppointmentIdentifier,
  sscCommonIdentifiers,
]);
export type SscAppointmentIdentifier = z.infer<typeof sscAppointmentIdentifier>;

export const sscArrivalWindow = z.object({
  startDateTime: z.iso.datetime({ offset: true }),
  duration: z.string().regex(ISO_DURATION, 'An ISO 8601 duration'),
});
export const sscNamed = z.object({ id: z.string().optional(), name: z.string() });

export const sscClientRequestedAppointment = z.union([
  z.object({
    id: z.string(),
    appointmentType: sscAppointmentType.optional(),
    loadingType: sscLoadingType.optional(),
  }),
  z.object({
    appointmentType: sscAppointmentType.optional(),
    arrivalWindow: sscArrivalWindow,
    dockGroup: sscNamed.optional(),
    dockDoor: sscNamed.optional(),
    loadingType: sscLoadingType.optional(),
  }),
]);

export const sscFetchAvailableRequest = z.object({
  identifiers: z.union([
    sscRequiredAppointmentIdentifier,
    sscRequestIdentifier,
    sscCommonIdentifiers,
  ]),
  dateRestrictions: z
    .union([
      z.object({ startDate: z.string().regex(DATE), endDate: z.string().regex(DATE) }),
      z.object({ exactDate: z.string().regex(DATE) }),
    ])
    .optional(),
});
export type SscFetchAvailableRequest = z.infer<typeof sscFetchAvailableRequest>;

export const sscScheduleRequest = z.object({
  identifiers: sscCommonIdentifiers,
  preferredAppointment: sscClientRequestedAppointment,
  reasonCode: z.string().optional(),
  comment: z.string().optional(),
});
export const sscRescheduleRequest = z.object({
  identifiers: sscAppointmentIdentifier,
  preferredAppointment: sscClientRequestedAppointment,
  reasonCode: z.string().optional(),
  comment: z.string().optional(),
});
export type SscModifyRequest = z.infer<typeof sscRescheduleRequest>;
export const sscCancelRequest = z.object({
  identifiers: sscAppointmentIdentifier,
  reasonCode: z.string().optional(),
  comment: z.string().optional(),
});
export const sscDetailsRequest = z.object({ identifiers: sscAppointmentIdentifier });

export const sscProblem = z.object({
  title: z.string().optional(),
  detail: z.string().optional(),
  identifiers: z.union([sscCommonIdentifiers, sscRequestIdentifier]).optional(),
  arguments: z
    .array(
      z.object({ key: z.string().optional(), value: z.unknown(), detail: z.string().optional() }),
    )
    .optional(),
  appointment: z.lazy(() => sscAppointment).optional(),
});
export const sscFailure = z.object({
  status: z.literal('FAILURE'),
  problemDetails: z.array(sscProblem).optional(),
});
export type SscFailure = z.infer<typeof sscFailure>;

export const sscAppointment = z.object({
  id: z.string().optional(),
  arrivalWindow: sscArrivalWindow.optional(),
  dockGroup: sscNamed.optional(),
  dockDoor: sscNamed.optional(),
  loadingType: sscLoadingType.optional(),
});
export const sscLocation = z.object({
  locationId: z.string().optional(),
  locationAddress: sscAddress.optional(),
});

export const sscAvailableAppointment = z.object({
  id: z.string().optional(),
  appointmentType: sscAppointmentType,
  arrivalWindow: sscArrivalWindow,
  dockGroup: sscNamed.optional(),
  dockDoor: sscNamed.optional(),
  loadingType: sscLoadingType.optional(),
});
export const sscFetchAvailableSuccess = sscLocation.extend({
  status: z.literal('SUCCESS'),
  appointments: z.array(sscAvailableAppointment),
});
export const sscFetchAvailableResponse = z.union([sscFetchAvailableSuccess, sscFailure]);
export type SscFetchAvailableResponse = z.infer<typeof sscFetchAvailableResponse>;

export const sscModificationSuccess = sscLocation.extend({
  status: z.literal('SUCCESS'),
  appointment: sscAppointment,
  appointmentStatus: sscAppointmentStatus.optional(),
  appointmentConfirmationNumber: z.string(),
});
export const sscModificationResponse = z.union([sscModificationSuccess, sscFailure]);
export type SscModificationResponse = z.infer<typeof sscModificationResponse>;

export const sscSynchronousResponse = z.union([
  z.object({ status: z.literal('SUCCESS') }),
  sscFailure,
]);
export type SscSynchronousResponse = z.infer<typeof sscSynchronousResponse>;

export const sscDetailsSuccess = sscLocation.extend({
  status: z.literal('SUCCESS'),
  appointment: sscAppointment.optional(),
  appointmentConfirmationNumber: z.string().optional(),
  appointmentStatus: sscAppointmentStatus.optional(),
  mostRecentReasonCode: z.string().optional(),
  mostRecentComment: z.string().optional(),
});
export const sscDetailsResponse = z.union([sscDetailsSuccess, sscFailure]);
export type SscDetailsResponse = z.infer<typeof sscDetailsResponse>;
