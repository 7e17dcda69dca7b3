import { describe, expect, it } from 'vitest';
import { fileTestContext } from '../../../test/harness.ts';
import { settleJobs } from '../../../test/jobs.ts';
import * as market from '../../../test/market.ts';
import { createContext } from '../../context.ts';
import { runSchedule } from './run.ts';

const ctx = fileTestContext({ TRUST_PROXY: 'true' });

describe('a recurring shipment whose template lost its lane (PRODUCT.md 16)', () => {
  it('pauses itself, says why, tells the shipper, and makes no load', async () => {
    const shipper = await market.shipperWithLocations(ctx);
    const carrier = await market.registerCarrier(ctx, 'Guide Freight');
    const guide = await market.linkCarrier(shipper, carrier);
    const lane = await shipper.client.post('/api/lanes', {
      name: 'Chicago to Dallas weekly',
      origin: { city: 'Chicago', state: 'IL' },
      destination: { city: 'Dallas', state: 'TX' },
      equipment_type: 'dry_van',
      carrier_ids: [guide],
      target_rate: 150_000,
      contract: { rate: 180_000, valid_from: '2020-01-01', valid_to: '2999-12-31' },
    });
    expect(lane.statusCode, JSON.stringify(lane.body)).toBe(201);
    const template = await shipper.client.post('/api/load_templates', {
      name: 'Weekly guide run',
      load: {
        name: 'Paper rolls',
        stops: [
          { type: 'pickup', location_id: shipper.origin },
          { type: 'delivery', location_id: shipper.destination, day_offset: 2 },
        ],
        equipment_type: 'dry_van',
        audience: { type: 'lane', lane_id: lane.body.id },
      },
    });
    expect(template.statusCode, JSON.stringify(template.body)).toBe(201);
    const schedule = await shipper.client.post('/api/load_schedules', {
      template_id: template.body.id,
      weekdays: [1, 2, 3, 4, 5, 6, 7],
      lead_days: 1,
      starts_on: market.day(5),
    });
    expect(schedule.statusCode, JSON.stringify(schedule.body)).toBe(201);
    await settleJobs(ctx);

    const gone = await shipper.client.delete(`/api/lanes/${lane.body.id}`);
    expect([200, 204]).toContain(gone.statusCode);
    const app = createContext({ config: ctx.config, db: ctx.database.db });
    expect(await runSchedule(app, schedule.body.id)).toBe(0);

    const read = await shipper.client.get(`/api/load_schedules/${schedule.body.id}`);
    expect(read.body).toMatchObject({
      paused: true,
      paused_reason: 'The lane of its template was deleted',
      next_run_on: null,
      load_count: 0,
    });
    const notices = await shipper.client.get('/api/notifications');
    expect(JSON.stringify(notices.body)).toContain('A recurring shipment paused itself');
    // Resuming clears why; the next run pauses it again while the lane is still gone.
    const resumed = await shipper.client.put(`/api/load_schedules/${schedule.body.id}`, {
      template_id: template.body.id,
      weekdays: [1, 2, 3, 4, 5, 6, 7],
      lead_days: 1,
      starts_on: market.day(5),
      paused: false,
    });
    expect(resumed.statusCode, JSON.stringify(resumed.body)).toBe(200);
    expect(resumed.body.paused_reason).toBeNull();
    expect(await runSchedule(app, schedule.body.id)).toBe(0);
    const again = await shipper.client.get(`/api/load_schedules/${schedule.body.id}`);
    expect(again.body.paused).toBe(true);
  });
});
