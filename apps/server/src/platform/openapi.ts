import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import {
  API_TOKEN_PREFIX,
  API_TOKEN_REQUESTS_PER_MINUTE,
} from '@spotlane/shared/schemas/api-tokens';
import { errorBody } from '@spotlane/shared/schemas/errors';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * The OpenAPI document of /api/docs: a summary per operation, its error answers (the PRODUCT.md 6
 * body) and how it is authenticated. Written here, beside each other, so that the document
 * reads as one reference; the routes keep only their contract (body, params, answers).
 */
export const OPERATION_SUMMARIES: Record<string, string> = {
  // PRODUCT.md 16: load templates and recurring shipments.
  'GET /api/load_templates': "The shipper's load templates",
  'POST /api/load_templates': 'Save a load template (a load without dates)',
  'GET /api/load_templates/{id}': 'One load template',
  'PUT /api/load_templates/{id}': 'Change a load template',
  'DELETE /api/load_templates/{id}': 'Delete a load template (its schedules pause)',
  'POST /api/load_templates/{id}/loads': 'Make and publish a load from a template for a ship date',
  'GET /api/load_schedules': "The shipper's recurring shipments",
  'POST /api/load_schedules': 'Schedule recurring loads from a template',
  'GET /api/load_schedules/{id}': 'One recurring shipment, with its next run',
  'PUT /api/load_schedules/{id}': 'Change or pause a recurring shipment',
  'DELETE /api/load_schedules/{id}': 'Delete a recurring shipment',
  'GET /api/load_schedules/{id}/loads': 'The loads a recurring shipment made',
  'GET /healthz': 'Liveness: the process answers',
  'GET /readyz': 'Readiness: the database answers (503 with Retry-After when it does not)',
  'POST /api/auth/register': 'Register a shipper or carrier account and its owner',
  'POST /api/auth/login': 'Sign in with e-mail and password (sets the session cookie)',
  'POST /api/auth/otp/verify': 'Finish a sign-in with the one-time code mailed to the user',
  'POST /api/auth/otp/resend': 'Mail a new one-time code',
  'PUT /api/auth/otp': 'Turn the one-time code on or off for the signed-in user',
  'GET /api/auth/me': 'The signed-in user (userData)',
  'POST /api/auth/logout': 'End this session',
  'POST /api/auth/password/forgot': 'Mail a password reset link',
  'POST /api/auth/password/resend': 'Mail the password reset link again',
  'POST /api/auth/password/reset': 'Set a new password with a reset or invitation link token',
  'GET /api/users': "The account's team",
  'POST /api/users': 'Invite a teammate (user_manage)',
  'PUT /api/users/{id}': "Change a teammate's details or permissions (user_manage)",
  'GET /api/profile': "The signed-in user's profile",
  'PUT /api/profile': "Change the signed-in user's profile",
  'GET /api/api_tokens': "The signed-in user's API tokens (never their secrets)",
  'POST /api/api_tokens': 'Create an API token (its secret is in this answer only)',
  'DELETE /api/api_tokens/{id}': 'Revoke an API token at once',
  'GET /api/webhooks':
    "The account's webhook endpoints (owner or user_manage; never their secrets)",
  'POST /api/webhooks':
    'Add an HTTPS webhook endpoint with the live event types it gets (its signing secret is in this answer only)',
  'GET /api/webhooks/{id}': 'One webhook endpoint',
  'PUT /api/webhooks/{id}': "Change a webhook endpoint's URL, event types or active flag",
  'DELETE /api/webhooks/{id}': 'Delete a webhook endpoint and its delivery log',
  'GET /api/webhooks/{id}/deliveries':
    "An endpoint's latest deliveries: event, attempt, status and the answer's code",
  'POST /api/webhooks/{id}/test': 'Queue a signed test event to the endpoint (202)',
  'GET /api/account': 'The company profile and its logo (a signed link valid 15 minutes)',
  'PUT /api/account':
    'Change the company profile; logo_upload_id attaches a completed logo upload, null removes it (owner or company_update)',
  'GET /api/shippers/{id}':
    "A shipper's name and logo link with its expiry, by the shipper's account id (a user id is not one)",
  'POST /api/uploads':
    'Start an upload (purpose, content type, size): answers the signed URL to PUT the bytes to',
  'POST /api/uploads/{id}/complete':
    'Check the stored bytes (size, real type by magic bytes) so the file can be attached',
  'GET /api/loads/{id}/rate_confirmation':
    'The rate confirmation PDF (latest version, or ?version=n); the shipper and the assigned carrier only',
  'GET /api/loads/{id}/rate_confirmations':
    'The versions of the rate confirmation a party may read',
  'POST /api/loads/{id}/rate_confirmation/acknowledge':
    'The assigned carrier acknowledges the latest version (name and time, printed on the next render)',
  'GET /api/loads/{id}/documents': 'The documents (BOL, POD, other) attached to a load',
  'POST /api/loads/{id}/documents':
    'Attach a completed document upload to a load (shipper or assigned carrier)',
  'GET /api/documents/{id}': 'A signed, expiring download link of a document',
  'PUT /api/documents/{id}': 'Its uploader changes the type of a document not yet reviewed',
  'DELETE /api/documents/{id}': 'Its uploader removes a document not yet reviewed',
  'POST /api/documents/{id}/review':
    'The shipper approves or rejects a POD (a reason when rejecting)',
  'GET /api/loads/{id}/tracking': 'The tracking timeline: milestones and check calls, ETA, at risk',
  'POST /api/loads/{id}/tracking': 'The assigned carrier reports a milestone or a check call',
  'POST /api/loads/{id}/share':
    'Create the public tracking link of a load (any earlier one stops working)',
  'DELETE /api/loads/{id}/share': 'Revoke the public tracking link of a load',
  'GET /api/track/{token}':
    'Public tracking of a shared load: status, milestones, ETA (no rates or contacts)',
  // PRODUCT.md 18: tracking without phone calls.
  'POST /api/loads/{id}/driver':
    'The carrier holding the load (or the shipper covering it with its fleet) names the driver: a new driver link',
  'POST /api/loads/{id}/eld': "Connect the load to a vehicle of the truck's ELD provider",
  'GET /api/loads/{id}/positions':
    'The positions of a load (one a minute), oldest first, since a time',
  'GET /api/loads/{id}/tracking_map': 'The map of a load: stops, trail, truck, ETA with its age',
  'GET /api/track/{token}/map':
    'The public map of a shared load: cities, the trail since the link, ETA',
  'GET /api/quiet_hours': "The carrier's quiet hours (default 22:00-06:00)",
  'PUT /api/quiet_hours': "Change the carrier's quiet hours",
  'POST /api/loads/{id}/check_call_request':
    'The shipper asks for a check call: 201 sent, or 202 held until the quiet hours end',
  'GET /api/drive/{token}': "The driver's view of a driver link (no sign-in): stops, sharing",
  'PUT /api/drive/{token}/sharing': 'The driver switches location sharing on or off',
  'POST /api/drive/{token}/positions':
    "The driver's phone sends positions (at most 500; 409 before the window, 410 after delivery)",
  'POST /api/drive/{token}/events':
    'The driver taps Arrived or Departed at a stop (idempotency key)',
  'POST /api/drive/{token}/uploads': "A photo's upload through the driver link",
  'POST /api/drive/{token}/uploads/{id}/complete': "Check a driver's uploaded photo",
  'POST /api/drive/{token}/documents':
    'Attach the BOL or POD photo (idempotency key; the same photo twice is one document)',
  'PUT /api/storage/{purpose}/{account}/{name}':
    'Embedded storage: receive the bytes of an upload through its signed link (no session)',
  'GET /api/storage/{purpose}/{account}/{name}':
    'Embedded storage: a file through its signed, expiring link (range requests; no session)',
  'GET /api/companies': "The shipper's companies (search, ordering, pages)",
  'POST /api/companies': 'Create a company with its locations',
  'GET /api/companies/has_multiple_companies': 'Whether the shipper has more than one company',
  'POST /api/companies/import': 'Import companies from a CSV file (multipart)',
  'GET /api/companies/{id}': 'One company with its locations',
  'PUT /api/companies/{id}': 'Change a company',
  'DELETE /api/companies/{id}': 'Archive a company',
  'POST /api/delivery_locations': 'Add a location to a company',
  'GET /api/delivery_locations/{id}': 'One location with its hours',
  'PUT /api/delivery_locations/{id}': 'Change a location',
  'DELETE /api/delivery_locations/{id}': 'Remove a location',
  'POST /api/delivery_locations/{id}/schedules/bulk_create': "Replace a location's hours",
  'GET /api/carriers': "The shipper's carriers",
  'POST /api/carriers': 'Add a carrier by e-mail (links an existing account or invites one)',
  'GET /api/carriers/has_multiple_carriers': 'Whether the shipper has more than one carrier',
  'GET /api/carriers/{id}': 'One carrier of the network',
  'PUT /api/carriers/{id}': "Change a carrier's details",
  'DELETE /api/carriers/{id}': 'Remove a carrier from the network',
  'GET /api/carrier_lists': "The shipper's carrier lists",
  'POST /api/carrier_lists': 'Create a carrier list',
  'GET /api/carrier_lists/{id}': 'One carrier list with its members',
  'PUT /api/carrier_lists/{id}': 'Change a carrier list',
  'DELETE /api/carrier_lists/{id}': 'Delete a carrier list',
  'GET /api/loads': "The shipper's shipments and quote requests (status, search, pages)",
  'POST /api/loads': 'Create a shipment or a quote request',
  'GET /api/loads/calendar': "The shipper's loads between two dates",
  'GET /api/loads/custom_pagination_spotquotes':
    "The carrier's spot quotes by category, with the six counts",
  'GET /api/loads/{id}': 'One load as the caller may see it',
  'PUT /api/loads/{id}': 'Change a load',
  'POST /api/loads/{id}/publish':
    'Publish a draft: it becomes unscheduled and only then does its audience see it and hear of it',
  'POST /api/loads/{id}/status': "Move a load's status (picked up, delivered, cancelled)",
  'POST /api/loads/{id}/mark_late': 'Mark a load late',
  'POST /api/loads/{id}/star': 'Star a load (favorites)',
  'DELETE /api/loads/{id}/star': 'Unstar a load',
  'POST /api/loads/{id}/copy': 'Copy a load to new ship dates',
  'GET /api/fleet/overview': "The carrier's fleet at a glance",
  'GET /api/drivers': "The carrier's drivers",
  'POST /api/drivers': 'Add a driver',
  'GET /api/drivers/{id}': 'One driver with their bookings',
  'PUT /api/drivers/{id}': 'Change a driver',
  'DELETE /api/drivers/{id}': 'Archive a driver',
  'GET /api/equipment': "The carrier's equipment",
  'POST /api/equipment': 'Add a unit of equipment',
  'GET /api/equipment/{id}': 'One unit with its bookings',
  'PUT /api/equipment/{id}': 'Change a unit',
  'DELETE /api/equipment/{id}': 'Archive a unit',
  'POST /api/loads/{id}/assign_fleet': 'Put a driver and a unit on an assigned load',
  'DELETE /api/loads/{id}/assign_fleet': 'Take the driver and unit off a load',
  'GET /api/trucks': "The carrier's posted trucks (where and when each will be empty)",
  'POST /api/trucks': 'Post a truck: where it will be empty, when, and where it may go',
  'GET /api/trucks/{id}': 'One posted truck',
  'PUT /api/trucks/{id}': 'Change a posted truck',
  'DELETE /api/trucks/{id}': 'Take a posted truck down',
  'GET /api/trucks/near':
    "The posted trucks empty within 100 miles of one of the shipper's locations on a date",
  'POST /api/trucks/invite':
    "Invite a posted truck's carrier: into the network (when confirmed) and a load's named carriers",
  'GET /api/lane_preferences': "The carrier's lane preferences",
  'POST /api/lane_preferences': 'Save a lane preference (origin and destination states or region)',
  'DELETE /api/lane_preferences/{id}': 'Delete a lane preference',
  'GET /api/loads/{id}/reloads':
    "Reloads: open loads picking up within 150 miles of a held load's last delivery, nearest first",
  'GET /api/regions': "The shipper's regions (sets of states or 3-digit zip prefixes)",
  'POST /api/regions': 'Add a region',
  'GET /api/regions/{id}': 'One region',
  'PUT /api/regions/{id}': 'Change a region',
  'DELETE /api/regions/{id}': 'Delete a region no lane uses',
  'GET /api/contacts': "The shipper's contacts, searchable",
  'POST /api/contacts': 'Add a contact',
  'GET /api/contacts/{id}': 'One contact',
  'PUT /api/contacts/{id}': 'Change a contact',
  'DELETE /api/contacts/{id}': 'Delete a contact',
  'GET /api/lanes': "The shipper's lanes, searchable",
  'POST /api/lanes': 'Add a lane with its routing guide',
  'GET /api/lanes/match': 'The lanes a load between two locations with this equipment travels',
  'GET /api/lanes/{id}': 'One lane with its guide, contract and the loads that travelled it',
  'PUT /api/lanes/{id}': 'Change a lane',
  'PUT /api/lanes/{id}/contract': "Set a lane's contract rate and dates",
  'DELETE /api/lanes/{id}': 'Delete a lane',
  'GET /api/loads/{id}/tenders': "A load's routing-guide waterfall: every offer in order",
  'GET /api/tenders': "The signed-in carrier's open tender offers, each with its load",
  'POST /api/tenders/{id}/accept': 'Accept a tender offer: the load is assigned to you',
  'POST /api/tenders/{id}/decline': 'Decline a tender offer: the next carrier of the guide gets it',
  // PRODUCT.md 15: carrier trust.
  'GET /api/carrier_compliance/{carrier_account_id}':
    "A carrier's compliance: what the registry says and, for a shipper, what its policy finds",
  'POST /api/carrier_compliance/{carrier_account_id}/refresh':
    'Check a carrier against the registry again (at most once a minute)',
  'GET /api/carrier_policy': "The shipper's carrier policy (the defaults until saved)",
  'PUT /api/carrier_policy': "Change the shipper's carrier policy (carrier_update)",
  'POST /api/identity_verification': "Mail a 6-digit code to the registry's e-mail of the carrier",
  'POST /api/identity_verification/confirm':
    'Confirm the mailed code: the carrier is verified (10 tries an hour)',
  'POST /api/rate_confirmations/verify':
    'Whether a rate confirmation PDF is one Spotlane issued, untouched (anyone may ask)',
  'GET /api/accessorial_terms': 'The shipper’s accessorial terms (PRODUCT.md 19)',
  'PUT /api/accessorial_terms': 'Change the shipper’s accessorial terms',
  'GET /api/lanes/{id}/accessorial_terms': 'A lane’s accessorial terms (null fields inherit)',
  'PUT /api/lanes/{id}/accessorial_terms': 'Change a lane’s accessorial terms',
  'GET /api/loads/{id}/accessorials': 'The accessorial lines of a load, for both parties',
  'POST /api/loads/{id}/accessorials':
    'The carrier asks for an accessorial line (a lumper needs its receipt)',
  'POST /api/accessorials/{id}/approve': 'The shipper approves a pending accessorial line',
  'POST /api/accessorials/{id}/dispute':
    'The shipper disputes a pending accessorial line with a reason',
  // PRODUCT.md 17: dock appointments.
  'GET /api/locations/{id}/docks': "The docks of one of the shipper's appointment locations",
  'POST /api/locations/{id}/docks': 'Add a dock to a location (kind, equipment types, active)',
  'PUT /api/docks/{id}': 'Change a dock',
  'DELETE /api/docks/{id}': 'Delete a dock with no appointments ahead',
  'GET /api/locations/{id}/slot_rules': "A location's slot rules (the defaults until changed)",
  'PUT /api/locations/{id}/slot_rules': "Change a location's slot rules",
  'GET /api/locations/{id}/slots':
    "A location's slots on a date with their free docks (the shipper, or the carrier of load_id)",
  'POST /api/stops/{id}/appointment':
    'Book a stop at a slot (the assigned carrier or the shipper, after the award)',
  'PUT /api/stops/{id}/appointment': "Move a stop's appointment before the cutoff",
  'DELETE /api/stops/{id}/appointment': "Cancel a stop's appointment before the cutoff",
  'POST /api/stops/{id}/check_in': "Record the truck's arrival at a stop (now or earlier)",
  'POST /api/stops/{id}/check_out': "Record the truck's departure from a stop (now or earlier)",
  'GET /api/dock_schedule': "A location's day: its docks, appointments, arrivals and who is late",
  'POST /ssc/appointments/v1/fetch-available-appointments':
    'SSC v1.1: the free appointments of a stop (API token)',
  'POST /ssc/appointments/v1/schedule-appointment': 'SSC v1.1: book a stop (API token)',
  'POST /ssc/appointments/v1/reschedule-appointment': 'SSC v1.1: move an appointment (API token)',
  'POST /ssc/appointments/v1/cancel-appointment': 'SSC v1.1: cancel an appointment (API token)',
  'POST /ssc/appointments/v1/fetch-appointment-details':
    "SSC v1.1: a stop's appointment (API token)",
  'GET /api/invoices': 'Each side’s invoices, filtered and paged, or as CSV (format=csv)',
  'GET /api/invoices/{file}': 'One invoice ({id}), or its PDF ({id}.pdf)',
  'POST /api/invoices/{id}/quick_pay': 'The carrier takes quick pay at the shipper’s fee',
  'POST /api/invoices/{id}/schedule': 'The shipper schedules the payment of an invoice',
  'POST /api/invoices/{id}/paid': 'The shipper marks an invoice paid with a reference (once)',
  'POST /api/invoices/{id}/hold': 'The shipper puts an invoice on hold with a reason',
  'GET /api/payment_details': 'The carrier’s bank details, masked',
  'PUT /api/payment_details': 'Change the carrier’s bank details (a change may hold payments)',
  'POST /api/payment_details/confirm':
    'The owner confirms changed bank details with the mailed code',
  'GET /api/payments/export': 'The day’s scheduled payments as NACHA or CSV',
  'GET /api/shippers/{id}/days_to_pay': 'A shipper’s days to pay over the last 90 days',
  'POST /api/loads/{id}/ratings':
    'A party rates the other (and the carrier each facility) within 14 days of delivery, once',
  'GET /api/loads/{id}/ratings':
    'The ratings a party gave and received on a load, and what is left to rate',
  'GET /api/ratings/to_rate': 'The caller’s delivered loads still open to rate (the reminder)',
  'GET /api/ratings/scores': 'The kept scores of up to 50 carriers, shippers or facilities',
  'GET /api/ratings/received': 'The ratings of the caller’s account and facilities, with its score',
  'GET /api/ratings':
    'A subject’s visible ratings and its kept score (stars, count, dwell, days to pay)',
  'POST /api/ratings/{id}/reply': 'The rated party replies to a rating, once',
  'GET /api/claims': 'Each side’s claims with their clocks, filtered and paged',
  'POST /api/claims': 'The shipper files a claim on a delivered load with its documents',
  'GET /api/claims/{id}': 'One claim with its clocks and decision',
  'GET /api/claims/{id}/packet.pdf':
    'The claim packet: the claim, the BOL, the POD, the rate confirmation and the load’s history',
  'POST /api/claims/{id}/acknowledge': 'The carrier acknowledges a filed claim',
  'POST /api/claims/{id}/decide':
    'The carrier pays, declines (with a reason) or settles in part, once',
  'POST /api/claims/{id}/close': 'The shipper closes a decided claim',
  'GET /api/analytics/stats':
    'The overview: loads by status, on-time, spend, averages (analytics_view)',
  'GET /api/analytics/cost':
    'Cost analytics: the summary and one page of the report (analytics_view)',
  'GET /api/analytics/cost.csv': 'The whole cost report as CSV, streamed (analytics_view)',
  'GET /api/analytics/carriers': 'A scorecard per carrier with 5 loads or more (analytics_view)',
  'GET /api/analytics/benchmark':
    "A lane's bid and award percentiles over 7, 30 or 90 days, with n; each end a ZIP code or one of the caller's regions",
  'GET /api/analytics/carrier': "A carrier's win rate and where its lost bids stood",
  'GET /api/bids': 'Bids: the shipper sees those on its loads, a carrier its own',
  'POST /api/bids': 'Place a bid or an informational quote',
  'GET /api/bids/{id}': 'One bid',
  'PUT /api/bids/{id}': 'Change a pending bid',
  'POST /api/bids/{id}/accept':
    'Accept a bid: the load is assigned to its carrier. A load another carrier holds answers 409 AlreadyAssigned unless the body is {"reassign": true}, which rejects the bid accepted before and tells both carriers',
  'POST /api/bids/{id}/reject': 'Reject a bid',
  'DELETE /api/bids/{id}': 'Withdraw a pending bid (its carrier)',
  'POST /api/bids/{id}/counter': 'Propose new terms on a pending bid (either side)',
  'POST /api/counters/{id}/accept':
    'Accept the other side’s proposal: the load is awarded at its terms',
  'POST /api/counters/{id}/decline': 'Decline the other side’s proposal',
  'GET /api/loads/quotes_to_be_confirmed': 'Quotes the carrier is asked to confirm',
  'POST /api/loads/{id}/choose_quote': 'Choose a quote on a quote request',
  'DELETE /api/loads/{id}/choose_quote': 'Take back the chosen quote',
  'POST /api/bids/{id}/confirm_quote': 'Confirm a chosen quote: it becomes a shipment',
  'DELETE /api/bids/{id}/reject_quote': 'Decline a chosen quote',
  'GET /api/bids/{id}/chat_messages': 'The chat of a bid',
  'POST /api/bids/{id}/create_bid_comment': 'Post a chat message on a bid',
  'GET /api/loads/{id}/comments': "A load's notes and comments",
  'POST /api/loads/{id}/comments': 'Post a note on a load',
  'GET /api/notification_settings': "The signed-in user's notification settings",
  'PUT /api/notification_settings': 'Change notification settings',
  'GET /api/notifications': "The signed-in user's notifications",
  'POST /api/notifications/read': 'Mark notifications read',
  'GET /api/events':
    'Live events (text/event-stream; resume with Last-Event-ID, or ?last_event_id= from the X-Event-Cursor header of an earlier answer)',
  'GET /api/support/conversation':
    "The signed-in user's support chat: messages, status, unread count (and whether they are an agent)",
  'POST /api/support/conversation/read': 'Mark the support chat read (the user opened it)',
  'POST /api/support/messages': 'Write to Spotlane support (opens or reopens the conversation)',
  'GET /api/support/contact/form':
    "A signed token for the visitors' contact form (the minimum fill time is checked against it)",
  'POST /api/support/contact':
    'A visitor writes to support: opens a conversation and sends a confirmation mail (202; rate limited)',
  'GET /api/support/conversations':
    'Agents: the support inbox by status (open, waiting, closed, all), searched, paged, with counts',
  'GET /api/support/conversations/{id}':
    'Agents: one support conversation with its messages (marks it read for the team)',
  'POST /api/support/conversations/{id}/messages':
    'Agents: reply (the conversation waits for the user; mailed if they do not read it)',
  'POST /api/support/conversations/{id}/assign': 'Agents: assign the conversation to me',
  'POST /api/support/conversations/{id}/close': 'Agents: close the conversation',
};

