import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs.tsx';

afterEach(cleanup);

describe('Tabs', () => {
  it('moves between tabs with the arrow keys and shows the matching panel', async () => {
    render(
      <Tabs defaultValue="week">
        <TabsList aria-label="Range">
          <TabsTrigger value="week">7 days</TabsTrigger>
          <TabsTrigger value="month">30 days</TabsTrigger>
          <TabsTrigger value="quarter">90 days</TabsTrigger>
        </TabsList>
        <TabsContent value="week">Week chart</TabsContent>
        <TabsContent value="month">Month chart</TabsContent>
        <TabsContent value="quarter">Quarter chart</TabsContent>
      </Tabs>,
    );
    const week = screen.getByRole('tab', { name: '7 days' });
    const month = screen.getByRole('tab', { name: '30 days' });
    const quarter = screen.getByRole('tab', { name: '90 days' });
    expect(screen.getByRole('tablist', { name: 'Range' })).toBeTruthy();
    expect(week.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').textContent).toBe('Week chart');

    await userEvent.tab();
    expect(document.activeElement).toBe(week);

    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(month);
    expect(month.getAttribute('aria-selected')).toBe('true');
    expect(week.getAttribute('aria-selected')).toBe('false');
    expect(screen.getByRole('tabpanel', { name: '30 days' }).textContent).toBe('Month chart');

    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(document.activeElement).toBe(quarter);
    expect(screen.getByRole('tabpanel').textContent).toBe('Quarter chart');
  });
});
