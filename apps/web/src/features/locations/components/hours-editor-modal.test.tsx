import type { ScheduleEntry } from '@spotlane/shared/domain/hours';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../testing/render.tsx';
import { HoursEditorModal } from './hours-editor-modal.tsx';

// Fourteen time selects of 49 choices each: slow to render in jsdom on a busy machine.
describe('HoursEditorModal', { timeout: 60_000 }, () => {
  it('"Same shipping hours for weekdays" keeps the prefilled 6 am-6 pm', async () => {
    const onSave = vi.fn();
    const { user } = renderWithApp(
      <HoursEditorModal
        opened
        onClose={() => {}}
        schedule={null}
        shipmentProcess={null}
        onSave={onSave}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Shipping Hours' });
    expect(screen.getByLabelText('Monday opening', { selector: 'input' })).toHaveValue('6:00 am');
    await user.click(screen.getByLabelText('Same shipping hours for weekdays'));
    expect(screen.getByLabelText('Monday - Friday opening', { selector: 'input' })).toHaveValue(
      '6:00 am',
    );
    expect(screen.getByLabelText('Monday - Friday closing', { selector: 'input' })).toHaveValue(
      '6:00 pm',
    );
    expect(dialog).not.toHaveTextContent('Complete all fields');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledTimes(1);
    // Monday (2) to Friday (6) at 6 am-6 pm; the weekend closed (SPEC 4).
    const [schedule] = onSave.mock.calls[0] as [ScheduleEntry[]];
    expect(schedule.map((entry) => entry.weekday)).toEqual([2, 3, 4, 5, 6]);
    for (const entry of schedule)
      expect(entry.intervals).toEqual([{ start_time: '06:00', end_time: '18:00' }]);
  });

  it('"Same shipping hours for all days" starts from Monday\'s saved hours', async () => {
    const { user } = renderWithApp(
      <HoursEditorModal
        opened
        onClose={() => {}}
        schedule={[
          {
            schedule_type: 'weekday',
            weekday: 2,
            is_holiday: false,
            intervals: [{ start_time: '07:00', end_time: '16:30' }],
          },
        ]}
        shipmentProcess="fcfs"
        onSave={() => {}}
      />,
    );
    await screen.findByRole('dialog', { name: 'Shipping Hours' });
    await user.click(screen.getByLabelText('Same shipping hours for all days'));
    expect(screen.getByLabelText('Monday - Sunday opening', { selector: 'input' })).toHaveValue(
      '7:00 am',
    );
    expect(screen.getByLabelText('Monday - Sunday closing', { selector: 'input' })).toHaveValue(
      '4:30 pm',
    );
  });
});