/**
 * PRODUCT.md 22: each operation's operationId, the method name a generated client gives it
 * (camelCase, unique). An operation not named here gets one made of its method and path.
 */
export const OPERATION_IDS: Record<string, string> = {
  'GET /healthz': 'checkLiveness',
  'GET /readyz': 'checkReadiness',
  'POST /api/auth/register': 'register',
  'POST /api/auth/login': 'login',
  'POST /api/auth/otp/verify': 'verifyOneTimeCode',
  'POST /api/auth/otp/resend': 'resendOneTimeCode',
  'PUT /api/auth/otp': 'setOneTimeCodeSetting',
  'GET /api/auth/me': 'getMe',
  'POST /api/auth/logout': 'logout',
  'POST /api/auth/password/forgot': 'requestPasswordReset',
  'POST /api/auth/password/resend': 'resendPasswordReset',
  'POST /api/auth/password/reset': 'resetPassword',
  'GET /api/users': 'listUsers',
  'POST /api/users': 'inviteUser',
  'PUT /api/users/{id}': 'updateUser',
  'GET /api/profile': 'getProfile',
  'PUT /api/profile': 'updateProfile',
  'GET /api/api_tokens': 'listApiTokens',
  'POST /api/api_tokens': 'createApiToken',
  'DELETE /api/api_tokens/{id}': 'revokeApiToken',
  'GET /api/webhooks': 'listWebhooks',
  'POST /api/webhooks': 'createWebhook',
  'GET /api/webhooks/{id}': 'getWebhook',
  'PUT /api/webhooks/{id}': 'updateWebhook',
  'DELETE /api/webhooks/{id}': 'deleteWebhook',
  'GET /api/webhooks/{id}/deliveries': 'listWebhookDeliveries',
  'POST /api/webhooks/{id}/test': 'sendWebhookTestEvent',
  'GET /api/account': 'getAccount',
  'PUT /api/account': 'updateAccount',
  'GET /api/shippers/{id}': 'getShipper',
  'POST /api/uploads': 'createUpload',
  'POST /api/uploads/{id}/complete': 'completeUpload',
  'PUT /api/storage/{purpose}/{account}/{name}': 'putStoredFile',
  'GET /api/storage/{purpose}/{account}/{name}': 'getStoredFile',
  'GET /api/companies': 'listCompanies',
  'POST /api/companies': 'createCompany',
  'GET /api/companies/has_multiple_companies': 'hasMultipleCompanies',
  'POST /api/companies/import': 'importCompanies',
  'GET /api/companies/{id}': 'getCompany',
  'PUT /api/companies/{id}': 'updateCompany',
  'DELETE /api/companies/{id}': 'archiveCompany',
  'POST /api/delivery_locations': 'createLocation',
  'GET /api/delivery_locations/{id}': 'getLocation',
  'PUT /api/delivery_locations/{id}': 'updateLocation',
  'DELETE /api/delivery_locations/{id}': 'deleteLocation',
  'POST /api/delivery_locations/{id}/schedules/bulk_create': 'replaceLocationSchedule',
  'GET /api/contacts': 'listContacts',
  'POST /api/contacts': 'createContact',
  'GET /api/contacts/{id}': 'getContact',
  'PUT /api/contacts/{id}': 'updateContact',
  'DELETE /api/contacts/{id}': 'deleteContact',
  'GET /api/carriers': 'listCarriers',
  'POST /api/carriers': 'addCarrier',
  'GET /api/carriers/has_multiple_carriers': 'hasMultipleCarriers',
  'GET /api/carriers/{id}': 'getCarrier',
  'PUT /api/carriers/{id}': 'updateCarrier',
  'DELETE /api/carriers/{id}': 'removeCarrier',
  'GET /api/carrier_lists': 'listCarrierLists',
  'POST /api/carrier_lists': 'createCarrierList',
  'GET /api/carrier_lists/{id}': 'getCarrierList',
  'PUT /api/carrier_lists/{id}': 'updateCarrierList',
  'DELETE /api/carrier_lists/{id}': 'deleteCarrierList',
  'GET /api/loads': 'listLoads',
  'POST /api/loads': 'createLoad',
  'GET /api/loads/calendar': 'getLoadCalendar',
  'GET /api/loads/custom_pagination_spotquotes': 'listSpotQuotes',
  'GET /api/loads/{id}': 'getLoad',
  'PUT /api/loads/{id}': 'updateLoad',
  'POST /api/loads/{id}/status': 'changeLoadStatus',
  'POST /api/loads/{id}/mark_late': 'markLoadLate',
  'POST /api/loads/{id}/star': 'starLoad',
  'DELETE /api/loads/{id}/star': 'unstarLoad',
  'POST /api/loads/{id}/copy': 'copyLoad',
  'GET /api/fleet/overview': 'getFleetOverview',
  'GET /api/drivers': 'listDrivers',
  'POST /api/drivers': 'createDriver',
  'GET /api/drivers/{id}': 'getDriver',
  'PUT /api/drivers/{id}': 'updateDriver',
  'DELETE /api/drivers/{id}': 'archiveDriver',
  'GET /api/equipment': 'listEquipment',
  'POST /api/equipment': 'createEquipment',
  'GET /api/equipment/{id}': 'getEquipment',
  'PUT /api/equipment/{id}': 'updateEquipment',
  'DELETE /api/equipment/{id}': 'archiveEquipment',
  'POST /api/loads/{id}/assign_fleet': 'assignFleet',
  'DELETE /api/loads/{id}/assign_fleet': 'unassignFleet',
  'GET /api/regions': 'listRegions',
  'POST /api/regions': 'createRegion',
  'GET /api/regions/{id}': 'getRegion',
  'PUT /api/regions/{id}': 'updateRegion',
  'DELETE /api/regions/{id}': 'deleteRegion',
  'GET /api/lanes': 'listLanes',
  'POST /api/lanes': 'createLane',
  'GET /api/lanes/match': 'matchLanes',
  'GET /api/lanes/{id}': 'getLane',
  'PUT /api/lanes/{id}': 'updateLane',
  'PUT /api/lanes/{id}/contract': 'setLaneContract',
  'DELETE /api/lanes/{id}': 'deleteLane',
  'GET /api/loads/{id}/tenders': 'listLoadTenders',
  'GET /api/tenders': 'listTenderOffers',
  'POST /api/tenders/{id}/accept': 'acceptTender',
  'POST /api/tenders/{id}/decline': 'declineTender',
  'GET /api/carrier_compliance/{carrier_account_id}': 'getCarrierCompliance',
  'POST /api/carrier_compliance/{carrier_account_id}/refresh': 'refreshCarrierCompliance',
  'GET /api/carrier_policy': 'getCarrierPolicy',
  'PUT /api/carrier_policy': 'saveCarrierPolicy',
  'POST /api/identity_verification': 'startIdentityVerification',
  'POST /api/identity_verification/confirm': 'confirmIdentityVerification',
  'POST /api/rate_confirmations/verify': 'verifyRateConfirmation',
  'GET /api/accessorial_terms': 'getAccessorialTerms',
  'PUT /api/accessorial_terms': 'putAccessorialTerms',
  'GET /api/lanes/{id}/accessorial_terms': 'getLaneAccessorialTerms',
  'PUT /api/lanes/{id}/accessorial_terms': 'putLaneAccessorialTerms',
  'GET /api/loads/{id}/accessorials': 'listAccessorials',
  'POST /api/loads/{id}/accessorials': 'createAccessorial',
  'POST /api/accessorials/{id}/approve': 'approveAccessorial',
  'POST /api/accessorials/{id}/dispute': 'disputeAccessorial',
  'GET /api/locations/{id}/docks': 'listDocks',
  'POST /api/locations/{id}/docks': 'createDock',
  'PUT /api/docks/{id}': 'updateDock',
  'DELETE /api/docks/{id}': 'deleteDock',
  'GET /api/locations/{id}/slot_rules': 'getSlotRules',
  'PUT /api/locations/{id}/slot_rules': 'putSlotRules',
  'GET /api/locations/{id}/slots': 'listSlots',
  'POST /api/stops/{id}/appointment': 'bookAppointment',
  'PUT /api/stops/{id}/appointment': 'rescheduleAppointment',
  'DELETE /api/stops/{id}/appointment': 'cancelAppointment',
  'POST /api/stops/{id}/check_in': 'checkInStop',
  'POST /api/stops/{id}/check_out': 'checkOutStop',
  'GET /api/dock_schedule': 'getDockSchedule',
  'POST /ssc/appointments/v1/fetch-available-appointments': 'sscFetchAvailableAppointments',
  'POST /ssc/appointments/v1/schedule-appointment': 'sscScheduleAppointment',
  'POST /ssc/appointments/v1/reschedule-appointment': 'sscRescheduleAppointment',
  'POST /ssc/appointments/v1/cancel-appointment': 'sscCancelAppointment',
  'POST /ssc/appointments/v1/fetch-appointment-details': 'sscFetchAppointmentDetails',
  'GET /api/invoices': 'listInvoices',
  'GET /api/invoices/{file}': 'getInvoice',
  'POST /api/invoices/{id}/quick_pay': 'takeQuickPay',
  'POST /api/invoices/{id}/schedule': 'scheduleInvoice',
  'POST /api/invoices/{id}/paid': 'markInvoicePaid',
  'POST /api/invoices/{id}/hold': 'holdInvoice',
  'GET /api/payment_details': 'getPaymentDetails',
  'PUT /api/payment_details': 'putPaymentDetails',
  'POST /api/payment_details/confirm': 'confirmPaymentDetails',
  'GET /api/payments/export': 'exportPayments',
  'GET /api/shippers/{id}/days_to_pay': 'getShipperDaysToPay',
  'POST /api/loads/{id}/ratings': 'rateLoad',
  'GET /api/loads/{id}/ratings': 'getLoadRatings',
  'GET /api/ratings/to_rate': 'listLoadsToRate',
  'GET /api/ratings/scores': 'listScores',
  'GET /api/ratings/received': 'listReceivedRatings',
  'GET /api/ratings': 'listRatings',
  'POST /api/ratings/{id}/reply': 'replyToRating',
  'GET /api/claims': 'listClaims',
  'POST /api/claims': 'fileClaim',
  'GET /api/claims/{id}': 'getClaim',
  'GET /api/claims/{id}/packet.pdf': 'getClaimPacket',
  'POST /api/claims/{id}/acknowledge': 'acknowledgeClaim',
  'POST /api/claims/{id}/decide': 'decideClaim',
  'POST /api/claims/{id}/close': 'closeClaim',
  'GET /api/analytics/stats': 'getAnalyticsOverview',
  'GET /api/analytics/cost': 'getCostAnalytics',
  'GET /api/analytics/cost.csv': 'exportCostReportCsv',
  'GET /api/analytics/carriers': 'listCarrierScorecards',
  'GET /api/analytics/benchmark': 'getRateBenchmark',
  'GET /api/analytics/carrier': 'getCarrierWinRate',
  'GET /api/bids': 'listBids',
  'POST /api/bids': 'createBid',
  'GET /api/bids/{id}': 'getBid',
  'PUT /api/bids/{id}': 'updateBid',
  'POST /api/bids/{id}/accept': 'acceptBid',
  'POST /api/bids/{id}/reject': 'rejectBid',
  'DELETE /api/bids/{id}': 'withdrawBid',
  'POST /api/bids/{id}/counter': 'proposeCounter',
  'POST /api/counters/{id}/accept': 'acceptCounter',
  'POST /api/counters/{id}/decline': 'declineCounter',
  'GET /api/loads/quotes_to_be_confirmed': 'listQuotesToBeConfirmed',
  'POST /api/loads/{id}/choose_quote': 'chooseQuote',
  'DELETE /api/loads/{id}/choose_quote': 'unchooseQuote',
  'POST /api/bids/{id}/confirm_quote': 'confirmQuote',
  'DELETE /api/bids/{id}/reject_quote': 'rejectQuote',
  'GET /api/bids/{id}/chat_messages': 'listBidChatMessages',
  'POST /api/bids/{id}/create_bid_comment': 'createBidChatMessage',
  'GET /api/loads/{id}/comments': 'listLoadComments',
  'POST /api/loads/{id}/comments': 'createLoadComment',
  'GET /api/loads/{id}/rate_confirmation': 'getRateConfirmation',
  'GET /api/loads/{id}/rate_confirmations': 'listRateConfirmations',
  'POST /api/loads/{id}/rate_confirmation/acknowledge': 'acknowledgeRateConfirmation',
  'GET /api/loads/{id}/documents': 'listLoadDocuments',
  'POST /api/loads/{id}/documents': 'attachLoadDocument',
  'GET /api/documents/{id}': 'getDocument',
  'POST /api/documents/{id}/review': 'reviewDocument',
  'GET /api/loads/{id}/tracking': 'getLoadTracking',
  'POST /api/loads/{id}/tracking': 'reportTracking',
  'POST /api/loads/{id}/share': 'createShareLink',
  'DELETE /api/loads/{id}/share': 'revokeShareLink',
  'GET /api/track/{token}': 'getPublicTracking',
  'GET /api/notification_settings': 'getNotificationSettings',
  'PUT /api/notification_settings': 'updateNotificationSettings',
  'GET /api/notifications': 'listNotifications',
  'POST /api/notifications/read': 'markNotificationsRead',
  'GET /api/events': 'streamEvents',
  'GET /api/support/conversation': 'getMySupportConversation',
  'POST /api/support/conversation/read': 'markMySupportConversationRead',
  'POST /api/support/messages': 'writeToSupport',
  'GET /api/support/contact/form': 'getContactFormToken',
  'POST /api/support/contact': 'submitContactForm',
  'GET /api/support/conversations': 'listSupportConversations',
  'GET /api/support/conversations/{id}': 'getSupportConversation',
  'POST /api/support/conversations/{id}/messages': 'replyToSupportConversation',
  'POST /api/support/conversations/{id}/assign': 'assignSupportConversation',
  'POST /api/support/conversations/{id}/close': 'closeSupportConversation',
};

