import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { DateRangeValue } from '@/components/dateRange';
import { DateRangePicker } from '@/components/DateRangePicker';
import { MultiSelect } from '@/components/MultiSelect';
import { LinkPager, Pager } from '@/components/Pager';
import { PickList } from '@/components/PickList';

const OPTIONS = [
  { id: 1, name: 'Boston #101' },
  { id: 2, name: 'Austin #102' },
  { id: 3, name: 'Denver #103' },
];

function PickHarness({ onChange }: { onChange: (value: number | null) => void }) {
  const [value, setValue] = useState<number | null>(null);
  return (
    <PickList
      label="Location"
      options={OPTIONS}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('PickList', () => {
  it('filters as you type, picks by keyboard, says No results found', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<PickHarness onChange={onChange} />);
    const box = screen.getByRole('combobox', { name: 'Location' });
    expect(screen.getByRole('listbox', { name: 'Location' })).toHaveStyle({ height: '200px' });
    await user.type(box, 'den');
    expect(screen.getAllByRole('option')).toHaveLength(1);
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(3);
    expect(screen.getByRole('option', { name: 'Denver #103' })).toHaveAttribute('aria-selected', 'true');
    await user.clear(box);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(2);
    await user.type(box, 'zzz');
    expect(screen.getByText('No results found')).toBeInTheDocument();
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });
});

function MultiHarness() {
  const [value, setValue] = useState<number[]>([]);
  return (
    <>
      <MultiSelect
        label="Categories"
        options={[...OPTIONS, { id: 4, name: 'Four' }]}
        value={value}
        onChange={setValue}
        limit={3}
        placeholder="-- Select up to 3 categories --"
      />
      <output>{value.join(',')}</output>
    </>
  );
}

describe('MultiSelect', () => {
  it('keeps the pick order, stops at the limit, closes with Escape', async () => {
    const user = userEvent.setup();
    render(<MultiHarness />);
    const toggle = screen.getByRole('button', { name: /Categories/ });
    expect(toggle).toHaveTextContent('-- Select up to 3 categories --');
    await user.click(toggle);
    await user.click(screen.getByLabelText('Four'));
    await user.click(screen.getByLabelText('Boston #101'));
    await user.click(screen.getByLabelText('Denver #103'));
    expect(screen.getByRole('status')).toHaveTextContent('4,1,3');
    expect(screen.getByLabelText('Austin #102')).toBeDisabled();
    await user.click(screen.getByLabelText('Boston #101'));
    expect(screen.getByLabelText('Austin #102')).toBeEnabled();
    await user.keyboard('{Escape}');
    expect(screen.queryByLabelText('Austin #102')).not.toBeInTheDocument();
    expect(toggle).toHaveFocus();
    expect(toggle).toHaveTextContent('Four, Denver #103');
  });
});

function RangeHarness({ onChange }: { onChange: (value: DateRangeValue | null) => void }) {
  const [value, setValue] = useState<DateRangeValue | null>(null);
  return (
    <DateRangePicker
      label="Created Date"
      value={value}
      maxDate={new Date(2026, 10, 23)}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('DateRangePicker', () => {
  it('range mode from the calendar, Monday first, nothing after the max date, D MMM display, Clear', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<RangeHarness onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: /Created Date/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Created Date' });
    const grid = within(dialog).getAllByRole('grid').at(-1) as HTMLElement;
    const weekdays = [...grid.querySelectorAll('thead th')].map((th) => th.getAttribute('aria-label') ?? th.textContent);
    expect(weekdays[0]).toMatch(/^Mo/);
    expect(weekdays[6]).toMatch(/^Su/);
    expect(within(grid).getByRole('button', { name: /November 24th, 2026/ })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Apply' })).toBeDisabled();
    await user.click(within(grid).getByRole('button', { name: /November 3rd, 2026/ }));
    await user.click(within(grid).getByRole('button', { name: /November 9th, 2026/ }));
    expect(within(dialog).getByLabelText('Start date')).toHaveValue('11/03/2026');
    expect(within(dialog).getByLabelText('End date')).toHaveValue('11/09/2026');
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(onChange).toHaveBeenLastCalledWith({ start: '2026-11-03', end: '2026-11-09' });
    expect(screen.getByRole('button', { name: /Created Date/ })).toHaveTextContent('3 Nov - 9 Nov');
    await user.click(screen.getByRole('button', { name: /Created Date/ }));
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(screen.getByRole('button', { name: /Created Date/ })).toHaveTextContent('Select dates');
  });

  it('rejects a typed date after the max date', async () => {
    const user = userEvent.setup();
    render(<RangeHarness onChange={() => {}} />);
    await user.click(screen.getByRole('button', { name: /Created Date/ }));
    await user.type(await screen.findByLabelText('Start date'), '11/01/2026');
    await user.type(screen.getByLabelText('End date'), '12/25/2026');
    await user.tab();
    expect(screen.getByRole('alert')).toHaveTextContent('no later than 11/23/2026');
    expect(screen.getByRole('button', { name: 'Apply' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('Pager', () => {
  it('shows up to 5 numbered links around the page; LinkPager disables null links', async () => {
    const user = userEvent.setup();
    const onPage = vi.fn();
    render(<Pager label="Ranks pages" page={6} pageCount={9} onPage={onPage} />);
    const nav = screen.getByRole('navigation', { name: 'Ranks pages' });
    expect(
      within(nav)
        .getAllByRole('button', { name: /^Page / })
        .map((b) => b.textContent),
    ).toEqual(['4', '5', '6', '7', '8']);
    expect(within(nav).getByRole('button', { name: 'Page 6' })).toHaveAttribute('aria-current', 'page');
    await user.click(within(nav).getByRole('button', { name: 'Next page' }));
    expect(onPage).toHaveBeenCalledWith(7);
    render(<LinkPager label="List pages" prev={null} next="http://x/next" onFollow={onPage} />);
    const links = screen.getByRole('navigation', { name: 'List pages' });
    expect(within(links).getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await user.click(within(links).getByRole('button', { name: 'Next page' }));
    expect(onPage).toHaveBeenLastCalledWith('http://x/next');
  });
});
