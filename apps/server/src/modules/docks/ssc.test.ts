import {
  sscDetailsResponse,
  sscFetchAvailableResponse,
  sscFetchAvailableSuccess,
  sscModificationResponse,
  sscModificationSuccess,
  sscSynchronousResponse,
} from '@spotlane/shared/schemas/ssc';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as docks from '../../../test/docks.ts';
import { createTestContext, expectErrorShape, type TestContext } from '../../../test/harness.ts';
import * as market from '../../../test/market.ts';
import { durationMinutes, isoDuration, withOffset } from './ssc.ts';

const BASE = '/ssc/appointments/v1';

/**
 * PRODUCT.md 17: the SSC appointment API v1.1 under /ssc, synchronous mode. Every answer is
 * checked against our schemas written from the standard; the shapes were compared by hand
 * with the standard's examples (fetchAvailableAppointmentResponseSuccess,
 * modifiedAppointmentResponseSuccess, rpcProblemDetailsFailure, the cancel and details ones).
 */
describe('the SSC appointment API', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ TRUST_PROXY: 'true' });
  });
  afterAll(async () => {
    await ctx?.close();
  });

  async function tokenOf(member: market.Member) {
    const made = await member.client.post('/api/api_tokens', { name: 'SSC' });
    expect(made.statusCode, JSON.stringify(made.body)).toBe(201);
    const token = made.body.token as string;
    return (operation: string, body: unknown, auth = `Bearer ${token}`) =>
      ctx.client().request('POST', `${BASE}/${operation}`, body, { authorization: auth });
  }

  it('writes times the way the standard does', () => {
    expect(isoDuration(60)).toBe('PT1H');
    expect(isoDuration(30)).toBe('PT30M');
    expect(isoDuration(90)).toBe('PT1H30M');
    expect(durationMinutes('PT1H30M')).toBe(90);
    expect(durationMinutes('P1D')).toBeNull();
    expect(withOffset(Date.parse('2023-04-15T17:00:00Z'), 'America/Chicago')).toBe(
      '2023-04-15T12:00:00.000-05:00',
    );
  });

  it('fetches, schedules, reschedules, details and cancels a stop by its primary reference number', async () => {
    const { shipper, carrier } = await docks.appointmentScene(ctx);
    const { loadId, pickupStopId } = await docks.awardedLoad(shipper, carrier);
    const identifier = (await shipper.client.get(`/api/loads/${loadId}`)).body.identifier as string;
    const call = await tokenOf(carrier);
    const identifiers = { primaryReferenceNumber: identifier, stopSequenceNumber: 0 };

    const fetched = await call('fetch-available-appointments', {
      identifiers,
      dateRestrictions: { exactDate: market.day(3) },
    });
    expect(fetched.statusCode, JSON.stringify(fetched.body)).toBe(200);
    const available = sscFetchAvailableSuccess.parse(fetched.body);
    expect(available.locationId).toBe(String(shipper.origin));
    expect(available.locationAddress?.postalCode).toBe('60601');
    const live = available.appointments.filter((entry) => entry.loadingType === 'LIVE');
    expect(live[0]).toMatchObject({
      appointmentType: 'AUTOMATIC',
      arrivalWindow: { startDateTime: `${market.day(3)}T06:00:00.000-06:00`, duration: 'PT1H' },
    });
    expect(available.appointments.some((entry) => entry.loadingType === 'DROP')).toBe(true);

    const scheduled = await call('schedule-appointment', {
      identifiers,
      preferredAppointment: { id: live[1]?.id, loadingType: 'LIVE' },
    });
    const booked = sscModificationSuccess.parse(scheduled.body);
    expect(booked).toMatchObject({
      status: 'SUCCESS',
      appointmentStatus: 'CONFIRMED',
      appointment: {
        id: String(pickupStopId),
        arrivalWindow: { startDateTime: `${market.day(3)}T06:30:00.000-06:00`, duration: 'PT1H' },
        dockDoor: { name: 'Door 1' },
        loadingType: 'LIVE',
      },
    });
    const stop = (await shipper.client.get(`/api/loads/${loadId}`)).body.stops[0];
    expect(stop.appointment).toBe(`${market.day(3)}T06:30`);

    const moved = await call('reschedule-appointment', {
      identifiers: { appointmentId: String(pickupStopId) },
      preferredAppointment: {
        arrivalWindow: { startDateTime: `${market.day(3)}T09:00:00.000-06:00`, duration: 'PT1H' },
      },
    });
    expect(sscModificationSuccess.parse(moved.body).appointment.arrivalWindow?.startDateTime).toBe(
      `${market.day(3)}T09:00:00.000-06:00`,
    );
    const detail = await call('fetch-appointment-details', {
      identifiers: { appointmentId: String(pickupStopId) },
    });
    expect(sscDetailsResponse.parse(detail.body)).toMatchObject({
      status: 'SUCCESS',
      appointmentStatus: 'CONFIRMED',
    });
    const cancelled = await call('cancel-appointment', { identifiers });
    expect(sscSynchronousResponse.parse(cancelled.body)).toEqual({ status: 'SUCCESS' });
    const after = await call('fetch-appointment-details', { identifiers });
    expect(sscDetailsResponse.parse(after.body)).toMatchObject({
      status: 'SUCCESS',
      appointmentStatus: 'NOT_SCHEDULED',
    });
  });

  it("answers the standard's FAILURE for an unknown load, a taken or refused time; 400 for a body off the schema; 401 without a token", async () => {
    const { shipper, carrier } = await docks.appointmentScene(ctx);
    const a = await docks.awardedLoad(shipper, carrier);
    const b = await docks.awardedLoad(shipper, carrier);
    const call = await tokenOf(carrier);
    const idOf = async (loadId: number) =>
      (await shipper.client.get(`/api/loads/${loadId}`)).body.identifier as string;

    const unknown = await call('fetch-available-appointments', {
      identifiers: { primaryReferenceNumber: 'NO-SUCH-LOAD', stopSequenceNumber: 0 },
    });
    expect(unknown.statusCode).toBe(200);
    expect(sscFetchAvailableResponse.parse(unknown.body)).toMatchObject({
      status: 'FAILURE',
      problemDetails: [{ title: 'https://docs.freightapis.org/problemDetails/entityNotFound' }],
    });
    const someoneElses = await (await tokenOf(await market.registerCarrier(ctx, 'Other Freight')))(
      'fetch-appointment-details',
      { identifiers: { primaryReferenceNumber: await idOf(a.loadId), stopSequenceNumber: 0 } },
    );
    expect(sscDetailsResponse.parse(someoneElses.body).status).toBe('FAILURE');

    const slots = await docks.slots(carrier, shipper.origin, market.day(3), a.loadId);
    const window = {
      startDateTime: withOffset(
        Date.parse((slots[0] as { start: string }).start),
        'America/Chicago',
      ),
      duration: 'PT1H',
    };
    const first = await call('schedule-appointment', {
      identifiers: { primaryReferenceNumber: await idOf(a.loadId), stopSequenceNumber: 0 },
      preferredAppointment: { arrivalWindow: window, loadingType: 'LIVE' },
    });
    expect(sscModificationResponse.parse(first.body).status).toBe('SUCCESS');
    const taken = await call('schedule-appointment', {
      identifiers: { primaryReferenceNumber: await idOf(b.loadId), stopSequenceNumber: 0 },
      preferredAppointment: { arrivalWindow: window, loadingType: 'LIVE' },
    });
    const failed = sscModificationResponse.parse(taken.body);
    expect(failed).toMatchObject({
      status: 'FAILURE',
      problemDetails: [{ title: 'https://docs.freightapis.org/problemDetails/appointmentError' }],
    });
    const offHours = await call('schedule-appointment', {
      identifiers: { primaryReferenceNumber: await idOf(b.loadId), stopSequenceNumber: 0 },
      preferredAppointment: {
        arrivalWindow: { startDateTime: `${market.day(3)}T02:00:00.000-06:00`, duration: 'PT1H' },
      },
    });
    expect(sscModificationResponse.parse(offHours.body).status).toBe('FAILURE');

    const broken = await call('schedule-appointment', {
      identifiers: { primaryReferenceNumber: 'X', shoeSize: 9 },
      preferredAppointment: { id: '1' },
    });
    expect(broken.statusCode).toBe(400);
    expectErrorShape(broken.body);
    expect((await call('cancel-appointment', {})).statusCode).toBe(400);

    const anonymous = await call(
      'fetch-appointment-details',
      { identifiers: { appointmentId: '1' } },
      '',
    );
    expect(anonymous.statusCode).toBe(401);
    const wrong = await call(
      'fetch-appointment-details',
      { identifiers: { appointmentId: '1' } },
      'Bearer spl_not_a_real_token_at_all_000000',
    );
    expect(wrong.statusCode).toBe(401);
  });
});