/** `POST /api/loads/{id}/copy` -> `postLoadsIdCopy`: the name of an operation OPERATION_IDS misses. */
export function derivedOperationId(method: string, path: string): string {
  const words = `${method} ${path.replace(/^\/api\//, '/')}`.split(/[^A-Za-z0-9]+/).filter(Boolean);
  return words
    .map((word, index) =>
      index === 0 ? word.toLowerCase() : word[0]?.toUpperCase() + word.slice(1).toLowerCase(),
    )
    .join('');
}

/** Operations anyone may call: no session or token. */
const PUBLIC_OPERATIONS = new Set([
  'GET /healthz',
  'GET /readyz',
  'POST /api/auth/register',
  'POST /api/auth/login',
  'POST /api/auth/password/forgot',
  'POST /api/auth/password/resend',
  'POST /api/auth/password/reset',
  'PUT /api/storage/{purpose}/{account}/{name}',
  'GET /api/storage/{purpose}/{account}/{name}',
  'GET /api/track/{token}',
  'GET /api/track/{token}/map',
  'GET /api/drive/{token}',
  'PUT /api/drive/{token}/sharing',
  'POST /api/drive/{token}/positions',
  'POST /api/drive/{token}/events',
  'POST /api/drive/{token}/uploads',
  'POST /api/drive/{token}/uploads/{id}/complete',
  'POST /api/drive/{token}/documents',
  'GET /api/support/contact/form',
  'POST /api/support/contact',
  // PRODUCT.md 15: anyone may check a rate confirmation PDF.
  'POST /api/rate_confirmations/verify',
]);

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const errorSchema = z.toJSONSchema(errorBody, { target: 'draft-7' });

function errorAnswer(description: string) {
  return { description, content: { 'application/json': { schema: errorSchema } } };
}

const DOCUMENTED_ERRORS: Record<string, string> = {
  '400': 'ValidationError: one entry per bad field',
  '401': 'Unauthenticated (or OtpRequired): no valid session or token',
  '403': 'Forbidden: no permission, or an unsafe request without the X-XSRF-TOKEN header',
  '404': "NotFound: no such row, or another account's (never told apart)",
  '409':
    'A conflict: AlreadyAssigned, LoadCancelled, InvalidTransition, EmailTaken, BidExists, IdempotencyKeyReused, IdempotencyKeyInUse…',
  '429':
    'RateLimited: try again after Retry-After seconds (RateLimit-Limit, RateLimit-Remaining and RateLimit-Reset tell the limit)',
  '503': 'ServiceUnavailable: the database is unreachable (Retry-After)',
};

/** PRODUCT.md 22 (platform/idempotency.ts): on every POST of a signed-in caller. */
const IDEMPOTENCY_KEY_PARAMETER = {
  type: 'string',
  minLength: 1,
  maxLength: 255,
  description:
    'Optional, 1-255 printable characters. The same key with the same request within 24 hours answers the first answer again (Idempotent-Replayed: true) and does nothing; with another request 409 IdempotencyKeyReused; while the first still runs 409 IdempotencyKeyInUse (Retry-After). Answers of 500 and up, 429 and ConcurrentUpdate are not kept.',
};

type Transformed = ReturnType<typeof jsonSchemaTransform>;

/** Adds summary, security and error answers to each operation of the generated document. */
export function documentOperation(input: Parameters<typeof jsonSchemaTransform>[0]): Transformed {
  const result = jsonSchemaTransform(input);
  const method = String(input.route.method).toUpperCase();
  const path = input.url.replace(/:([A-Za-z_]+)/g, '{$1}');
  const key = `${method} ${path}`;
  const schema = { ...(result.schema as Record<string, unknown>) };
  const summary = OPERATION_SUMMARIES[key];
  if (summary) schema.summary = summary;
  schema.operationId = OPERATION_IDS[key] ?? derivedOperationId(method, path);
  const responses = { ...((schema.response as Record<string, unknown> | undefined) ?? {}) };
  const hasTwoHundred = Object.keys(responses).some((code) => code.startsWith('2'));
  if (!hasTwoHundred) {
    if (method === 'DELETE') responses['204'] = { description: 'Done; no content', type: 'null' };
    else responses['200'] = { description: 'OK' };
  }
  const isPublic = PUBLIC_OPERATIONS.has(key);
  const codes = ['400', '429', '503'];
  if (!isPublic) codes.push('401', '403');
  if (path.includes('{id}')) codes.push('404');
  if (!SAFE_METHODS.has(method)) codes.push('409');
  for (const code of codes) {
    if (!(code in responses)) responses[code] = errorAnswer(DOCUMENTED_ERRORS[code] ?? 'Error');
  }
  schema.response = responses;
  if (method === 'POST' && !isPublic) {
    const headers = (schema.headers ?? {}) as { properties?: Record<string, unknown> };
    schema.headers = {
      ...headers,
      type: 'object',
      properties: { ...headers.properties, 'Idempotency-Key': IDEMPOTENCY_KEY_PARAMETER },
    };
  }
  if (isPublic) schema.security = [];
  else if (SAFE_METHODS.has(method)) schema.security = [{ session: [] }, { bearer: [] }];
  else schema.security = [{ session: [], xsrf: [] }, { bearer: [] }];
  return { ...result, schema } as Transformed;
}

const GUIDE = `The HTTP contract of Spotlane (PRODUCT.md 6): JSON with snake_case fields; every error
answer is \`{"errors":[{"code","message","field?"}]}\`; lists answer \`{"results":[...],"count":N}\`.

## Authentication

- **Browser session**: \`POST /api/auth/login\` sets the \`sid\` cookie. Unsafe requests
  (POST, PUT, PATCH, DELETE) must echo the \`XSRF-TOKEN\` cookie in the \`X-XSRF-TOKEN\` header.
- **API tokens**: create one under *Settings > API* (\`POST /api/api_tokens\`). The secret starts
  with \`${API_TOKEN_PREFIX}\` and is shown once. Send it as \`Authorization: Bearer <token>\`: the
  request acts as you, with your permissions, and needs no XSRF header. Each token may make
  ${API_TOKEN_REQUESTS_PER_MINUTE} requests a minute (then 429 \`RateLimited\`). A revoked or
  expired token answers 401.

\`\`\`sh
curl -H "Authorization: Bearer $SPOTLANE_TOKEN" https://spotlane.example/api/loads?page=1
\`\`\`

## Webhooks

*Settings > Webhooks* sends each chosen live event as a \`POST\` of
\`{"id","type","created_at","data"}\` to your HTTPS endpoint, in order, at least once, retried with
exponential backoff for 24 hours until it answers 2xx. Each request carries
\`Spotlane-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" with the
endpoint's secret>\`. Check it before trusting the body, and refuse old timestamps:

\`\`\`js
import { createHmac, timingSafeEqual } from 'node:crypto';

export function verifySpotlane(rawBody, header, secret, toleranceSeconds = 300) {
  const parts = Object.fromEntries(header.split(',').map((kv) => kv.split('=')));
  const t = Number(parts.t);
  if (!Number.isInteger(t) || Math.abs(Date.now() / 1000 - t) > toleranceSeconds) return false;
  const expected = createHmac('sha256', secret).update(\`\${t}.\${rawBody}\`).digest('hex');
  const given = Buffer.from(parts.v1 ?? '', 'hex');
  return given.length === 32 && timingSafeEqual(given, Buffer.from(expected, 'hex'));
}
\`\`\`
`;

export const OPENAPI_OPTIONS: FastifyDynamicSwaggerOptions = {
  openapi: {
    info: { title: 'Spotlane API', version: '1.0.0', description: GUIDE },
    components: {
      securitySchemes: {
        session: { type: 'apiKey', in: 'cookie', name: 'sid' },
        xsrf: { type: 'apiKey', in: 'header', name: 'X-XSRF-TOKEN' },
        bearer: { type: 'http', scheme: 'bearer', description: 'A personal API token' },
      },
    },
  },
  transform: documentOperation,
};
